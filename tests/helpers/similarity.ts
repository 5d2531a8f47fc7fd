import type { Browser, BrowserContext, Page } from "playwright-core";
import pixelmatch from "pixelmatch";
import { PNG } from "pngjs";
import { HOLD_RESIZES_SCRIPT, holdResizesExpression } from "@layoutlift/core/extract/browser/resize-hold";
import { fullPageScreenshot } from "./full-page-screenshot.ts";
import { CANVASES_AT_REST, IMAGES_SETTLED, SCROLL_THROUGH, SETTLE_ANIMATIONS, VISIBLE_TEXT } from "./page-settle.ts";

export { CANVASES_AT_REST, DECODE_LOADED_IMAGES, SETTLE_ANIMATIONS } from "./page-settle.ts";
export { describeDifference } from "./difference-note.ts";

/**
 * Fidelity measurement shared by the extraction bench and the fidelity tests: render a page (by URL, or an
 * extracted document served at a sibling URL so relative URLs resolve alike) at one width in Chromium, take a
 * full-page screenshot and the visible words, and compare two renderings.
 */

export const VIEWPORT_HEIGHT = 800;

export interface Rendering {
  png: PNG;
  /** Visible words in reading order, lower-cased, shadow roots included. */
  words: string[];
}

export type RenderTarget = { url: string } | { html: string; baseUrl: string };

export interface Similarity {
  /** 1 − share of differing pixels (pixelmatch threshold 0.1, anti-aliasing forgiven) over the taller image. */
  visual: number;
  /** 1 − differing pixels (anti-aliasing counted) / pixels that are not the original's background in either image. */
  ink: number;
  diffPixels: number;
  inkPixels: number;
  width: number;
  height: number;
  heightOriginal: number;
  heightCandidate: number;
}

/** A browser context for comparisons: only loopback is reachable, service workers stay off. */
export async function createRenderContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: VIEWPORT_HEIGHT },
    deviceScaleFactor: 1,
    serviceWorkers: "block",
    reducedMotion: "no-preference",
  });
  await context.route("**/*", (route) => (isLoopbackUrl(route.request().url()) ? route.continue() : route.abort()));
  // The page's scripts must not follow the full-page screenshot's momentary resize (see resize-hold.ts).
  await context.addInitScript(HOLD_RESIZES_SCRIPT);
  // A loopback page kept open for the context's life: Chromium hands each render of a loopback page the renderer that
  // page keeps alive instead of starting one per render (issue 29: ~1.3 s of Chromium CPU a render before, ~0.55 s).
  const keepAlive = await context.newPage();
  await keepAlive.route(KEEP_ALIVE_URL, (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<!DOCTYPE html><title>keep-alive</title>" }));
  await keepAlive.goto(KEEP_ALIVE_URL);
  return context;
}

/** Never fetched (its page answers it): any loopback address gives the site its renderer. */
const KEEP_ALIVE_URL = "http://127.0.0.1/__layoutlift_keep_alive__";

async function holdResizes(page: Page, held: boolean): Promise<void> {
  await page.evaluate(holdResizesExpression(held));
}

export function isLoopbackUrl(raw: string): boolean {
  const url = new URL(raw);
  if (url.protocol === "data:" || url.protocol === "blob:" || url.protocol === "about:") return true;
  return /^(127\.\d+\.\d+\.\d+|localhost|\[::1\])$/i.test(url.hostname);
}

/** Where an extracted document is served: next to the original, so relative URLs resolve the same way. */
export function siblingUrl(originalUrl: string): string {
  return new URL("__layoutlift_extraction__.html", originalUrl).toString();
}

/**
 * Loads a page at `width`, lets lazy content and fonts settle, and captures a full-page screenshot and its words
 * (`words: false` skips reading them, for a caller that only compares pixels: a walk of every text node, 0.1-0.3 s a
 * page on a busy machine; its rendering then has no words).
 */
export async function renderPage(context: BrowserContext, target: RenderTarget, width: number, options: { words?: boolean } = {}): Promise<Rendering> {
  const page = await context.newPage();
  try {
    await page.setViewportSize({ width, height: VIEWPORT_HEIGHT });
    let url: string;
    if ("html" in target) {
      url = siblingUrl(target.baseUrl);
      const body = target.html;
      await page.route(url, (route) => route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body }));
    } else {
      url = target.url;
    }
    await page.goto(url, { waitUntil: "load", timeout: 20_000 });
    await settle(page);
    await page.evaluate(SETTLE_ANIMATIONS);
    await holdResizes(page, true);
    const shot = await fullPageScreenshot(page);
    await holdResizes(page, false);
    const words = options.words === false ? [] : await visibleWords(page);
    return { png: await decodePng(shot), words };
  } finally {
    await page.close();
  }
}

let sharpModule: Promise<typeof import("sharp").default | null> | null = null;

/**
 * A screenshot's pixels as RGBA. libvips (sharp) decodes a full-page PNG in a fifth of the CPU time pngjs takes (a
 * 1280 × 2500 page: 90 ms against 420 ms, twice per compared width); pixels are the same byte for byte (PNG is lossless
 * and the screenshot is 8-bit sRGB). pngjs decodes anything else, or everything where sharp cannot load.
 */
export async function decodePng(bytes: Buffer): Promise<PNG> {
  // Without libvips' operation cache: every screenshot is decoded once, and a run decodes hundreds of them.
  sharpModule ??= import("sharp").then(
    (m) => (m.default.cache(false), m.default),
    () => null,
  );
  const sharp = await sharpModule;
  if (sharp) {
    const image = sharp(bytes);
    const { depth, format } = await image.metadata();
    if (format === "png" && depth === "uchar") {
      const { data, info } = await image.ensureAlpha().raw().toBuffer({ resolveWithObject: true });
      return Object.assign(new PNG({ width: 0, height: 0 }), { width: info.width, height: info.height, data });
    }
  }
  return PNG.sync.read(bytes);
}

async function settle(page: Page): Promise<void> {
  await page.evaluate("document.fonts.ready.then(() => undefined)");
  // Scroll through the page once so IntersectionObserver-driven content loads, as a reader would see it.
  await page.evaluate(SCROLL_THROUGH);
  await page.evaluate(IMAGES_SETTLED);
  await page.evaluate(CANVASES_AT_REST);
}

async function visibleWords(page: Page): Promise<string[]> {
  return toWords(await page.evaluate<string>(VISIBLE_TEXT));
}

export function toWords(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** Share of the original's words (counted with multiplicity) that the candidate also shows. */
export function wordsKept(original: string[], candidate: string[]): number {
  if (original.length === 0) return 1;
  const available = new Map<string, number>();
  for (const w of candidate) available.set(w, (available.get(w) ?? 0) + 1);
  let kept = 0;
  for (const w of original) {
    const n = available.get(w) ?? 0;
    if (n > 0) {
      kept++;
      available.set(w, n - 1);
    }
  }
  return kept / original.length;
}

/** The most frequent colour of an image, as packed RGBA. */
export function dominantColor(png: PNG): number {
  const counts = new Map<number, number>();
  const data = new Uint32Array(png.data.buffer, png.data.byteOffset, png.data.length / 4);
  // Counted run by run (a page is mostly long runs of one colour): the same counts, in the same first-seen order.
  for (let i = 0; i < data.length; ) {
    const color = data[i];
    let end = i + 1;
    while (end < data.length && data[end] === color) end++;
    counts.set(color, (counts.get(color) ?? 0) + end - i);
    i = end;
  }
  let best = 0;
  let bestCount = -1;
  for (const [color, count] of counts) if (count > bestCount) [best, bestCount] = [color, count];
  return best;
}

/** Copies an image onto a width × height canvas filled with `fill` (packed RGBA), top-left aligned. */
function padTo(png: PNG, width: number, height: number, fill: number): Uint8Array {
  const out = new Uint8Array(width * height * 4);
  new Uint32Array(out.buffer).fill(fill);
  const rowBytes = Math.min(png.width, width) * 4;
  for (let y = 0; y < Math.min(png.height, height); y++) {
    out.set(png.data.subarray(y * png.width * 4, y * png.width * 4 + rowBytes), y * width * 4);
  }
  return out;
}

/** Most exports render pixel for pixel like their reference: those comparisons need no pixelmatch pass. */
function identical(a: PNG, b: PNG): boolean {
  return a.width === b.width && a.height === b.height && a.data.equals(b.data);
}

/** `compareScreenshots(original, candidate).visual`, with one pixelmatch pass at most instead of four. */
export function visualSimilarity(original: PNG, candidate: PNG): number {
  if (identical(original, candidate)) return 1;
  if (original.width !== candidate.width || original.height !== candidate.height) return compareScreenshots(original, candidate).visual;
  const { width, height } = original;
  return 1 - pixelmatch(original.data, candidate.data, undefined, width, height, { threshold: 0.1 }) / (width * height);
}

/**
 * pixelmatch's colour distance (YIQ, semi-transparent pixels blended over its checkerboard at byte offset `k`) between
 * pixel `k` of `a` and the RGBA `r2 g2 b2 a2`: the measure its threshold applies to, computed here so one pass over
 * both images finds every differing and every inked pixel (pixelmatch 7's colorDelta, which it does not export).
 */
function colourDistance(a: Uint8Array, k: number, r2: number, g2: number, b2: number, a2: number): number {
  const r1 = a[k], g1 = a[k + 1], b1 = a[k + 2], a1 = a[k + 3];
  let dr = r1 - r2, dg = g1 - g2, db = b1 - b2;
  if (a1 < 255 || a2 < 255) {
    const da = a1 - a2;
    const rb = 48 + 159 * (k % 2);
    const gb = 48 + 159 * (((k / 1.618033988749895) | 0) % 2);
    const bb = 48 + 159 * (((k / 2.618033988749895) | 0) % 2);
    dr = (r1 * a1 - r2 * a2 - rb * da) / 255;
    dg = (g1 * a1 - g2 * a2 - gb * da) / 255;
    db = (b1 * a1 - b2 * a2 - bb * da) / 255;
  }
  const y = dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223;
  const i = dr * 0.59597799 - dg * 0.2741761 - db * 0.32180189;
  const q = dr * 0.21147017 - dg * 0.52261711 + db * 0.31114694;
  return 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q;
}

/** pixelmatch's threshold 0.1 as a squared YIQ distance (35215 is the largest possible). */
const MAX_DELTA = 35215 * 0.1 * 0.1;

/**
 * The original's ink against the candidate's, in one pass: pixels that differ (pixelmatch threshold 0.1, anti-aliasing
 * counted) over pixels that are not the page colour in either image. Equal to pixelmatch's diff count and two
 * pixelmatch passes against a plain canvas (similarity.test.ts checks it), at a fraction of their time.
 */
function inkCounts(a: Uint8Array, b: Uint8Array, background: number): { diffPixels: number; inkPixels: number } {
  const a32 = new Uint32Array(a.buffer, a.byteOffset, a.length / 4);
  const b32 = new Uint32Array(b.buffer, b.byteOffset, b.length / 4);
  const bg = new Uint8Array(new Uint32Array([background]).buffer);
  const [br, bgr, bb, ba] = [bg[0], bg[1], bg[2], bg[3]];
  let diffPixels = 0;
  let inkPixels = 0;
  for (let i = 0, k = 0; i < a32.length; i++, k += 4) {
    const pa = a32[i];
    const pb = b32[i];
    const inkA = pa !== background && colourDistance(a, k, br, bgr, bb, ba) > MAX_DELTA;
    if (pa === pb) {
      if (inkA) inkPixels++;
      continue;
    }
    const differs = colourDistance(a, k, b[k], b[k + 1], b[k + 2], b[k + 3]) > MAX_DELTA;
    if (differs) diffPixels++;
    if (differs || inkA || (pb !== background && colourDistance(b, k, br, bgr, bb, ba) > MAX_DELTA)) inkPixels++;
  }
  return { diffPixels, inkPixels };
}

export function compareScreenshots(original: PNG, candidate: PNG): Similarity {
  const width = Math.max(original.width, candidate.width);
  const height = Math.max(original.height, candidate.height);
  const same = identical(original, candidate);
  // Pad with the original's page colour, so extra or missing blank space is neutral and missing content is not.
  const background = dominantColor(original);
  const a = padTo(original, width, height, background);
  const b = same ? a : padTo(candidate, width, height, background);
  // Ink: what a reader would see as content in either image (faint tints within the threshold count as page).
  const { diffPixels, inkPixels } = inkCounts(a, b, background);
  // Plain pixel similarity (anti-aliasing forgiven) is one more pixelmatch pass: made only for a caller that reads it.
  let visual: number | undefined;
  return {
    get visual() {
      visual ??= same ? 1 : 1 - pixelmatch(a, b, undefined, width, height, { threshold: 0.1 }) / (width * height);
      return visual;
    },
    ink: inkPixels === 0 ? 1 : 1 - diffPixels / inkPixels,
    diffPixels,
    inkPixels,
    width,
    height,
    heightOriginal: original.height,
    heightCandidate: candidate.height,
  };
}
