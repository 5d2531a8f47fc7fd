import type { Browser, BrowserContext, Page } from "playwright-core";
import pixelmatch from "pixelmatch";
import { PNG } from "pngjs";
import { HOLD_RESIZES_SCRIPT, holdResizesExpression } from "@layoutlift/core/extract/browser/resize-hold";
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
  return context;
}

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

/** Loads a page at `width`, lets lazy content and fonts settle, and captures a full-page screenshot and its words. */
export async function renderPage(context: BrowserContext, target: RenderTarget, width: number): Promise<Rendering> {
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
    const shot = await page.screenshot({ fullPage: true, caret: "hide", timeout: 30_000 });
    await holdResizes(page, false);
    const words = await visibleWords(page);
    return { png: PNG.sync.read(shot), words };
  } finally {
    await page.close();
  }
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
  for (let i = 0; i < data.length; i++) counts.set(data[i], (counts.get(data[i]) ?? 0) + 1);
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

/** Pixels of `image` that differ from a plain `background` canvas by pixelmatch's own measure (threshold 0.1). */
function inkMask(image: Uint8Array, background: Uint8Array, width: number, height: number): Uint8Array {
  const mask = new Uint8Array(width * height * 4);
  pixelmatch(image, background, mask, width, height, { threshold: 0.1, includeAA: true, diffMask: true });
  return mask;
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

export function compareScreenshots(original: PNG, candidate: PNG): Similarity {
  const width = Math.max(original.width, candidate.width);
  const height = Math.max(original.height, candidate.height);
  const same = identical(original, candidate);
  // Pad with the original's page colour, so extra or missing blank space is neutral and missing content is not.
  const background = dominantColor(original);
  const a = padTo(original, width, height, background);
  const b = same ? a : padTo(candidate, width, height, background);
  const visualDiff = same ? 0 : pixelmatch(a, b, undefined, width, height, { threshold: 0.1 });
  const diff = new Uint8Array(width * height * 4);
  const diffPixels = same ? 0 : pixelmatch(a, b, diff, width, height, { threshold: 0.1, includeAA: true, diffMask: true });
  // Ink: what a reader would see as content in either image (faint tints within the threshold count as page).
  const plain = new Uint8Array(width * height * 4);
  new Uint32Array(plain.buffer).fill(background);
  const inkA = inkMask(a, plain, width, height);
  const inkB = same ? inkA : inkMask(b, plain, width, height);
  let inkPixels = 0;
  // diffMask output is transparent (alpha 0) where the pixels match.
  for (let i = 3; i < diff.length; i += 4) if (inkA[i] || inkB[i] || diff[i]) inkPixels++;
  return {
    visual: 1 - visualDiff / (width * height),
    ink: inkPixels === 0 ? 1 : 1 - diffPixels / inkPixels,
    diffPixels,
    inkPixels,
    width,
    height,
    heightOriginal: original.height,
    heightCandidate: candidate.height,
  };
}
