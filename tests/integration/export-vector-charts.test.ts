import { join } from "node:path";
import { unzipSync } from "fflate";
import { writeFileSync } from "node:fs";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBrowserPool } from "@layoutlift/core/browser/pool";
import { exportLayout } from "@layoutlift/core/export/export-layout";
import { extractLayout, type ExtractionResult } from "@layoutlift/core/extract/extract";
import { startEgressProxy } from "@layoutlift/core/net/egress-proxy";
import { exportFormats, type ExportFormat } from "@layoutlift/core/contract/export";
import { launchTestBrowser } from "../helpers/browser.ts";
import { sharedExtraction } from "../helpers/extraction-cache.ts";
import { startFixtureServer, type FixtureServer } from "../helpers/fixture-server.ts";
import { compareScreenshots, createRenderContext, renderPage } from "../helpers/similarity.ts";
import { fetchAsset } from "./export-asset-server.ts";
import { svgImageById } from "./runtime-judge.ts";
import { ensureDir, hostPage, renderReactExport, renderVueExport, renderWordPressExport, screenshot, shotDifference } from "./export-render-helpers.ts";

/**
 * Charts extracted as vector drawings (SVG images holding keyframed geometry and media queries) exported in every format
 * and run the way each is used: the components rendered, the PHP template executed, the embeds opened in a hostile
 * host page. Each must draw the charts as the html export does, at the primary width and at a phone width in the
 * middle of the charts' fluid stretch, where only the interpolation can be right.
 */
const SITES = join(process.cwd(), "tests", "fixtures", "sites");
const TMP = ensureDir(join(process.cwd(), ".tmp", "export-vector-charts"));
const MAX_DIFF = 0.005;

let fixtures: FixtureServer;
let browser: Browser;
let context: BrowserContext;
let result: ExtractionResult;
const files = {} as Record<ExportFormat, string>;
let zipBody: Uint8Array;

beforeAll(async () => {
  fixtures = await startFixtureServer(SITES);
  // Extracted as extract-runtime-drawn extracts it (default widths, the egress proxy): once per run serves both.
  result = await sharedExtraction(fixtures.origin, "runtime/chart-dashboard/", { widths: "default" }, async () => {
    const pool = createBrowserPool();
    const proxy = await startEgressProxy({ allowPrivate: true, loopbackOnly: true });
    try {
      return await extractLayout(fixtures.url("runtime/chart-dashboard/"), { pool, proxyServer: proxy.server });
    } finally {
      await proxy.close();
      await pool.close();
    }
  });
  for (const format of exportFormats) {
    const file = await exportLayout(format, { html: result.html, css: result.css, title: result.title, document: result.document }, { fetchAsset });
    files[format] = new TextDecoder().decode(file.body);
    if (format === "zip") zipBody = file.body;
  }
  browser = await launchTestBrowser();
  context = await createRenderContext(browser);
}, 240_000);

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await fixtures?.close();
});

async function at(page: Page, width: number, html: string) {
  await page.setViewportSize({ width, height: 800 });
  return screenshot(page, html);
}

describe("vector charts in every export format", () => {
  it("are SVG images of shapes and labels, which every format keeps as its own file or inline, through the SVG policy", () => {
    for (const id of ["revenue", "channels", "weekdays"]) expect(result.html, id).toMatch(new RegExp(`<span[^>]*id="${id}"[^>]*><img[^>]*src="data:image/svg\\+xml`));
    expect(svgImageById(result.html, "weekdays")).toMatch(/<text[^>]*>Mon<\/text>/);
    expect(svgImageById(result.html, "revenue")).toMatch(/@keyframes revenue-chart-shape-\d+/);
    expect(result.css).not.toMatch(/@keyframes/);
    for (const format of exportFormats.filter((f) => f !== "zip")) {
      // No format turns the image back into markup or drops it, and none carries a keyframe of it in its CSS.
      expect(files[format], format).not.toMatch(/@keyframes revenue-chart/);
      expect(files[format], format).toMatch(/revenue-chart/);
    }
    // The zip writes each drawing as an SVG file of its own (through the SVG policy), the page pointing at it.
    const zip = unzipSync(zipBody);
    const svgs = Object.keys(zip).filter((path) => /^assets\/image-[0-9a-f]+\.svg$/.test(path.replace(/^[^/]+\/(?=assets)/, "")));
    const drawings = svgs.map((path) => new TextDecoder().decode(zip[path])).filter((svg) => svg.includes("revenue-chart"));
    // (one per project folder of the zip: the same file in each)
    expect(drawings.length).toBeGreaterThan(0);
    expect(new Set(drawings).size).toBe(1);
    expect(drawings[0]).toMatch(/<text[^>]*>Jan<\/text>/);
    expect(drawings[0]).not.toMatch(/<script|<foreignObject|\son\w+=/i);
  });

  it("render like the html export when run as React, Next.js, Vue, WordPress and hostile-page embeds", async () => {
    const wpFile = join(TMP, "chart-template.php");
    writeFileSync(wpFile, files.wordpress);
    const candidates: Record<string, string> = {
      react: await renderReactExport(files.react, "jsx", TMP),
      nextjs: await renderReactExport(files.nextjs, "tsx", TMP),
      vue: await renderVueExport(files.vue, TMP),
      wordpress: await renderWordPressExport(wpFile, TMP),
      wix: hostPage(files.wix),
      squarespace: hostPage(files.squarespace),
    };
    const page = await context.newPage();
    const diffs: Record<string, number> = {};
    for (const width of [1280, 437]) {
      const reference = await at(page, width, files.html);
      for (const [format, html] of Object.entries(candidates)) {
        const shot = await at(page, width, html);
        diffs[`${format} at ${width}px`] = Number((await shotDifference(reference, shot)).toFixed(5));
      }
    }
    await page.close();
    for (const [format, diff] of Object.entries(diffs)) expect(diff, `${format} differs from the html export by ${diff * 100}%`).toBeLessThanOrEqual(MAX_DIFF);
  }, 180_000);

  it("render like the html export in the Tailwind flavour too", async () => {
    const input = { html: result.html, css: result.css, title: result.title, document: result.document, cssFlavour: "tailwind" as const };
    const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes);
    const pages: Record<string, string> = {
      html: decode((await exportLayout("html", input)).body),
      react: await renderReactExport(decode((await exportLayout("react", input)).body), "jsx", TMP),
    };
    const page = await context.newPage();
    for (const width of [1280, 437]) {
      const reference = await at(page, width, files.html);
      for (const [format, html] of Object.entries(pages)) {
        const diff = await shotDifference(reference, await at(page, width, html));
        expect(diff, `tailwind ${format} at ${width}px differs by ${diff * 100}%`).toBeLessThanOrEqual(MAX_DIFF);
      }
    }
    await page.close();
  }, 120_000);

  it("keep the html export as faithful to the page as the extraction at a width nobody captured", async () => {
    const width = 437;
    const original = await renderPage(context, { url: result.layoutJson.url }, width);
    const exported = await renderPage(context, { html: files.html, baseUrl: result.layoutJson.url }, width);
    expect(compareScreenshots(original.png, exported.png).ink).toBeGreaterThanOrEqual(0.97);
  }, 60_000);
});
