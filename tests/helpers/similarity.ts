import type { Browser, BrowserContext, Page } from "playwright-core";
import pixelmatch from "pixelmatch";
import { PNG } from "pngjs";
import { HOLD_RESIZES_SCRIPT, holdResizesExpression } from "@layoutlift/core/extract/browser/resize-hold";

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

// In-page scripts are plain strings: tsx/esbuild would otherwise wrap named inner functions in a `__name`
// helper that does not exist inside the page.
const SCROLL_THROUGH = `(async () => {
  const frame = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  for (let y = 0, i = 0; y < document.documentElement.scrollHeight && i < 80; y += innerHeight, i++) {
    scrollTo(0, y);
    await frame();
  }
  scrollTo(0, 0);
  await frame();
})()`;

/**
 * Decodes every loaded image (at most 3 s). Chromium decodes images off the main thread when they are painted, so on
 * a loaded machine a full-page screenshot could otherwise catch an image below the fold still blank.
 */
export const DECODE_LOADED_IMAGES = `Promise.race([
  Promise.all([...document.images].filter((img) => img.complete && img.naturalWidth > 0).map((img) => img.decode().catch(() => undefined))),
  new Promise((r) => setTimeout(r, 3000)),
])`;

/**
 * What Playwright's `animations: "disabled"` does, but for running animations only: finite ones jump to their end,
 * endless ones go back to their start. A paused animation stays where its page holds it (a vector chart is drawn by
 * paused animations whose delay follows the box width: finishing them would draw it at its widest sample).
 */
export const SETTLE_ANIMATIONS = `(() => {
  for (const a of document.getAnimations()) {
    if (a.playState === "paused" || !a.effect) continue;
    try {
      if (Number.isFinite(a.effect.getComputedTiming().endTime)) a.finish();
      else a.cancel();
    } catch (e) {}
  }
})()`;

// Hidden lazy images never load; everything else gets a bounded wait.
const IMAGES_SETTLED = `(async () => {
  const pending = [...document.images].filter((img) => !img.complete && (img.loading !== "lazy" || img.getClientRects().length > 0));
  const done = (img) => new Promise((r) => {
    img.addEventListener("load", r, { once: true });
    img.addEventListener("error", r, { once: true });
  });
  await Promise.race([Promise.all(pending.map(done)), new Promise((r) => setTimeout(r, 3000))]);
  await ${DECODE_LOADED_IMAGES};
  await document.fonts.ready;
  await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
})()`;

/** Visible text in rendering order: text nodes with a rendered box (shadow roots and slots followed), placeholders, button values, selected options. */
const VISIBLE_TEXT = `(() => {
  const parts = [];
  const skip = new Set(["SCRIPT", "STYLE", "NOSCRIPT", "TEMPLATE", "HEAD", "TITLE", "SELECT", "OPTION"]);
  const visible = (el) => el.checkVisibility({ opacityProperty: true, visibilityProperty: true });
  const visit = (node) => {
    if (node.nodeType === Node.TEXT_NODE) {
      const parent = node.parentElement;
      if (!parent || !node.textContent.trim() || !visible(parent)) return;
      const range = document.createRange();
      range.selectNodeContents(node);
      const rect = range.getBoundingClientRect();
      if (rect.width > 0 && rect.height > 0) parts.push(node.textContent);
      return;
    }
    if (!(node instanceof Element)) {
      node.childNodes.forEach(visit);
      return;
    }
    if (skip.has(node.tagName)) {
      if (node instanceof HTMLSelectElement && visible(node)) parts.push(node.selectedOptions[0]?.text ?? "");
      return;
    }
    if ((node instanceof HTMLInputElement || node instanceof HTMLTextAreaElement) && visible(node)) {
      if (node instanceof HTMLInputElement && ["submit", "button", "reset"].includes(node.type)) parts.push(node.value);
      else if (!(node instanceof HTMLInputElement && ["checkbox", "radio", "hidden"].includes(node.type))) parts.push(node.value || node.placeholder);
    }
    // Slotted light-DOM children are reached through their slot, where they are rendered.
    if (node instanceof HTMLSlotElement) {
      const assigned = node.assignedNodes({ flatten: true });
      (assigned.length ? assigned : [...node.childNodes]).forEach(visit);
      return;
    }
    (node.shadowRoot ?? node).childNodes.forEach(visit);
  };
  visit(document.body);
  return parts.join(" ");
})()`;

/**
 * Waits (at most 4 s) until no canvas changes for 200 ms: a chart's intro animation is drawn by script frame after
 * frame (Chart.js animates for a second by default), and the page is judged as a visitor sees it once it is at rest.
 */
export const CANVASES_AT_REST = `(async () => {
  const look = () => [...document.querySelectorAll("canvas")].map((c) => { try { return c.toDataURL(); } catch (e) { return ""; } }).join("|");
  const started = performance.now();
  let last = look();
  while (performance.now() - started < 4000) {
    await new Promise((r) => setTimeout(r, 200));
    const now = look();
    if (now === last) return;
    last = now;
  }
})()`;

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
