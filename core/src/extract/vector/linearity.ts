import type { CanvasRecord, Op } from "./display-list.ts";
import { structureKey } from "./structure-key.ts";
import { pathGeometry, textGeometry } from "./geometry.ts";

/**
 * How far the drawing at a middle sample may sit from the interpolation and still count as moving linearly. Looser
 * than the keyframes' tolerance: charts snap lines to whole pixels, so their geometry wobbles half a px around the
 * line; what this must catch is a jump (a legend wrapping moves the plot by a line's height).
 */
const LINEAR_TOLERANCE = 1.5;

const numbers = new WeakMap<CanvasRecord, number[]>();

/**
 * Every number of a drawing's geometry in CSS px, op by op with the clips each is drawn under: what is interpolated.
 * Worked out once per record: the sampler judges each record in several triples and gaps as samples come in.
 */
export function geometryNumbers(record: CanvasRecord): number[] {
  let out = numbers.get(record);
  if (!out) numbers.set(record, (out = numbersOf(record)));
  return out;
}

function numbersOf(record: CanvasRecord): number[] {
  const scale = { x: record.pixels.w / record.box.w, y: record.pixels.h / record.box.h };
  const out: number[] = [record.box.h];
  for (const op of record.ops) {
    for (let i = op.clip; i >= 0; i = record.clips[i].parent) out.push(...pathGeometry(record.clips[i].d, scale).numbers);
    out.push(...opNumbers(op, scale));
  }
  return out;
}

function opNumbers(op: Op, scale: { x: number; y: number }): number[] {
  return op.k === "t" ? textGeometry(op, scale, true, false).numbers : pathGeometry(op.d, scale).numbers;
}

/**
 * Whether the drawing at `mid` is what interpolating between `lo` and `hi` by box width gives: one structure at all
 * three and every number within the tolerance. A chart can keep its structure and still jump (a legend that wraps
 * onto a second line moves the plot), which only a sample in between shows.
 */
export function interpolates(lo: CanvasRecord, mid: CanvasRecord, hi: CanvasRecord): boolean {
  const key = structureKey(lo);
  if (structureKey(mid) !== key || structureKey(hi) !== key) return false;
  const span = hi.box.w - lo.box.w;
  if (Math.abs(span) < 0.5) return true;
  const t = (mid.box.w - lo.box.w) / span;
  const [a, m, b] = [geometryNumbers(lo), geometryNumbers(mid), geometryNumbers(hi)];
  if (a.length !== m.length || m.length !== b.length) return false;
  return m.every((v, i) => Math.abs(a[i] + (b[i] - a[i]) * t - v) <= LINEAR_TOLERANCE);
}
