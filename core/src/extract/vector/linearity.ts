import type { CanvasRecord, Op } from "./display-list.ts";
import { structureKey } from "./structure-key.ts";
import { pathGeometry, textGeometry } from "./geometry.ts";
import { floorDensity } from "./floor-density.ts";
import type { PixelScale } from "./path-data.ts";

/**
 * How far the drawing at a middle sample may sit from the interpolation and still count as moving linearly. Looser
 * than the keyframes' tolerance: charts snap lines to whole pixels, so their geometry wobbles half a px around the
 * line; what this must catch is a jump (a legend wrapping moves the plot by a line's height).
 */
const LINEAR_TOLERANCE = 1.5;

/**
 * How far a number the page did not place on its pixel grid may sit from the interpolation. A drawing can bend where
 * the midpoint sees only half of it (Chart.js holds an axis to half the chart's height up to a few px into a stretch,
 * then lets it follow the labels' turn): everything under the plot sat a px off near the bend (stock Chart.js at 323
 * px: 95.9 ink), well inside the jump tolerance. Where a drawing bends one way between two samples, the midpoint's
 * distance from the line is at least half the largest, so this keeps the output within about half a px.
 */
const SMOOTH_TOLERANCE = 0.25;

const numbers = new WeakMap<CanvasRecord, number[]>();
const bitmapNumbers = new WeakMap<CanvasRecord, number[]>();

/**
 * Every number of a drawing's geometry in CSS px, op by op with the clips each is drawn under: what is interpolated.
 * Worked out once per record: the sampler judges each record in several triples and gaps as samples come in.
 */
export function geometryNumbers(record: CanvasRecord): number[] {
  let out = numbers.get(record);
  if (!out) numbers.set(record, (out = numbersOf(record)));
  return out;
}

/**
 * The same numbers in the bitmap's own pixels: where a page snaps lines to its grid, and (over the density) what the
 * output interpolates where the page floors its bitmap (bitmap-floor.ts); in the box's px those wobble by the floor's
 * fraction.
 */
function bitmapNumbersOf(record: CanvasRecord): number[] {
  let out = bitmapNumbers.get(record);
  if (!out) bitmapNumbers.set(record, (out = numbersOf(record, { x: 1, y: 1 })));
  return out;
}

function numbersOf(record: CanvasRecord, fixed?: PixelScale): number[] {
  const scale = fixed ?? { x: record.pixels.w / record.box.w, y: record.pixels.h / record.box.h };
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
 * three and every number within the tolerance (the jump tolerance for numbers on the pixel grid in all three, which
 * a chart snaps lines to). A chart can keep its structure and still jump (a legend that wraps onto a second line
 * moves the plot) or bend, which only a sample in between shows.
 */
export function interpolates(lo: CanvasRecord, mid: CanvasRecord, hi: CanvasRecord): boolean {
  const key = structureKey(lo);
  if (structureKey(mid) !== key || structureKey(hi) !== key) return false;
  const span = hi.box.w - lo.box.w;
  if (Math.abs(span) < 0.5) return true;
  const t = (mid.box.w - lo.box.w) / span;
  const densities = [lo, mid, hi].map(floorDensity);
  const density = densities.every((d) => d === densities[0]) ? densities[0] : null;
  const [a, m, b] = [lo, mid, hi].map(density ? bitmapNumbersOf : geometryNumbers);
  if (a.length !== m.length || m.length !== b.length) return false;
  const pixels = density ? [a, m, b] : [lo, mid, hi].map(bitmapNumbersOf);
  // Bitmap pixels per px of the numbers compared: offsets are judged in px.
  const unit = density ?? 1;
  return m.every((v, i) => {
    const snapped = pixels.every((numbers) => onPixelGrid(numbers[i]));
    return Math.abs(a[i] + (b[i] - a[i]) * t - v) / unit <= (snapped ? LINEAR_TOLERANCE : SMOOTH_TOLERANCE);
  });
}

/** Whole or half bitmap pixels: where a chart aligns a line (Chart.js's alignPixel), so its place wobbles half a px. */
function onPixelGrid(value: number): boolean {
  return Math.abs(value * 2 - Math.round(value * 2)) < 1e-3;
}
