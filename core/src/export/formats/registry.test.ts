import { describe, expect, it } from "vitest";
import { exportFormats } from "../../contract/export.ts";
import { TAILWIND_FORMATS } from "../../contract/export.ts";
import { formatDefinition, isExportFormat, registeredFormats } from "./registry.ts";

describe("the export-format registry", () => {
  it("holds one definition per contract id, in the contract's order", () => {
    expect(registeredFormats.map((f) => f.id)).toEqual([...exportFormats]);
    for (const id of exportFormats) expect(formatDefinition(id).id).toBe(id);
    expect(new Set(registeredFormats.map((f) => f.filename)).size).toBe(exportFormats.length);
  });
  it("gives a Tailwind variant to exactly the contract's Tailwind formats", () => {
    expect(registeredFormats.filter((f) => f.tailwind).map((f) => f.id)).toEqual([...TAILWIND_FORMATS].sort((a, b) => exportFormats.indexOf(a) - exportFormats.indexOf(b)));
  });
  it("recognises only registered ids (no prototype names)", () => {
    expect(isExportFormat("vue")).toBe(true);
    expect(isExportFormat("svelte")).toBe(true);
    expect(isExportFormat("solid")).toBe(false);
    expect(isExportFormat("toString")).toBe(false);
    expect(isExportFormat("__proto__")).toBe(false);
  });
  it("gives each zip folder its own asset copy", () => {
    const zipped = registeredFormats.filter((f) => f.zip);
    expect(new Set(zipped.map((f) => f.zip!.assetsAt)).size).toBe(zipped.length);
  });
});
