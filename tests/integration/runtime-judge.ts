import postcss from "postcss";
import { mkdirSync, writeFileSync } from "node:fs";
import { PNG } from "pngjs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { Browser, BrowserContext } from "playwright-core";
import { afterAll, beforeAll, expect } from "vitest";
import { createBrowserPool, type BrowserPool } from "@layoutlift/core/browser/pool";
import { buildDocument } from "@layoutlift/core/extract/document";
import { extractLayout, type ExtractionResult } from "@layoutlift/core/extract/extract";
import { startEgressProxy } from "@layoutlift/core/net/egress-proxy";
import { launchTestBrowser } from "../helpers/browser.ts";
import { startFixtureServer, type FixtureServer } from "../helpers/fixture-server.ts";
import { sharedExtraction } from "../helpers/extraction-cache.ts";
import { auditHtml, countUnusedRules } from "../helpers/output-audit.ts";
import { compareScreenshots, createRenderContext, describeDifference, renderPage } from "../helpers/similarity.ts";

/**
 * How the extract-runtime files (issue 12: pages whose look depends on runtime state) extract a fixture page and judge
 * the output against the original at a width. They were one file, split by subject so the suite's two workers share
 * the work; each file registers its own fixture server, browsers and pool with `runtimeJudge()`.
 */
const ROOT = resolve(fileURLToPath(import.meta.url), "../../..");
const SITES = join(ROOT, "tests/fixtures/sites");
const TMP = join(ROOT, ".tmp");
export const FLOOR = 0.97;

/**
 * The seed of the widths drawn at random (`randomWidth`): LAYOUTLIFT_WIDTH_SEED when set, so a failing run is
 * repeated with the widths it drew; otherwise a new one per run, which every failing ink comparison names.
 */
export const WIDTH_SEED = Number(process.env.LAYOUTLIFT_WIDTH_SEED) || 1 + Math.floor(Math.random() * 0x7fffffff);

/**
 * A width in `from` … `from + span - 1` drawn from WIDTH_SEED and the range (mulberry32), so, over many runs, the
 * output is judged at widths nobody chose, and a run's widths come back with its seed whichever tests run.
 */
export function randomWidth(from: number, span: number): number {
  let t = (WIDTH_SEED + Math.imul(from, 0x9e3779b1) + Math.imul(span, 0x85ebca6b) + 0x6d2b79f5) >>> 0;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  const unit = ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  return from + Math.floor(unit * span);
}

/** The comparisons here judge pixels: renders skip reading their words. */
const PIXELS_ONLY = { words: false };

export interface RuntimeJudge {
  /** The fixture page at `path` extracted at the default widths (or with a navigation limit, uncached). */
  extract(path: string, navigationMs?: number): Promise<ExtractionResult>;
  /**
   * The extraction against the page it settled on, at `width`: its ink similarity is at least `floor`. A comparison
   * that falls short says where the renderings differ (CI keeps the output, not the images) and leaves both renders
   * and the document in .tmp/ink-failures for a look; a passing one skips that work (a PNG encode of two full pages).
   */
  expectInkAt(result: ExtractionResult, width: number, floor: number): Promise<void>;
  /** The cleanliness targets: no script, handler, style attribute or javascript: URL, and no rule that styles nothing. */
  expectClean(result: ExtractionResult): Promise<void>;
  /** Clean, and at least FLOOR ink at each of `widths`. */
  expectFaithful(result: ExtractionResult, widths: number[]): Promise<void>;
  url(path: string): string;
}

export function runtimeJudge(): RuntimeJudge {
  let fixtures: FixtureServer;
  let browser: Browser;
  let render: BrowserContext;
  let pool: BrowserPool;

  beforeAll(async () => {
    mkdirSync(TMP, { recursive: true });
    process.env.LAYOUTLIFT_TMP ??= join(TMP, "chromium");
    fixtures = await startFixtureServer(SITES);
    browser = await launchTestBrowser();
    render = await createRenderContext(browser);
    pool = createBrowserPool();
  });

  afterAll(async () => {
    await pool?.close();
    await browser?.close();
    await fixtures?.close();
  });

  const judge: RuntimeJudge = {
    async extract(path, navigationMs) {
      const run = async () => {
        const proxy = await startEgressProxy({ allowPrivate: true, loopbackOnly: true });
        try {
          return await extractLayout(fixtures.url(path), { pool, proxyServer: proxy.server, limits: navigationMs ? { navigationMs } : undefined });
        } finally {
          await proxy.close();
        }
      };
      // At the default widths and limits extract-fidelity extracts the same fixture pages: once per run serves both.
      return navigationMs ? run() : sharedExtraction(fixtures.origin, path, { widths: "default" }, run);
    },
    async expectInkAt(result, width, floor) {
      const url = result.layoutJson.url;
      const original = await renderPage(render, { url }, width, PIXELS_ONLY);
      const extraction = await renderPage(render, { html: buildDocument(result), baseUrl: url }, width, PIXELS_ONLY);
      const ink = compareScreenshots(original.png, extraction.png).ink;
      if (ink >= floor) return;
      const dir = join(TMP, "ink-failures");
      mkdirSync(dir, { recursive: true });
      const name = `${new URL(url).pathname.replace(/\W+/g, "-")}${width}-${Date.now()}`;
      writeFileSync(join(dir, `${name}-orig.png`), PNG.sync.write(original.png));
      writeFileSync(join(dir, `${name}-extr.png`), PNG.sync.write(extraction.png));
      writeFileSync(join(dir, `${name}.html`), buildDocument(result));
      expect(ink, `ink at ${width} (LAYOUTLIFT_WIDTH_SEED=${WIDTH_SEED} draws the same widths): ${describeDifference(original.png, extraction.png)}`).toBeGreaterThanOrEqual(floor);
    },
    async expectClean(result) {
      const audit = auditHtml(result.html);
      expect(audit).toMatchObject({ scripts: 0, eventHandlers: 0, styleAttributes: 0, javascriptUrls: 0 });
      const page = await render.newPage();
      try {
        const rules = await countUnusedRules(page, result.html, result.css);
        expect(rules.unused, `unused rules: ${rules.examples.join(" | ")}`).toBe(0);
      } finally {
        await page.close();
      }
    },
    async expectFaithful(result, widths) {
      await judge.expectClean(result);
      for (const width of widths) await judge.expectInkAt(result, width, FLOOR);
    },
    url: (path) => fixtures.url(path),
  };
  return judge;
}

/** The decoded image behind `<img ... id="<id>" ... src="data:...">` (attributes in any order). */
export function imageById(html: string, id: string): { tag: string; png: PNG } {
  const tag = [...html.matchAll(/<img\b[^>]*>/g)].map((m) => m[0]).find((t) => t.includes(` id="${id}"`));
  if (!tag) throw new Error(`no <img id="${id}"> in the output`);
  const src = /src="data:image\/png;base64,([^"]+)"/.exec(tag)?.[1];
  if (!src) throw new Error(`<img id="${id}"> has no PNG data URL`);
  return { tag, png: PNG.sync.read(Buffer.from(src, "base64")) };
}

/** Share of pixels that are neither transparent nor white: a blank canvas scores 0. */
/** The `<img>` with this id whose source is an SVG image (a vectorised canvas), as its SVG document. */
export function svgImageById(html: string, id: string): string {
  // A drawing is a box with the canvas's id around its image (passes/vector-drawings.ts).
  const at = new RegExp(`<span\\b[^>]*\\sid="${id}"[^>]*>(<img\\b[^>]*>)`).exec(html);
  const tag = at?.[1];
  const src = tag && /src="data:image\/svg\+xml;base64,([^"]+)"/.exec(tag)?.[1];
  if (!tag || !src) throw new Error(`no <span id="${id}"> around an SVG image in the output`);
  return Buffer.from(src, "base64").toString("utf8");
}

/**
 * The share of the stylesheet that draws charts: its `@keyframes` and every rule naming a drawing's class
 * (`revenue-chart…`), in bytes (issue 26: at most 20 %).
 */
export function chartStylesheetShare(css: string, names: readonly string[]): number {
  const root = postcss.parse(css);
  let bytes = 0;
  root.walkAtRules(/keyframes$/i, (rule) => {
    bytes += rule.toString().length;
  });
  root.walkRules((rule) => {
    if (rule.parent?.type === "atrule" && /keyframes$/i.test((rule.parent as postcss.AtRule).name)) return;
    if (names.some((name) => rule.selector.includes(name))) bytes += rule.toString().length;
  });
  return css.length ? bytes / css.length : 0;
}

export function drawnShare(png: PNG): number {
  let drawn = 0;
  for (let i = 0; i < png.data.length; i += 4) {
    const [r, g, b, a] = [png.data[i], png.data[i + 1], png.data[i + 2], png.data[i + 3]];
    if (a > 16 && !(r > 245 && g > 245 && b > 245)) drawn++;
  }
  return drawn / (png.width * png.height);
}
