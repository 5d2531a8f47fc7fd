import type { Page } from "puppeteer-core";
import { PNG } from "pngjs";
import { setViewportSize } from "../../extract/browser/snapshot.ts";
import { parseColour, type Rgb } from "../builtin/colour.ts";

/** Attribute that ties a rendered element back to the element of the layout it came from. */
export const TEXT_STAMP = "data-ll-text";
/** Screenshots stop here, as extraction's snapshots do; text further down is not measured. */
const MAX_HEIGHT = 16_000;

/** One element with its own visible text, at one width. */
export interface MeasuredText {
  stamp: string;
  /** The text colour as computed (alpha included). */
  colour: Rgb;
  fontSize: number;
  fontWeight: number;
  /** The first words, for the summary a person reads. */
  label: string;
  /** The darkest and the lightest pixel painted behind the text's own glyph boxes. */
  darkest: Rgb;
  lightest: Rgb;
}

interface RawText {
  stamp: string;
  colour: string;
  fontSize: number;
  fontWeight: number;
  label: string;
  rects: [number, number, number, number][];
}

/**
 * Every stamped element with text of its own that is painted: its computed colour and size, and the boxes of its
 * own text nodes (children's text is measured with the children).
 */
function listTexts(stamp: string): RawText[] {
  const out: RawText[] = [];
  for (const el of document.querySelectorAll(`[${stamp}]`)) {
    const texts = [...el.childNodes].filter((n): n is Text => n.nodeType === Node.TEXT_NODE && (n as Text).data.trim() !== "");
    if (texts.length === 0) continue;
    const style = getComputedStyle(el);
    if (style.visibility !== "visible" || style.display === "none") continue;
    // Glyphs painted by -webkit-text-fill-color (gradient text) or faded out ignore the colour a fix would change.
    if (style.getPropertyValue("-webkit-text-fill-color") !== style.color) continue;
    let opacity = 1;
    for (let node: Element | null = el; node; node = node.parentElement) opacity *= Number(getComputedStyle(node).opacity);
    if (opacity < 0.05) continue;
    const rects: [number, number, number, number][] = [];
    for (const text of texts) {
      const range = document.createRange();
      range.selectNodeContents(text);
      for (const r of range.getClientRects()) if (r.width >= 1 && r.height >= 1) rects.push([r.left + scrollX, r.top + scrollY, r.width, r.height]);
    }
    if (rects.length === 0) continue;
    const label = texts.map((t) => t.data).join(" ").replace(/\s+/g, " ").trim();
    out.push({ stamp: el.getAttribute(stamp)!, colour: style.color, fontSize: parseFloat(style.fontSize), fontWeight: Number(style.fontWeight) || 400, label, rects });
  }
  return out;
}

/** Everything that draws glyphs made invisible, so the screenshot shows only what is behind the text. */
const HIDE_TEXT = `*, *::before, *::after, *::marker, *::placeholder, *::first-letter, *::first-line {
  color: transparent !important; -webkit-text-fill-color: transparent !important; text-shadow: none !important;
  caret-color: transparent !important; text-decoration-color: transparent !important; -webkit-text-stroke: 0 !important;
  animation: none !important; transition: none !important;
}`;

const linear = Array.from({ length: 256 }, (_, v) => {
  const c = v / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
});

/** The darkest and the lightest pixel (relative luminance) inside the rectangles. */
function extremesIn(png: PNG, rects: RawText["rects"]): { darkest: Rgb; lightest: Rgb } | null {
  let low = Infinity;
  let high = -Infinity;
  let darkest = -1;
  let lightest = -1;
  for (const [x, y, w, h] of rects) {
    const x0 = Math.max(0, Math.floor(x));
    const y0 = Math.max(0, Math.floor(y));
    const x1 = Math.min(png.width, Math.ceil(x + w));
    const y1 = Math.min(png.height, Math.ceil(y + h));
    for (let py = y0; py < y1; py++) {
      for (let px = x0; px < x1; px++) {
        const i = (py * png.width + px) * 4;
        const l = 0.2126 * linear[png.data[i]] + 0.7152 * linear[png.data[i + 1]] + 0.0722 * linear[png.data[i + 2]];
        if (l < low) {
          low = l;
          darkest = i;
        }
        if (l > high) {
          high = l;
          lightest = i;
        }
      }
    }
  }
  if (darkest < 0) return null;
  const at = (i: number): Rgb => ({ r: png.data[i] / 255, g: png.data[i + 1] / 255, b: png.data[i + 2] / 255, alpha: 1 });
  return { darkest: at(darkest), lightest: at(lightest) };
}

/**
 * Measures, at one width, every stamped text against the pixels behind it: the page is laid out as tall as it is
 * (so boxes and screenshot agree without scrolling), the texts are listed, the glyphs made transparent, and one
 * screenshot gives solid colours, gradients, images and translucent layers exactly as the browser composited them.
 */
export async function measureTextBackgrounds(page: Page, width: number): Promise<MeasuredText[]> {
  await setViewportSize(page, width);
  const height = await page.evaluate(() => Math.ceil(document.documentElement.scrollHeight));
  await setViewportSize(page, width, Math.min(MAX_HEIGHT, Math.max(1, height)));
  const raw = await page.evaluate(listTexts, TEXT_STAMP);
  const hider = await page.addStyleTag({ content: HIDE_TEXT });
  try {
    const shot = await page.screenshot({ type: "png", captureBeyondViewport: false });
    const png = PNG.sync.read(Buffer.from(shot));
    const out: MeasuredText[] = [];
    for (const text of raw) {
      const colour = parseColour(text.colour);
      const extremes = extremesIn(png, text.rects);
      if (!colour || colour.alpha === 0 || !extremes) continue;
      out.push({ stamp: text.stamp, colour, fontSize: text.fontSize, fontWeight: text.fontWeight, label: text.label, ...extremes });
    }
    return out;
  } finally {
    await hider.evaluate((el) => el.remove());
  }
}
