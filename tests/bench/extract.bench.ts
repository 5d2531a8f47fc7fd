/**
 * Extraction fidelity and speed (`npm run bench:extract`), over the project's fixture sites and the real pages in
 * ../shared/pages/d2c, each served on 127.0.0.1. For every page: extract it twice through the egress proxy with
 * one warm browser pool (cold = first run, warm = second), render the original and the extraction
 * (buildDocument of html + css) at each width in a separate Chromium, and report visual and ink similarity, words
 * kept, CSS size, unused rules, class-name readability and what must never be in the output.
 *
 * Besides 1280/768/390 (captured) and 1024/560 (between captures), one width drawn at random per run is judged (from
 * a seed the run prints: --seed draws the same width again), and the fidelity the verify step stored (captured and
 * in-between widths) is summarised.
 *
 *   npm run bench:extract -- [--only fixtures|d2c] [--limit N] [--widths 1280,768,390,1024,560] [--seed N]
 *                            [--match <name,...>]  (only pages whose name contains one of these)
 *                            [--shots <dir>]   (writes original/extraction/diff PNGs where ink < 0.99)
 *
 * Prints a table, per-page notes, and one final JSON summary line.
 */
import { mkdirSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { basename, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import pixelmatch from "pixelmatch";
import { PNG } from "pngjs";
import type { BrowserContext, Page } from "playwright-core";
import { createBrowserPool, type BrowserPool } from "@layoutlift/core/browser/pool";
import { buildDocument } from "@layoutlift/core/extract/document";
import { extractLayout, type ExtractionResult } from "@layoutlift/core/extract/extract";
import { startEgressProxy } from "@layoutlift/core/net/egress-proxy";
import { launchTestBrowser } from "../helpers/browser.ts";
import { startFixtureServer, type FixtureServer } from "../helpers/fixture-server.ts";
import { auditHtml, countUnusedRules } from "../helpers/output-audit.ts";
import { compareScreenshots, createRenderContext, renderPage, wordsKept, type Rendering } from "../helpers/similarity.ts";
import { printNotes, printRow, summarise, type BenchPage, type PageResult } from "./extract-report.ts";

const ROOT = resolve(fileURLToPath(import.meta.url), "../../..");
const FIXTURES_DIR = join(ROOT, "tests/fixtures/sites");
const D2C_DIR = resolve(process.env.LAYOUTLIFT_D2C_DIR ?? join(ROOT, "../shared/pages/d2c"));
const DEFAULT_WIDTHS = [1280, 768, 390, 1024, 560];
const RUNTIME = "runtime";
const EXTRACT_TIMEOUT_MS = 90_000;

const { values: args } = parseArgs({
  options: {
    only: { type: "string" },
    limit: { type: "string" },
    widths: { type: "string" },
    shots: { type: "string" },
    match: { type: "string" },
    seed: { type: "string" },
  },
});
if (args.only && args.only !== "fixtures" && args.only !== "d2c") throw new Error("--only takes fixtures or d2c");
const seed = args.seed ? Number(args.seed) : 1 + Math.floor(Math.random() * 1e6);
/** A width nobody captured, drawn from `seed` (mulberry32), so a run's width comes back with --seed. */
const randomWidth = () => {
  let a = seed >>> 0;
  for (;;) {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    const w = 360 + Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * 880);
    if (DEFAULT_WIDTHS.every((d) => Math.abs(d - w) >= 8)) return w;
  }
};
const widths = args.widths ? args.widths.split(",").map(Number) : [...DEFAULT_WIDTHS, randomWidth()];
if (widths.some((w) => !Number.isInteger(w) || w < 200 || w > 2560)) throw new Error("--widths takes integers between 200 and 2560");
const limit = args.limit ? Number(args.limit) : Infinity;

function listPages(fixtures: FixtureServer | null, d2c: FixtureServer | null): BenchPage[] {
  const pages: BenchPage[] = [];
  if (fixtures) {
    for (const name of readdirSync(FIXTURES_DIR).sort()) {
      if (statSync(join(FIXTURES_DIR, name, "index.html"), { throwIfNoEntry: false })?.isFile()) {
        pages.push({ set: "fixtures", name, url: fixtures.url(`${name}/`) });
      }
    }
    // Pages drawn or positioned by scripts (tests/integration/extract-runtime.test.ts judges them on their own terms).
    for (const name of readdirSync(join(FIXTURES_DIR, RUNTIME)).sort()) {
      if (statSync(join(FIXTURES_DIR, RUNTIME, name, "index.html"), { throwIfNoEntry: false })?.isFile()) {
        pages.push({ set: "runtime", name: `${RUNTIME}/${name}`, url: fixtures.url(`${RUNTIME}/${name}/`) });
      }
    }
  }
  if (d2c) {
    const files = readdirSync(D2C_DIR).filter((f) => f.endsWith(".html"));
    files.sort((a, b) => Number.parseInt(a) - Number.parseInt(b) || a.localeCompare(b));
    for (const file of files) pages.push({ set: "d2c", name: `d2c/${basename(file, ".html")}`, url: d2c.url(file) });
  }
  return pages;
}

/** One extraction as the product runs it: its own egress proxy (loopback allowed), the shared warm pool. */
async function extractOnce(pool: BrowserPool, url: string): Promise<{ result: ExtractionResult; ms: number }> {
  const proxy = await startEgressProxy({ allowPrivate: true, loopbackOnly: true });
  const started = performance.now();
  try {
    const result = await extractLayout(url, { pool, proxyServer: proxy.server, signal: AbortSignal.timeout(EXTRACT_TIMEOUT_MS) });
    return { result, ms: performance.now() - started };
  } finally {
    await proxy.close();
  }
}

function writeShots(dir: string, page: BenchPage, width: number, original: Rendering, extraction: Rendering): void {
  mkdirSync(dir, { recursive: true });
  const w = Math.max(original.png.width, extraction.png.width);
  const h = Math.max(original.png.height, extraction.png.height);
  const pad = (png: PNG) => {
    const out = new PNG({ width: w, height: h });
    out.data.fill(255);
    PNG.bitblt(png, out, 0, 0, png.width, png.height, 0, 0);
    return out;
  };
  const a = pad(original.png);
  const b = pad(extraction.png);
  const diff = new PNG({ width: w, height: h });
  pixelmatch(a.data, b.data, diff.data, w, h, { threshold: 0.1, includeAA: true });
  const stem = join(dir, `${page.name.replace(/\//g, "_")}-${width}`);
  writeFileSync(`${stem}-original.png`, PNG.sync.write(original.png));
  writeFileSync(`${stem}-extraction.png`, PNG.sync.write(extraction.png));
  writeFileSync(`${stem}-diff.png`, PNG.sync.write(diff));
}

async function benchPage(pool: BrowserPool, render: BrowserContext, auditPage: Page, page: BenchPage): Promise<PageResult> {
  const out: PageResult = { page, widths: [] };
  try {
    const cold = await extractOnce(pool, page.url);
    const warm = await extractOnce(pool, page.url);
    out.coldMs = cold.ms;
    out.warmMs = warm.ms;
    const result = warm.result;
    out.elements = result.stats.elements;
    out.cssBytes = Buffer.byteLength(result.css);
    out.audit = auditHtml(result.html);
    out.stored = (result.layoutJson.fidelity ?? []).map((f) => ({ width: f.width, score: f.score, captured: f.captured ?? true }));
    out.rules = await countUnusedRules(auditPage, result.html, result.css);
    const doc = buildDocument(result);
    // A page that redirects is judged against the page it settled on, which is what was extracted.
    const settled = result.layoutJson.url;
    for (const width of widths) {
      const original = await renderPage(render, { url: settled }, width);
      const extraction = await renderPage(render, { html: doc, baseUrl: settled }, width);
      const sim = compareScreenshots(original.png, extraction.png);
      out.widths.push({
        width,
        visual: sim.visual,
        ink: sim.ink,
        wordsKept: wordsKept(original.words, extraction.words),
        heightOriginal: sim.heightOriginal,
        heightExtraction: sim.heightCandidate,
      });
      if (args.shots && sim.ink < 0.99) writeShots(resolve(args.shots), page, width, original, extraction);
    }
  } catch (error) {
    out.error = error instanceof Error ? error.message.split("\n")[0] : String(error);
  }
  return out;
}

async function main(): Promise<void> {
  process.env.LAYOUTLIFT_TMP ??= join(ROOT, ".tmp/chromium");
  const fixtures = args.only === "d2c" ? null : await startFixtureServer(FIXTURES_DIR);
  // Third-party URLs in the real pages are pointed at a loopback 404, so nothing ever leaves the machine.
  const d2c = args.only === "fixtures" ? null : await startFixtureServer(D2C_DIR, { offlineRemoteUrls: true });
  const pages = listPages(fixtures, d2c)
    .filter((p) => !args.match || args.match.split(",").some((m) => p.name.includes(m)))
    .slice(0, limit);
  const pool = createBrowserPool();
  const renderer = await launchTestBrowser();
  try {
    const launchStarted = performance.now();
    await pool.withContext(async () => undefined);
    const launchMs = performance.now() - launchStarted;
    const render = await createRenderContext(renderer);
    const auditPage = await render.newPage();

    console.log(`extraction bench: ${pages.length} pages × widths ${widths.join(", ")}${args.widths ? "" : ` (random width from --seed ${seed})`}`);
    console.log("ink similarity % per width, then mean visual %, words kept %, CSS KiB, unused rules, generated/readable classes, style attributes, scripts + handlers, ms");
    console.log(
      [
        "page".padEnd(20),
        widths.map((w) => `${w}`.padStart(6)).join(" "),
        "visual",
        " words",
        " css KiB",
        "unused",
        " gen/read",
        "style",
        "script",
        " coldMs",
        " warmMs",
      ].join(" "),
    );
    const results: PageResult[] = [];
    for (const page of pages) {
      const r = await benchPage(pool, render, auditPage, page);
      results.push(r);
      printRow(r, widths);
    }
    printNotes(results);
    console.log(JSON.stringify(summarise(results, widths, launchMs)));
  } finally {
    await renderer.close();
    await pool.close();
    await fixtures?.close();
    await d2c?.close();
  }
}

await main();
