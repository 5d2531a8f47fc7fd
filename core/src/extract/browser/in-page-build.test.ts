import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { GENERATED, generatedModule } from "./in-page-build.ts";

describe("in-page bundles", () => {
  it("are what the in-page sources build (run `npm run build:in-page` after editing in-page/)", () => {
    expect(readFileSync(GENERATED, "utf8")).toBe(generatedModule());
  });

  it("are scripts a browser parses: statements to install, and one expression for the page operations", async () => {
    const bundles = await import("./in-page.gen.ts");
    for (const [name, code] of Object.entries(bundles)) {
      expect(() => new Function(name === "PAGE_LIB" ? `return ${code}` : code), name).not.toThrow();
      // Nothing of Node or of the bundler's module loader reaches the page.
      expect(code, name).not.toMatch(/\brequire\(|\bimport\(|process\.env/);
    }
  });
});
