import { parseInlineStyle, serializeInlineStyle } from "../../css/inline-style.ts";
import type { ElementSnapshot, ExtractContext } from "../context.ts";
import { elements, stampOf, type Element } from "../dom.ts";

/** Box differences up to this many px are rounding. */
const SLACK = 2;
const PX = /^(-?\d*\.?\d+)px$/;

/**
 * Pixel widths and heights a script wrote into `style` (a chart sized to its card, a slider sized to the window) are
 * true at one width only. Where the captures show the size following the parent across widths, the pixel value
 * becomes the proportion it was: `100%` when it fills the parent, `calc(a% + bpx)` when it is a share of it, and a
 * height that keeps a fixed aspect ratio becomes `auto` with that ratio. A horizontal translation that moves by the
 * element's own width (a slider's track showing slide n) becomes a percentage of that width.
 */
export function fluidSizes(ctx: ExtractContext): void {
  if (ctx.widths.length < 2) return;
  for (const el of elements(ctx.body)) {
    const style = el.attribs.style;
    if (!style || !style.includes("px")) continue;
    const series = boxSeries(ctx, el);
    if (!series) continue;
    const decls = parseInlineStyle(style);
    let changed = false;
    const width = decls.get("width");
    if (width && PX.test(width) && spread(series.map((s) => s.own.w)) > SLACK) {
      const fluid = fluidWidth(series);
      if (fluid) {
        decls.set("width", fluid);
        changed = true;
      }
    }
    const height = decls.get("height");
    if (height && PX.test(height) && spread(series.map((s) => s.own.h)) > SLACK) {
      const ratios = series.map((s) => s.own.w / s.own.h);
      if (ratios.every((r) => Math.abs(r / ratios[0] - 1) < 0.02)) {
        const first = series[0].own;
        decls.set("height", "auto");
        decls.set("aspect-ratio", `${round(first.w)} / ${round(first.h)}`);
        changed = true;
      }
    }
    const transform = decls.get("transform");
    const moved = transform ? fluidTranslate(transform, series) : null;
    if (moved) {
      decls.set("transform", moved);
      changed = true;
    }
    if (changed) el.attribs.style = serializeInlineStyle(decls);
  }
}

interface Sample {
  own: ElementSnapshot;
  parent: ElementSnapshot;
}

/** The element's and its parent's boxes at every captured width, or null when either is not shown at one. */
function boxSeries(ctx: ExtractContext, el: Element): Sample[] | null {
  const stamp = stampOf(el);
  const parent = boxParent(el);
  if (!stamp || !parent) return null;
  const out: Sample[] = [];
  for (const width of ctx.widths) {
    const snap = ctx.snapshots.get(width);
    const own = snap?.get(stamp);
    const par = snap?.get(parent);
    if (!own?.rendered || !par?.rendered || own.w <= 0 || own.h <= 0 || par.w <= 0) return null;
    out.push({ own, parent: par });
  }
  return out;
}

/** The stamp of the element whose box holds `el`: a drawn image's `<picture>` generates no box of its own. */
function boxParent(el: Element): string | undefined {
  let parent = el.parent;
  while (parent?.type === "tag" && (parent as Element).name === "picture" && !stampOf(parent as Element)) parent = parent.parent;
  return parent && parent.type === "tag" ? stampOf(parent as Element) : undefined;
}

/**
 * The width as a proportion of the parent that holds at every capture, and so at the widths between and beyond them:
 * the simplest form that every capture bears out (within SLACK), tried in order. Filling the parent (a constant gap to
 * its border box: its own padding and border, which 100% of its content box leaves out) and a plain share of it are
 * what layouts and scripts write; a share plus an offset only where neither holds. A line fitted
 * through every capture passes each within SLACK with whatever slope the captures' rounding and a chart's late resize
 * give it, and the output then drifts from the page wherever the parent is wider than any capture: captures a pixel apart
 * over parents 65 px apart made a chart that fills its card calc(96.806% - 21.45px), 17 px short in an 856 px card.
 * Null unless one form holds.
 */
export function fluidWidth(series: Sample[]): string | null {
  const xs = series.map((s) => s.parent.w);
  const ys = series.map((s) => s.own.w);
  if (spread(xs) <= SLACK) return null;
  if (spread(ys.map((y, i) => y - xs[i])) <= SLACK) return "100%";
  const shares = ys.map((y, i) => y / xs[i]);
  const share = shares.reduce((acc, r) => acc + r, 0) / shares.length;
  if (share > 0.05 && share < 1.05 && xs.every((x, i) => Math.abs(share * x - ys[i]) <= SLACK)) return `${round(share * 100, 3)}%`;
  const { a, b } = fitLine(xs, ys);
  if (!(a > 0.05 && a < 1.05)) return null;
  if (xs.some((x, i) => Math.abs(a * x + b - ys[i]) > SLACK)) return null;
  const pct = round(a * 100, 3);
  return Math.abs(b) <= SLACK ? `${pct}%` : `calc(${pct}% ${b < 0 ? "-" : "+"} ${round(Math.abs(b))}px)`;
}

const TRANSLATE = /^translate(3d|X)?\(\s*(-?\d*\.?\d+)px\s*(,.*)?\)$/;

/**
 * The translation at each width is read back from the boxes (a box's x includes its transform), relative to the
 * primary capture where the style's own value is known; it must lie on x = a·ownWidth + b with a ≠ 0.
 */
export function fluidTranslate(transform: string, series: Sample[]): string | null {
  const m = TRANSLATE.exec(transform.trim());
  if (!m) return null;
  const [, kind, value, rest] = m;
  if (kind === undefined && rest && !/^,\s*0(px)?\s*$/.test(rest)) return null;
  const x0 = Number(value);
  const offset = series[0].own.x - series[0].parent.x - x0;
  const xs = series.map((s) => s.own.w);
  const ys = series.map((s) => s.own.x - s.parent.x - offset);
  if (spread(xs) <= SLACK || spread(ys) <= SLACK) return null;
  const { a, b } = fitLine(xs, ys);
  if (Math.abs(a) < 0.05 || xs.some((x, i) => Math.abs(a * x + b - ys[i]) > SLACK)) return null;
  const pct = round(a * 100, 3);
  const x = Math.abs(b) <= SLACK ? `${pct}%` : `calc(${pct}% ${b < 0 ? "-" : "+"} ${round(Math.abs(b))}px)`;
  return `translate${kind ?? ""}(${x}${rest ?? ""})`;
}

function fitLine(xs: number[], ys: number[]): { a: number; b: number } {
  const n = xs.length;
  const mx = xs.reduce((acc, x) => acc + x, 0) / n;
  const my = ys.reduce((acc, y) => acc + y, 0) / n;
  const sxx = xs.reduce((acc, x) => acc + (x - mx) ** 2, 0);
  const a = xs.reduce((acc, x, i) => acc + (x - mx) * (ys[i] - my), 0) / sxx;
  return { a, b: my - a * mx };
}

function spread(values: number[]): number {
  return Math.max(...values) - Math.min(...values);
}

function round(x: number, digits = 2): number {
  return Number(x.toFixed(digits));
}
