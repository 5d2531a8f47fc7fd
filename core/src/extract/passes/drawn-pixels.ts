import type { DrawnPixels } from "../browser/drawn-pixels.ts";
import type { ExtractContext } from "../context.ts";
import { createElement, elements, replaceNode, stampOf, STAMP, type Element } from "../dom.ts";

/** Attributes a canvas or frame keeps on the image that stands in for it (the rest configure the live element). */
const KEPT = /^(id|class|style|title|role|hidden|lang|dir|aria-.*|data-.*)$/;

/**
 * Script-drawn pixels become plain images: a canvas (2D or WebGL) turns into an `<img>` of what it showed, with its
 * classes, id and sizing attributes so the same CSS sizes it; a frame turns into an `<img>` of its content box with
 * the frame's borders and padding; a video without a poster gets the frame it showed as its poster.
 */
export function replaceDrawnPixels(ctx: ExtractContext): void {
  const drawn = ctx.drawn;
  if (!drawn?.size) return;
  for (const el of elements(ctx.body)) {
    const stamp = stampOf(el);
    const pixels = stamp ? drawn.get(stamp) : undefined;
    if (!pixels || !el.parent) continue;
    if (el.name === "video") el.attribs.poster = pixels.src;
    else if (el.name === "canvas" || el.name === "iframe") replaceNode(el, imageFor(el, pixels));
  }
}

function imageFor(el: Element, pixels: DrawnPixels): Element {
  const attribs: Record<string, string> = {};
  for (const [name, value] of Object.entries(el.attribs)) if (KEPT.test(name) || name === STAMP) attribs[name] = value;
  attribs.src = pixels.src;
  attribs.alt = el.attribs["aria-label"] ?? el.attribs.title ?? "";
  // A canvas's width/height attributes are its pixel size and a frame's are its CSS size; on an image both act as
  // the size hint the element had (the canvas's CSS px size when its pixels are denser).
  const width = el.attribs.width ?? String(pixels.width);
  const height = el.attribs.height ?? String(pixels.height);
  attribs.width = el.name === "canvas" && pixels.width > 0 && Number(width) > pixels.width ? String(pixels.width) : width;
  attribs.height = el.name === "canvas" && pixels.height > 0 && Number(height) > pixels.height ? String(pixels.height) : height;
  // Rules for images (`img { vertical-align: middle }`) must not move it on its line; and the UA gives a frame a 2px
  // inset border an image lacks. The element's own style, kept after these, still wins.
  const own = [`vertical-align: ${pixels.verticalAlign || "baseline"}`];
  if (el.name === "iframe") own.push(`border: ${pixels.border}`, `border-width: ${pixels.borderWidth}`, `padding: ${pixels.padding}`);
  attribs.style = [...own, el.attribs.style].filter(Boolean).join("; ");
  return createElement("img", attribs);
}
