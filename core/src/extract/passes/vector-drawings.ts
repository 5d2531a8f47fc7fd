import postcss from "postcss";
import type { ExtractContext } from "../context.ts";
import { classList, createElement, elements, isTag, parseHtmlFragment, replaceNode, stampOf, STAMP, textContent, type Element } from "../dom.ts";
import type { CanvasRecord } from "../vector/display-list.ts";
import { drawingRanges, drawnAtDisplaySize, type DrawingRange, type DrawingSample } from "../vector/drawing-ranges.ts";
import { attributes, vectorDrawing } from "../vector/vector-drawing.ts";
import { tally } from "../outcomes.ts";
import { WIDEST_VIEWPORT } from "../width-ranges.ts";
import { drawingImage } from "../vector/drawing-image.ts";
import { IMAGE_ZOOM } from "../vector/box-units.ts";
import { heldHeight, type HeldHeight } from "../vector/held-height.ts";
import { parseInlineStyle, serializeInlineStyle } from "../../css/inline-style.ts";

/** Attributes a canvas keeps on the drawing that stands in for it (the rest configure the live element). */
const KEPT = /^(id|class|style|title|role|hidden|lang|dir|aria-.*|data-.*|width|height)$/;

/**
 * A 2D canvas whose display list the capture recorded at every width it was shown (browser/canvas-recorder.ts)
 * becomes an `<img>` of an SVG image of its shapes and labels that redraws itself at any width (vector/drawing-image.ts:
 * painted over whole device pixels as the canvas's bitmap is, its keyframes kept out of the page's stylesheet). A
 * drawing whose labels use one of the page's web fonts, which an image cannot load, stays an inline `<svg>`
 * (vector/vector-drawing.ts) with its CSS added to the page's. Canvases that drew something without a vector form, or
 * whose bitmap CSS stretches, are left to the drawn-pixels pass, which turns them into images of their pixels.
 */
export function replaceVectorDrawings(ctx: ExtractContext): void {
  if (!ctx.drawings?.size) return;
  const taken = takenNames(ctx);
  const webFonts = webFontFamilies(ctx);
  for (const el of elements(ctx.body)) {
    if (el.name !== "canvas" || !el.parent) continue;
    const stamp = stampOf(el);
    const samples = stamp ? samplesOf(ctx, stamp) : null;
    const ranges = samples ? drawingRanges(samples) : null;
    if (!ranges?.length) continue;
    const name = uniqueName(baseName(el), taken);
    const image = usesWebFont(samples!, webFonts) ? null : imageOf(ctx, el, name, ranges);
    if (image) {
      replaceNode(el, image);
      tally(ctx, "vectorDrawings");
      continue;
    }
    const drawing = vectorDrawing(ranges, name);
    const svg = outerSvg(el, name, ctx.drawn?.get(stamp!)?.verticalAlign, drawing.markup);
    if (!svg) continue;
    replaceNode(el, svg);
    ctx.css.append(postcss.parse(drawing.css).nodes);
    tally(ctx, "vectorDrawings");
  }
}

/** The canvas's display list at every sampled width it was shown at; null if it could not be drawn as shapes at one. */
function samplesOf(ctx: ExtractContext, stamp: string): DrawingSample[] | null {
  const out: DrawingSample[] = [];
  for (const [viewport, records] of ctx.drawings!) {
    if (!records.has(stamp)) continue;
    const record: CanvasRecord | null | undefined = records.get(stamp);
    if (!record || !drawnAtDisplaySize(record)) return null;
    const captured = ctx.widths.includes(viewport) || viewport === WIDEST_VIEWPORT;
    out.push({ viewport, record, captured });
  }
  return out.length ? out : null;
}

/**
 * The drawing as one SVG image (vector/drawing-image.ts says why an image), shown in a box that stands where the canvas
 * stood. The box keeps the canvas's id, classes and style, so the page's CSS sizes it as it sized the canvas, and a
 * canvas's size attributes become what they were, its size and ratio until CSS says otherwise. The image inside keeps
 * the canvas's role, aria-* and accessible name, so it reads as the chart it is, and is shown at 1/IMAGE_ZOOM zoom
 * (vector/box-units.ts: its viewport then tells its box's width to 1/64 px); it sets every length the zoom would scale,
 * and lets the pointer through, so the chart is picked, dragged and edited as the one element it was.
 */
function imageOf(ctx: ExtractContext, canvas: Element, name: string, ranges: DrawingRange[]): Element | null {
  const src = drawingImage(ranges, name);
  if (!src) return null;
  const box: Record<string, string> = {};
  const alt = canvas.attribs["aria-label"] ?? canvas.attribs.title ?? textContent(canvas).replace(/\s+/g, " ").trim();
  const image: Record<string, string> = { class: `${name}-image`, src, alt };
  for (const [key, value] of Object.entries(canvas.attribs)) {
    if (key === "role" || key.startsWith("aria-")) image[key] = value;
    else if ((KEPT.test(key) && key !== "width" && key !== "height") || key === STAMP) box[key] = value;
  }
  box.class = [...classList(canvas), name].join(" ");
  const held = heldHeight(ranges.flatMap((range) => range.samples));
  // A height the page's script wrote as its width over a ratio is worked out by the image's own rule (heldHeightRule).
  const style = held ? withoutHeight(canvas.attribs.style) : canvas.attribs.style;
  // Rules for images (`img { vertical-align: middle }`) must not move it on its line; its own style, after, still wins.
  box.style = [`vertical-align: ${ctx.drawn?.get(stampOf(canvas)!)?.verticalAlign || "baseline"}`, style].filter(Boolean).join("; ");
  const size = (attribute: string | undefined, fallback: number) => (/^\d+$/.test(attribute ?? "") ? Number(attribute) : fallback);
  const [w, h] = [size(canvas.attribs.width, 300), size(canvas.attribs.height, 150)];
  // Zero specificity, like the size a canvas has from its attributes: any rule of the page's outweighs it.
  const boxRule = held
    ? `:where(.${name}) { display: inline-block; width: ${w}px; container-type: inline-size; }`
    : `:where(.${name}) { display: inline-block; width: ${w}px; height: ${h}px; aspect-ratio: auto ${w} / ${h}; }`;
  const imageHeight = held ? heldHeightRule(held) : "100%";
  ctx.css.append(
    postcss.parse(
      `${boxRule}\n` +
        `.${name}-image { display: block; width: 100%; height: ${imageHeight}; max-width: none; max-height: none; margin: 0; border: 0; padding: 0; zoom: ${1 / IMAGE_ZOOM}; pointer-events: none; }`,
    ).nodes,
  );
  return createElement("span", box, [createElement("img", image)]);
}

/**
 * The height of a drawing whose page lays out a height of its box's width over a ratio, rounded as the page rounds it
 * (Chart.js: to tenths of a px), from the box's width (it is the image's size container). An aspect ratio from one
 * capture's rounded sizes missed it by a few hundredths, enough to round the box's bottom to the other whole pixel at
 * some widths: the canvas stretched over one pixel more or less and everything below moved a row (stock Chart.js
 * dashboard at 442 px: 176.469 px for 176.5, 0.932 ink).
 */
function heldHeightRule({ ratio: [p, q], step }: HeldHeight): string {
  const height = `calc(100cqw * ${q} / ${p})`;
  // The image's zoom scales every length it sets, container units and the step alike: times the zoom, the box's px.
  return `calc(${step ? `round(nearest, ${height}, ${step}px)` : height} * ${IMAGE_ZOOM})`;
}

function withoutHeight(style: string | undefined): string | undefined {
  if (!style) return style;
  const declarations = parseInlineStyle(style);
  declarations.delete("height");
  return serializeInlineStyle(declarations) || undefined;
}

/** Font families the page loads itself (`@font-face`): an SVG image cannot see them. */
function webFontFamilies(ctx: ExtractContext): Set<string> {
  const out = new Set<string>();
  ctx.css.walkAtRules(/^font-face$/i, (rule) => {
    rule.walkDecls(/^font-family$/i, (decl) => {
      out.add(unquote(decl.value));
    });
  });
  return out;
}

const unquote = (value: string) => value.trim().replace(/^(['"])(.*)\1$/, "$2").toLowerCase();

/** Whether any label of the drawing names a web font (then it stays inline, where the page's fonts apply). */
function usesWebFont(samples: readonly DrawingSample[], families: ReadonlySet<string>): boolean {
  if (!families.size) return false;
  return samples.some((s) =>
    s.record.ops.some((op) => op.k === "t" && familiesOf(op.font).some((f) => families.has(f))),
  );
}

/** The family list of a canvas font value (`bold 12px "Inter", sans-serif`). */
function familiesOf(font: string): string[] {
  const at = /\d(?:\.\d+)?px(?:\/[\d.]+(?:px)?)? /.exec(font);
  return (at ? font.slice(at.index + at[0].length) : font).split(",").map(unquote);
}

function outerSvg(canvas: Element, name: string, verticalAlign: string | undefined, markup: string): Element | null {
  const attrs: Record<string, string> = {};
  for (const [key, value] of Object.entries(canvas.attribs)) if (KEPT.test(key) || key === STAMP) attrs[key] = value;
  attrs.class = [...classList(canvas), name].join(" ");
  // Rules for SVG (`svg { vertical-align: middle }`) must not move it on its line; its own style, after, still wins.
  attrs.style = [`vertical-align: ${verticalAlign || "baseline"}`, canvas.attribs.style].filter(Boolean).join("; ");
  const fragment = parseHtmlFragment(`<svg${attributes(attrs)}>${markup}</svg>`);
  const svg = fragment.children.find(isTag);
  return svg && svg.name === "svg" ? svg : null;
}

/** A readable class name for the drawing, from the canvas's id or label: `revenue-chart`. */
function baseName(canvas: Element): string {
  const slug = (value: string | undefined) =>
    (value ?? "")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .split("-")
      .slice(0, 3)
      .join("-");
  const word = slug(canvas.attribs.id) || slug(canvas.attribs["aria-label"]);
  const base = /^[a-z]/.test(word) ? word : "";
  return !base ? "chart" : base.endsWith("chart") ? base : `${base}-chart`;
}

function takenNames(ctx: ExtractContext): Set<string> {
  const taken = new Set<string>();
  for (const el of elements(ctx.html, true)) {
    for (const c of classList(el)) taken.add(c);
    if (el.attribs.id) taken.add(el.attribs.id);
  }
  return taken;
}

/** The name, or the name with the first free number; the drawing's own classes and ids start with it. */
function uniqueName(base: string, taken: Set<string>): string {
  const clashes = (name: string) => [...taken].some((t) => t === name || t.startsWith(`${name}-`));
  let name = base;
  for (let n = 2; clashes(name); n++) name = `${base}-${n}`;
  taken.add(name);
  return name;
}
