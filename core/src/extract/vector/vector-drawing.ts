import type { Clip, Op, StrokeOp, TextOp } from "./display-list.ts";
import { rangeBoundaries, type DrawingRange, type DrawingSample } from "./drawing-ranges.ts";
import { pathGeometry, textGeometry, type Geometry } from "./geometry.ts";
import { BITMAP_TOLERANCE, essentialFrames, GEOMETRY_TOLERANCE, keyframesRule } from "./keyframes.ts";
import { formatNumber, type PixelScale } from "./path-data.ts";
import { onPixelGrid } from "./pixel-grid.ts";
import { morphRules } from "./morph-rules.ts";
import { drawnSize, imageRange, scaleOf, snapConfined } from "./sample-scale.ts";
import { IMAGE_BOX, INLINE_BOX, type BoxUnits } from "./box-units.ts";
import { escapeHtmlAttribute, escapeHtmlText } from "../../html/raw-text.ts";

/**
 * A script-drawn canvas as markup and CSS that redraw it at any width without a script: an `<svg>` per range of box
 * widths (drawing-ranges.ts), shown by container queries, each holding the drawing's shapes and labels. Where a range
 * has samples at several widths, every shape's geometry is keyframed at those widths and a paused animation, whose
 * delay is computed from the box width (`100cqw`), stops it where the page would have drawn it. Between two samples
 * that is a linear interpolation, which is what a chart's own layout does within one structure.
 *
 * Browsers without typed CSS arithmetic or the `d` property keep the plain form: each range's drawing at its widest
 * sample, scaled to the box like the image it replaces.
 */
export interface VectorDrawing {
  /** The children of the `<svg>` that replaces the canvas. */
  markup: string;
  css: string;
}

/** Typed arithmetic (a length divided by a length) and the `d` property, which the interpolation needs. */
export const INTERPOLATION_SUPPORT = `(width: calc(1px * (1px / 1px))) and (d: path("M0 0"))`;

interface Output {
  name: string;
  units: BoxUnits;
  css: string[];
  keyframes: string[];
  /** Rules for browsers with INTERPOLATION_SUPPORT. */
  supported: string[];
  fonts: Map<string, string>;
  count: number;
  clips: number;
  hasText: boolean;
}

export function vectorDrawing(ranges: readonly DrawingRange[], name: string, options: { image?: boolean } = {}): VectorDrawing {
  if (options.image) ranges = ranges.map(imageRange);
  const out: Output = { name, units: options.image ? IMAGE_BOX : INLINE_BOX, css: [], keyframes: [], supported: [], fonts: new Map(), count: 0, clips: 0, hasText: false };
  const boundaries = rangeBoundaries(ranges);
  const markup = ranges.map((range, index) => {
    const layout = ranges.length > 1 || range.samples.length > 1 ? `${name}-layout-${index + 1}` : null;
    if (layout && ranges.length > 1) {
      const below = index > 0 ? `(width < ${formatNumber(out.units.query(boundaries[index - 1]))}px)` : "";
      const above = index < boundaries.length ? `(width >= ${formatNumber(out.units.query(boundaries[index]))}px)` : "";
      out.css.push(`@container ${[below, above].filter(Boolean).join(" or ")} {\n.${layout} { display: none; }\n}`);
    }
    return rangeMarkup(range, layout, { first: index === 0, last: index === ranges.length - 1 }, out);
  });

  const rules: string[] = [];
  // Every shape sets its own fill; none may pick up a stroke the page gives its SVG icons.
  const morphs = ranges.length > 1 || ranges.some((r) => r.samples.length > 1);
  rules.push(`.${name} { ${morphs ? "container-type: inline-size; " : ""}stroke: none; }`);
  if (out.hasText) {
    // Canvas text knows nothing of the page's text styles; the labels must not inherit them either.
    rules.push(
      `.${name} text { white-space: pre; letter-spacing: normal; word-spacing: normal; text-transform: none; text-decoration: none; direction: ltr; writing-mode: horizontal-tb; text-anchor: start; dominant-baseline: auto; }`,
    );
  }
  // Within the drawing, so they outweigh the reset above.
  for (const [declarations, cls] of out.fonts) rules.push(`.${name} .${cls} { ${declarations} }`);
  rules.push(...out.css);
  if (out.supported.length) rules.push(`@supports ${INTERPOLATION_SUPPORT} {\n${out.supported.join("\n")}\n}`);
  rules.push(...out.keyframes);
  return { markup: markup.join(""), css: rules.join("\n") };
}

function rangeMarkup(range: DrawingRange, layout: string | null, place: { first: boolean; last: boolean }, out: Output): string {
  const samples = snapConfined(range.samples);
  const widest = samples[samples.length - 1];
  const first = samples[0].record.box;
  const xs = samples.map((s) => s.record.box.w);
  const morphing = samples.length > 1;
  const span = widest.record.box.w - first.w;

  /**
   * Keyframes the geometry across the samples when it moves; the class that runs them, or null. The captured widths'
   * samples are always kept: they are drawn there exactly as the canvas showed them (see scaleOf).
   */
  const animate = (kind: "shape" | "label", property: "d" | "transform", geometries: Geometry[]): string | null => {
    if (!morphing || new Set(geometries.map((g) => g.format(g.numbers, true))).size < 2) return null;
    const cls = `${out.name}-${kind}-${++out.count}`;
    const tolerance = samples[0].bitmapDensity ? BITMAP_TOLERANCE : GEOMETRY_TOLERANCE;
    const kept = essentialFrames(xs, geometries.map((g) => g.numbers), tolerance, samples.map((s) => s.captured === true));
    const frames = kept.map((i) => ({ x: xs[i], value: geometries[i].format(geometries[i].numbers, true) }));
    out.keyframes.push(keyframesRule(cls, property, frames, first.w, span));
    out.supported.push(`.${cls} { animation-name: ${cls} !important; }`);
    return cls;
  };

  // One clipPath per distinct clip geometry across the samples: a chart clips every label to the same area, and an
  // op's clip may sit at another index in another sample's list.
  const clipIds = new Map<string, string>();
  const defs: string[] = [];
  const clipFor = (chains: ClipLevel[][]): string | null => {
    if (!chains[0].length) return null;
    const geometries = chains.map((chain, i) => pathGeometry(chain[0].segments, scaleOf(samples[i])));
    const key = chains
      .map((chain, i) =>
        chain
          .map((c) => {
            const g = pathGeometry(c.segments, scaleOf(samples[i]));
            return `${c.rule}:${g.format(g.numbers, false)}`;
          })
          .join(">"),
      )
      .join("|");
    const known = clipIds.get(key);
    if (known) return known;
    const parent = clipFor(chains.map((chain) => chain.slice(1)));
    const id = `${out.name}-clip-${++out.clips}`;
    clipIds.set(key, id);
    const cls = animate("shape", "d", geometries);
    const last = geometries[geometries.length - 1];
    const rule = chains[chains.length - 1][0].rule === "evenodd" ? ' clip-rule="evenodd"' : "";
    defs.push(`<clipPath id="${id}"${parent ? ` clip-path="url(#${parent})"` : ""}><path${cls ? ` class="${cls}"` : ""} d="${last.format(last.numbers, false)}"${rule}/></clipPath>`);
    return id;
  };

  const body: string[] = [];
  let open: string | null = null;
  widest.record.ops.forEach((op, i) => {
    const clip = clipFor(samples.map((s) => clipChain(s, s.record.ops[i].clip)));
    // Consecutive ops under one clip share a group; the clip goes on the group, never on a moved label (a clip is
    // drawn in the user space of the element it is on, transform included).
    if (clip !== open) {
      if (open) body.push("</g>");
      if (clip) body.push(`<g clip-path="url(#${clip})">`);
      open = clip;
    }
    body.push(elementMarkup(op, samples.map((s) => s.record.ops[i]), samples, animate, out));
  });
  if (open) body.push("</g>");

  const { w, h } = drawnSize(widest);
  const content = `${defs.length ? `<defs>${defs.join("")}</defs>` : ""}${body.join("")}`;
  // A morphing range's drawing sits in a group that undoes the viewBox's scaling (see the rules below).
  const inner = morphing ? `<g>${content}</g>` : content;
  if (morphing && layout) out.supported.push(...morphRules(layout, range, place, out.units));
  return `<svg${layout ? ` class="${layout}"` : ""} viewBox="0 0 ${formatNumber(w)} ${formatNumber(h)}" preserveAspectRatio="none" width="100%" height="100%">${inner}</svg>`;
}

function elementMarkup(
  op: Op,
  across: Op[],
  samples: readonly DrawingSample[],
  animate: (kind: "shape" | "label", property: "d" | "transform", geometries: Geometry[]) => string | null,
  out: Output,
): string {
  const scale = scaleOf(samples[samples.length - 1]);
  const attrs: Record<string, string> = {};
  if (op.k === "t") {
    out.hasText = true;
    const declarations = [`font: ${op.font};`];
    if (op.letterSpacing !== "normal" && op.letterSpacing !== "0px") declarations.push(`letter-spacing: ${op.letterSpacing};`);
    if (op.wordSpacing !== "normal" && op.wordSpacing !== "0px") declarations.push(`word-spacing: ${op.wordSpacing};`);
    const fontKey = declarations.join(" ");
    let font = out.fonts.get(fontKey);
    if (!font) {
      font = `${out.name}-font-${out.fonts.size + 1}`;
      out.fonts.set(fontKey, font);
    }
    const texts = across as TextOp[];
    const rotated = texts.some((t) => Math.abs(t.angle) > 1e-9);
    const scaled = texts.some((t, i) => Math.abs(t.scale / scaleOf(samples[i]).x - 1) > 1e-6);
    const geometries = texts.map((t, i) => textGeometry(t, scaleOf(samples[i]), rotated, scaled));
    const moving = animate("label", "transform", geometries);
    const last = geometries[geometries.length - 1];
    attrs.class = [font, moving].filter(Boolean).join(" ");
    attrs.transform = last.format(last.numbers, false);
    // A canvas draws turned text as outlines; so does SVG at geometric precision, where its own hinting of turned
    // glyphs drawn through a zoomed image's large scale (box-units.ts) moved their edges (an axis's slanted day names).
    if (texts.every((t) => Math.abs(t.angle) > 1e-9)) attrs["text-rendering"] = "geometricPrecision";
    // An outline's width in the label's own units: its transform scales it as the canvas did.
    Object.assign(attrs, op.fill ? { fill: op.paint } : { fill: "none", stroke: op.paint, "stroke-width": formatNumber(op.width / op.scale) });
    if (op.alpha < 1) attrs.opacity = formatNumber(op.alpha);
    return `<text${attributes(attrs)}>${escapeHtmlText(op.text)}</text>`;
  }
  const geometries = across.map((o, i) => pathGeometry((o as Exclude<Op, TextOp>).d, scaleOf(samples[i])));
  const moving = animate("shape", "d", geometries);
  const last = geometries[geometries.length - 1];
  if (moving) attrs.class = moving;
  attrs.d = last.format(last.numbers, false);
  // A line the page kept on its pixel grid stays on whole pixels between samples too, as the page would draw it
  // there. Its width counts in the viewport's px (a scaled drawing's non-uniform scale would turn crisp edges off),
  // of which an image's zoomed viewport has IMAGE_ZOOM to a px (box-units.ts).
  const gridded = onPixelGrid(across);
  const strokeScale = gridded ? { x: scale.x / out.units.zoom, y: scale.y / out.units.zoom } : scale;
  Object.assign(attrs, op.k === "f" ? { fill: op.paint, ...(op.rule === "evenodd" ? { "fill-rule": "evenodd" } : {}) } : strokeAttributes(op, strokeScale));
  if (gridded) Object.assign(attrs, { "shape-rendering": "crispEdges", "vector-effect": "non-scaling-stroke" });
  if (op.alpha < 1) attrs.opacity = formatNumber(op.alpha);
  return `<path${attributes(attrs)}/>`;
}

function strokeAttributes(op: StrokeOp, scale: PixelScale): Record<string, string> {
  const attrs: Record<string, string> = { fill: "none", stroke: op.paint, "stroke-width": formatNumber(op.width / scale.x) };
  if (op.cap !== "butt") attrs["stroke-linecap"] = op.cap;
  if (op.join !== "miter") attrs["stroke-linejoin"] = op.join;
  if (op.join === "miter" && op.miter !== 4) attrs["stroke-miterlimit"] = formatNumber(op.miter);
  if (op.dash.length) {
    attrs["stroke-dasharray"] = op.dash.map((v) => formatNumber(v / scale.x)).join(" ");
    if (op.dashOffset) attrs["stroke-dashoffset"] = formatNumber(op.dashOffset / scale.x);
  }
  return attrs;
}

interface ClipLevel {
  segments: Clip["d"];
  rule: Clip["rule"];
}

/** The clip an op was drawn under and the clips around it, innermost first. */
function clipChain(sample: DrawingSample, index: number): ClipLevel[] {
  const out: ClipLevel[] = [];
  const clips: readonly Clip[] = sample.record.clips;
  for (let i = index; i >= 0; i = clips[i].parent) out.push({ segments: clips[i].d, rule: clips[i].rule });
  return out;
}

/** Attributes as HTML source (shared with the pass that writes the drawing's outer `<svg>`). */
export function attributes(attrs: Record<string, string>): string {
  return Object.entries(attrs)
    .map(([k, v]) => ` ${k}="${escapeHtmlAttribute(v)}"`)
    .join("");
}
