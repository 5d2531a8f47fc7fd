import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { extractionReportSchema } from "@layoutlift/core/contract/extraction-report";
import type { ExtractionResult } from "@layoutlift/core/extract/extract";
import { startFixtureServer, type FixtureServer } from "../helpers/fixture-server.ts";
import { sharedExtraction } from "../helpers/extraction-cache.ts";
import { ensureDir } from "./export-render-helpers.ts";

/**
 * The extraction report (layoutJson.report) says what the extraction did, in numbers checked here against the page
 * and the output: a stock Chart.js dashboard (three canvases, Bootstrap breakpoints above the widest capture) and a
 * Bootstrap page full of controls; and the command line prints the same report in its JSON line.
 */
const ROOT = resolve(fileURLToPath(import.meta.url), "../../..");
const SITES = join(ROOT, "tests", "fixtures", "sites");
const TMP = ensureDir(join(ROOT, ".tmp"));
const WIDTHS = [1280, 768, 390];
const run = promisify(execFile);
/** The page's own controls, by Bootstrap's data API: what a visitor can click. */
const BOOTSTRAP_CONTROL = /data-bs-(toggle|dismiss|slide|slide-to)=/g;
const OUR_CONTROL = /\sdata-(toggle-target|close-target|select-target|step-group)=/g;

describe("the extraction report", () => {
  let server: FixtureServer;
  /** Served as extract-runtime-drawn serves the fixtures (no offline rewriting, which also rewrites svg xmlns). */
  let plain: FixtureServer;
  let pool: { close(): Promise<void> };
  const results = new Map<string, Promise<ExtractionResult>>();
  const extract = (name: string) => {
    if (!results.has(name)) {
      results.set(
        name,
        (async () => {
          const { extractLayout } = await import("@layoutlift/core/extract/extract");
          return extractLayout(server.url(`${name}/`), { pool: pool as never, viewports: WIDTHS });
        })(),
      );
    }
    return results.get(name)!;
  };
  /**
   * The page at the default widths through the egress proxy, as extract-runtime-drawn extracts it: once per run serves
   * both files (extraction-cache.ts); the report is the extraction's own whoever made it.
   */
  const extractShared = async (path: string) => {
    const [{ extractLayout, DEFAULT_VIEWPORTS }, { startEgressProxy }] = await Promise.all([import("@layoutlift/core/extract/extract"), import("@layoutlift/core/net/egress-proxy")]);
    expect(DEFAULT_VIEWPORTS).toEqual(WIDTHS);
    return sharedExtraction(plain.origin, path, { widths: "default" }, async () => {
      const proxy = await startEgressProxy({ allowPrivate: true, loopbackOnly: true });
      try {
        return await extractLayout(plain.url(path), { pool: pool as never, proxyServer: proxy.server });
      } finally {
        await proxy.close();
      }
    });
  };

  beforeAll(async () => {
    server = await startFixtureServer(SITES, { offlineRemoteUrls: true });
    plain = await startFixtureServer(SITES);
    const { createBrowserPool } = await import("@layoutlift/core/browser/pool");
    pool = createBrowserPool();
  });
  afterAll(async () => {
    await pool?.close();
    await server?.close();
    await plain?.close();
  });

  it("counts a Chart.js dashboard's widths and drawings as the extraction made them", async () => {
    const result = await extractShared("runtime/chartjs-dashboard/");
    const report = extractionReportSchema.parse(result.layoutJson.report);
    const fidelity = result.layoutJson.fidelity ?? [];
    expect(report.widths.captured).toEqual(WIDTHS);
    expect(report.widths.captured).toEqual(fidelity.filter((f) => f.captured !== false).map((f) => f.width));
    expect([...report.widths.verified].sort()).toEqual(fidelity.filter((f) => f.captured === false).map((f) => f.width).sort());
    // Bootstrap's container grows up to 1400 px: the drawings were sampled above the widest capture.
    expect(report.widths.aboveWidest.length).toBeGreaterThan(0);
    expect(report.widths.aboveWidest).toEqual(report.widths.sampled.filter((w) => w > 1280));
    for (const w of report.widths.sampled) expect(WIDTHS).not.toContain(w);
    // Every canvas of the page is accounted for, and none is left in the layout.
    const canvases = readFileSync(join(SITES, "runtime/chartjs-dashboard/index.html"), "utf8").match(/<canvas\b/g)?.length ?? 0;
    expect(canvases).toBe(3);
    expect(report.drawings.vectorised + report.drawings.pixels).toBe(canvases);
    expect(result.html).not.toMatch(/<canvas\b/);
    // A vectorised canvas is an SVG image (inline SVG where its labels need the page's web fonts).
    const vectors = result.html.match(/<svg\b|<img\b[^>]*\bsrc="data:image\/svg\+xml/g)?.length ?? 0;
    expect(vectors).toBeGreaterThanOrEqual(report.drawings.vectorised);
    expect(report.timing.totalMs).toBe(result.stats.ms);
    expect(report.timing.captureMs + report.timing.verifyMs).toBeLessThanOrEqual(report.timing.totalMs);
  }, 240_000);

  it("counts a Bootstrap page's controls as the behaviour capture recorded and the layout carries them", async () => {
    const result = await extract("behaviours/bootstrap-agency");
    const report = extractionReportSchema.parse(result.layoutJson.report);
    const stats = result.layoutJson.stats ?? {};
    expect(report.controls.found).toBe(stats["behaviours:found"]);
    expect(report.controls.reproduced).toBe(stats["behaviours:reproduced"]);
    expect(report.controls.notReproduced).toHaveLength(report.controls.found - report.controls.reproduced);
    const pageControls = readFileSync(join(SITES, "behaviours/bootstrap-agency/index.html"), "utf8").match(BOOTSTRAP_CONTROL)?.length ?? 0;
    const layoutControls = result.html.match(OUR_CONTROL)?.length ?? 0;
    // Controls found are the page's own (some, a modal's close buttons, are only reachable once it is open) ...
    expect(report.controls.found).toBeGreaterThanOrEqual(10);
    expect(report.controls.found).toBeLessThanOrEqual(pageControls);
    // ... and every reproduced one is wired in the layout's markup.
    expect(layoutControls).toBeGreaterThanOrEqual(report.controls.reproduced);
    expect(report.controls.behaviours).toBeGreaterThan(0);
    expect(report.drawings).toEqual({ vectorised: 0, pixels: 0 });
    expect(report.packings.found).toBe(0);
    // Images: every distinct address the layout's markup shows is counted.
    const imgs = new Set([...result.html.matchAll(/<img\b[^>]*\ssrc="([^"]+)"/g)].map((m) => m[1]));
    expect(report.assets.images).toBeGreaterThanOrEqual(imgs.size);
    expect(report.assets.fonts).toBe(result.css.match(/@font-face/g)?.length ?? 0);
  }, 240_000);

  it("is printed in the command line's JSON line, as stored in layout.json", async () => {
    const out = mkdtempSync(join(TMP, "cli-report-"));
    try {
      const { stdout } = await run(
        process.execPath,
        ["--import", "tsx", "functions/src/cli.ts", "extract", server.url("behaviours/bootstrap-agency/"), "--out", out, "--viewports", "1280,390", "--formats", "html"],
        { cwd: ROOT, env: { ...process.env, EXTRACT_ALLOW_PRIVATE: "1", EXTRACT_LOOPBACK_ONLY: "1", TMPDIR: TMP, LAYOUTLIFT_TMP: join(TMP, "chromium") }, timeout: 200_000 },
      );
      const line = JSON.parse(stdout.trim().split("\n").at(-1)!) as { report?: unknown };
      const report = extractionReportSchema.parse(line.report);
      expect(report.widths.captured).toEqual([1280, 390]);
      expect(report.controls.found).toBeGreaterThan(0);
      const stored = JSON.parse(readFileSync(join(out, "layout.json"), "utf8")) as { report: unknown };
      expect(stored.report).toEqual(line.report);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  }, 240_000);
});
