import type { DrawnPixels } from "../browser/drawn-pixels.ts";
import type { ExtractContext } from "../context.ts";
import { createElement, elements, replaceNode, stampOf, STAMP, type Element } from "../dom.ts";
import { mediaFor, widthBounds, type WidthRange } from "../width-ranges.ts";
import { breakpointsFor } from "../css/width-breakpoints.ts";
import { SelectorMatcher } from "../css/match.ts";
import { PNG } from "pngjs";
import { frameFit, type FrameFit } from "../frame-fit.ts";
import { decodeDataUrl } from "../../html/data-url.ts";
import { tally } from "../outcomes.ts";

/** Attributes a canvas or frame keeps on the image that stands in for it (the rest configure the live element). */
const KEPT = /^(id|class|style|title|role|hidden|lang|dir|aria-.*|data-.*)$/;

/**
 * Script-drawn pixels become plain images: a canvas (2D or WebGL) turns into an `<img>` of what it showed, with its
 * classes, id and sizing attributes so the same CSS sizes it; a frame turns into an `<img>` of its content box with
 * the frame's borders and padding; a video without a poster gets the frame it showed as its poster.
 *
 * A chart redraws and a frame reflows at every width, so where the capture saw other pixels at other widths the
 * image becomes a `<picture>` that shows, in each range of widths, what the page showed at the width inside it.
 */
export function replaceDrawnPixels(ctx: ExtractContext): void {
  const drawn = ctx.drawn;
  if (!drawn?.size) return;
  for (const el of elements(ctx.body)) {
    const stamp = stampOf(el);
    const pixels = stamp ? drawn.get(stamp) : undefined;
    if (!pixels || !el.parent) continue;
    if (el.name === "video") el.attribs.poster = pixels.src;
    else if (el.name === "canvas" || el.name === "iframe") {
      const variants = variantsOf(ctx, stamp!);
      replaceNode(el, pictureFor(el, pixels, variants, ctx.widths[0], variants.size ? boxBreakpoints(ctx, el) : []));
      tally(ctx, "pixelDrawings");
    }
  }
}

/** The element's pixels at the other widths the capture visited, where they differ from the first width's. */
function variantsOf(ctx: ExtractContext, stamp: string): Map<number, DrawnPixels> {
  const out = new Map<number, DrawnPixels>();
  for (const [width, drawn] of ctx.drawnByWidth ?? []) {
    const pixels = drawn.get(stamp);
    if (pixels) out.set(width, pixels);
  }
  const primary = ctx.drawn?.get(stamp);
  return [...out.values()].some((p) => p.src !== primary?.src) ? out : new Map();
}

/**
 * The widths where the page's own CSS resizes the element or a box around it (Bootstrap's `col-lg-8` at 992 px): a
 * drawing changes there, so a picture switches there rather than halfway between two captures.
 */
function boxBreakpoints(ctx: ExtractContext, el: Element): number[] {
  const boxes: Element[] = [];
  for (let node: Element | null = el; node?.type === "tag"; node = node.parent as Element | null) boxes.push(node);
  return breakpointsFor(ctx.css, boxes, new SelectorMatcher()).map((b) => b.minWidth);
}

function pictureFor(el: Element, pixels: DrawnPixels, variants: Map<number, DrawnPixels>, primaryWidth: number, breakpoints: number[]): Element {
  const fit = el.name === "iframe" ? fitOfFrame([pixels, ...variants.values()]) : "scale";
  const img = imageFor(el, pixels, fit);
  if (!variants.size) return img;
  const bounds = widthBounds([primaryWidth, ...variants.keys()], breakpoints, fit === "scale" ? "nearest" : "wider");
  // Neighbouring widths that drew the same pixels share one source; those that drew what the widest did need none
  // (the image itself shows wherever no source applies).
  const runs: { range: WidthRange; pixels: DrawnPixels }[] = [];
  for (const [width, variant] of [...variants].sort((a, b) => a[0] - b[0])) {
    const range = bounds.get(width)!;
    const last = runs[runs.length - 1];
    if (last && last.pixels.src === variant.src) last.range = { min: last.range.min, below: range.below };
    else runs.push({ range, pixels: variant });
  }
  const sources = runs
    .filter((run) => run.pixels.src !== pixels.src)
    .map(({ range, pixels: variant }) => {
      // A chart sets its canvas's pixel size at every width: there, the pixels are the size the canvas had.
      const hint = el.name === "canvas" ? { width: String(variant.width), height: String(variant.height) } : sizeHint(el, variant);
      return createElement("source", { media: mediaFor(range), srcset: variant.src, ...hint });
    });
  if (!sources.length) return img;
  // The wrapper generates no box, so the image sits in the layout exactly where the canvas or frame did.
  return createElement("picture", { style: "display: contents" }, [...sources, img]);
}

/**
 * A canvas's width/height attributes are its pixel size and a frame's are its CSS size; on an image both act as the
 * size hint the element had (the canvas's CSS px size when its pixels are denser).
 */
function sizeHint(el: Element, pixels: DrawnPixels): { width: string; height: string } {
  const width = el.attribs.width ?? String(pixels.width);
  const height = el.attribs.height ?? String(pixels.height);
  return {
    width: el.name === "canvas" && pixels.width > 0 && Number(width) > pixels.width ? String(pixels.width) : width,
    height: el.name === "canvas" && pixels.height > 0 && Number(height) > pixels.height ? String(pixels.height) : height,
  };
}

function imageFor(el: Element, pixels: DrawnPixels, fit: FrameFit = "scale"): Element {
  const attribs: Record<string, string> = {};
  for (const [name, value] of Object.entries(el.attribs)) if (KEPT.test(name) || name === STAMP) attribs[name] = value;
  attribs.src = pixels.src;
  attribs.alt = el.attribs["aria-label"] ?? el.attribs.title ?? "";
  Object.assign(attribs, sizeHint(el, pixels));
  // Rules for images (`img { vertical-align: middle }`) must not move it on its line; and the UA gives a frame a 2px
  // inset border an image lacks. The element's own style, kept after these, still wins.
  const own = [`vertical-align: ${pixels.verticalAlign || "baseline"}`];
  if (el.name === "iframe") own.push(`border: ${pixels.border}`, `border-width: ${pixels.borderWidth}`, `padding: ${pixels.padding}`);
  // Cover: at 1:1 where a wider capture of the same height is cropped to the box, scaled up past the widest capture.
  if (fit !== "scale") own.push("object-fit: cover", `object-position: ${fit}`);
  attribs.style = [...own, el.attribs.style].filter(Boolean).join("; ");
  return createElement("img", attribs);
}

/**
 * A frame's content may keep its size as the box changes (a map, a patterned widget): then each width shows the next
 * wider capture at 1:1, cropped, rather than the nearest one scaled. The captures tell which.
 */
function fitOfFrame(captures: DrawnPixels[]): FrameFit {
  const pngs = captures.map((c) => decodePng(c.src)).filter((png): png is PNG => png !== null);
  return pngs.length > 1 ? frameFit(pngs.map((png) => ({ png }))) : "scale";
}

function decodePng(src: string): PNG | null {
  const data = decodeDataUrl(src);
  if (data?.contentType !== "image/png") return null;
  try {
    return PNG.sync.read(Buffer.from(data.body));
  } catch {
    return null;
  }
}
