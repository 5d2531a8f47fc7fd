import type { Page } from "puppeteer-core";
import { PNG } from "pngjs";
import type { DrawnElement } from "./in-page/drawn-elements.ts";
import { pageCall, type PageEvaluate } from "./page-script.ts";
import { holdResizesExpression } from "./resize-hold.ts";


/** The pixels an element showed, ready to stand in for it. */
export interface DrawnPixels {
  kind: DrawnElement["kind"];
  src: string;
  /** Natural size of the image in px. */
  width: number;
  height: number;
  border: string;
  borderWidth: string;
  padding: string;
  /** Image rules (`img { vertical-align: middle }`) would otherwise move it on its line. */
  verticalAlign: string;
}

/**
 * Gives every drawn element an image: its own data URL when the page could produce one, otherwise the content box
 * cropped from the full-page screenshot (WebGL canvases, tainted canvases, frames of any origin).
 */
export function resolveDrawnPixels(items: DrawnElement[], screenshot: Uint8Array): Map<string, DrawnPixels> {
  const out = new Map<string, DrawnPixels>();
  let page: PNG | null = null;
  for (const item of items) {
    const base = { kind: item.kind, border: item.border, borderWidth: item.borderWidth, padding: item.padding, verticalAlign: item.verticalAlign };
    if (item.src && item.src.startsWith("data:image/")) {
      const size = pngSize(item.src);
      out.set(item.stamp, { ...base, src: item.src, width: size?.width ?? Math.round(item.box.w), height: size?.height ?? Math.round(item.box.h) });
      continue;
    }
    page ??= PNG.sync.read(Buffer.from(screenshot));
    const crop = cropPng(page, item.box);
    if (crop) out.set(item.stamp, { ...base, src: `data:image/png;base64,${PNG.sync.write(crop).toString("base64")}`, width: crop.width, height: crop.height });
  }
  return out;
}

function cropPng(page: PNG, box: DrawnElement["box"]): PNG | null {
  const x = Math.max(0, Math.round(box.x));
  const y = Math.max(0, Math.round(box.y));
  const w = Math.min(page.width - x, Math.round(box.w));
  const h = Math.min(page.height - y, Math.round(box.h));
  // Below the screenshot (pages taller than the capture limit): nothing to crop.
  if (w < 1 || h < 1) return null;
  const crop = new PNG({ width: w, height: h });
  PNG.bitblt(page, crop, x, y, w, h, 0, 0);
  return crop;
}

/** Width and height from a PNG data URL's IHDR chunk, without decoding the image. */
function pngSize(dataUrl: string): { width: number; height: number } | null {
  const m = /^data:image\/png;base64,(.{0,64})/.exec(dataUrl);
  if (!m) return null;
  const head = Buffer.from(m[1], "base64");
  if (head.length < 24) return null;
  return { width: head.readUInt32BE(16), height: head.readUInt32BE(20) };
}

/** The page from the top, `height` px of it at `width`, as a PNG (taken once per width, never per element). */
export async function fullPageScreenshot(page: Page, width: number, height: number): Promise<Uint8Array> {
  // The screenshot resizes the viewport for a moment; the page's scripts must not follow it (resize-hold.ts).
  const hold = (held: boolean) => page.evaluate(holdResizesExpression(held)).catch(() => undefined);
  await hold(true);
  try {
    const png = await page.screenshot({
      type: "png",
      optimizeForSpeed: true,
      captureBeyondViewport: true,
      clip: { x: 0, y: 0, width, height: Math.max(1, height) },
    });
    return new Uint8Array(png);
  } finally {
    await hold(false);
  }
}

/**
 * The drawn elements' pixels at the page's current width, for the widths after the first: a chart redraws and a
 * frame reflows at each width, so one image scaled would show the wrong drawing there. Every box and canvas is read
 * first; what the page cannot hand over as a data URL is then cropped from one screenshot (a screenshot briefly
 * resizes the viewport, and the page may move while it follows). Videos keep one frame (a poster does not follow
 * the width).
 */
export async function drawnPixelsAtCurrentWidth(
  page: Page,
  evaluate: PageEvaluate,
  width: number,
  maxHeightPx: number,
): Promise<Map<string, DrawnPixels>> {
  const items = (await evaluate(pageCall("drawn"))).filter((item) => item.kind !== "video");
  const needsShot = items.some((item) => !item.src?.startsWith("data:image/"));
  if (!needsShot) return resolveDrawnPixels(items, new Uint8Array());
  const bottom = Math.max(...items.map((item) => item.box.y + item.box.h));
  return resolveDrawnPixels(items, await fullPageScreenshot(page, width, Math.min(Math.ceil(bottom) + 1, maxHeightPx)));
}
