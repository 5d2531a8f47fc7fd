import { execFile } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { strFromU8, unzipSync } from "fflate";
import { exportLayout } from "@layoutlift/core/export/export-layout";
import { exportFormats } from "@layoutlift/core/contract/export";
import { registeredFormats } from "@layoutlift/core/export/formats/registry";
import { startCanaryServer, type CanaryServer } from "../helpers/canary-server.ts";
import { BUILD_AT_RULES_HTML, buildAtRulesCss, FORBIDDEN_AT_RULES, writeBuildPayloads, type BuildPayloads } from "../fixtures/hostile/build-time/at-rules.ts";
import { ensureDir } from "./export-render-helpers.ts";

/**
 * A page naming modules for the compiler (`@plugin`, `@config`) and files for the build (`@import`, `@reference`,
 * `@source`) through every export, the Tailwind flavour first, and through the command line with the stylesheet
 * cross-origin (filled from the response, not the CSSOM that would drop unknown at-rules): nothing is imported
 * (no marker file) and no output carries a build or load at-rule.
 */
const ROOT = resolve(fileURLToPath(import.meta.url), "../../..");
const TMP = ensureDir(join(ROOT, ".tmp"));
const run = promisify(execFile);
const TAILWIND = registeredFormats.filter((f) => f.tailwind).map((f) => f.id);
const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

describe("a page's build and load at-rules", () => {
  let payloads: BuildPayloads;
  let css: string;
  beforeAll(() => {
    payloads = writeBuildPayloads(mkdtempSync(join(TMP, "build-at-rules-")));
    css = buildAtRulesCss(payloads);
  });
  afterAll(() => rmSync(payloads.dir, { recursive: true, force: true }));

  it.each(TAILWIND)("the Tailwind export of %s imports nothing and keeps none of them", async (format) => {
    const file = await exportLayout(format, { html: BUILD_AT_RULES_HTML, css, title: "Build", cssFlavour: "tailwind" });
    const out = text(file.body);
    expect(payloads.markers()).toEqual([]);
    expect(out).not.toMatch(FORBIDDEN_AT_RULES);
    expect(out).toContain("Build-time payloads stay out");
    expect(out).toMatch(/\bflex\b/);
  });

  it("no plain export or zip file keeps them", async () => {
    for (const format of exportFormats) {
      const file = await exportLayout(format, { html: BUILD_AT_RULES_HTML, css, title: "Build" });
      const files = format === "zip" ? Object.entries(unzipSync(file.body)).map(([path, body]) => [path, strFromU8(body)]) : [[format, text(file.body)]];
      for (const [path, content] of files) expect(content, `${format}: ${path}`).not.toMatch(FORBIDDEN_AT_RULES);
    }
    expect(payloads.markers()).toEqual([]);
  });

  describe("through the command line, from a cross-origin stylesheet", () => {
    let page: CanaryServer;
    let styles: CanaryServer;
    beforeAll(async () => {
      page = await startCanaryServer();
      styles = await startCanaryServer();
    });
    afterAll(async () => {
      await page?.close();
      await styles?.close();
    });

    it("--css tailwind imports nothing, and the report counts what was dropped", async () => {
      const sheet = styles.serve("/site.css", css, "text/css");
      const url = page.serve("/", `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Build</title><link rel="stylesheet" href="${sheet}"></head><body>${BUILD_AT_RULES_HTML}</body></html>`, "text/html");
      const out = mkdtempSync(join(TMP, "cli-at-rules-"));
      try {
        await run(process.execPath, ["--import", "tsx", "functions/src/cli.ts", "extract", url, "--out", out, "--viewports", "1280", "--formats", TAILWIND.join(","), "--css", "tailwind"], {
          cwd: ROOT,
          env: { ...process.env, EXTRACT_ALLOW_PRIVATE: "1", EXTRACT_LOOPBACK_ONLY: "1", TMPDIR: TMP, LAYOUTLIFT_TMP: join(TMP, "chromium") },
          timeout: 140_000,
        });
        expect(payloads.markers()).toEqual([]);
        // layout.json's notes name the at-rules that were dropped.
        const files = readdirSync(out).filter((f) => !f.endsWith(".png") && f !== "layout.json");
        expect(files.length).toBeGreaterThanOrEqual(TAILWIND.length + 2);
        for (const f of files) expect(readFileSync(join(out, f), "utf8"), f).not.toMatch(FORBIDDEN_AT_RULES);
        const report = JSON.parse(readFileSync(join(out, "layout.json"), "utf8")) as { stats: Record<string, number>; notes: string[] };
        expect(report.stats.removedAtRules).toBeGreaterThanOrEqual(9);
        expect(report.notes.join(" ")).toMatch(/at-rule\(s\)/);
      } finally {
        rmSync(out, { recursive: true, force: true });
      }
    }, 160_000);
  });
});
