import type { DrawingSample } from "./drawing-ranges.ts";

/** How far a sample's box height may sit from its width over the ratio: a page's rounding to tenths, layout's 1/64 px. */
const HEIGHT_ROUNDING = 0.07;

/**
 * The ratio of width to height every sample keeps, as the simplest fraction `[p, q]` each sample's height bears out
 * within its rounding (Chart.js keeps 2 / 1, or its canvas's 900 × 380 as 45 / 19, laying out a height of its width
 * over the ratio, rounded to tenths); null where the height does not follow the width (a chart of fixed height).
 */
export function heldRatio(samples: readonly DrawingSample[]): [number, number] | null {
  let lo = 0;
  let hi = Infinity;
  for (const { record } of samples) {
    const { w, h } = record.box;
    if (h <= HEIGHT_ROUNDING) return null;
    lo = Math.max(lo, w / (h + HEIGHT_ROUNDING));
    hi = Math.min(hi, w / (h - HEIGHT_ROUNDING));
  }
  if (!(lo > 0 && lo <= hi)) return null;
  const [p, q] = simplestFraction(lo, hi);
  return q <= 1000 ? [p, q] : null;
}

/** The fraction with the smallest denominator in [lo, hi] (0 < lo ≤ hi), by continued fractions. */
function simplestFraction(lo: number, hi: number, depth = 0): [number, number] {
  const whole = Math.ceil(lo);
  if (whole <= hi || depth > 12) return [whole, 1];
  const n = Math.floor(lo);
  const [p, q] = simplestFraction(1 / (hi - n), 1 / (lo - n), depth + 1);
  return [n * p + q, p];
}

/** A height a page lays out as its width over a ratio, in steps of this many px (Chart.js: tenths), or unrounded. */
export interface HeldHeight {
  ratio: [number, number];
  step: number | null;
}

/** Layout's unit: a box's size is a whole number of 1/64 px. */
const LAYOUT_UNIT = 1 / 64;

/**
 * The height a drawing's page gives its box, as a function of the box's width: the held ratio (heldRatio), and the
 * tenths of a px Chart.js rounds it to where every sample's height is a whole number of tenths (to layout's 1/64 px).
 * Null where the height does not follow the width.
 */
export function heldHeight(samples: readonly DrawingSample[]): HeldHeight | null {
  const ratio = heldRatio(samples);
  if (!ratio) return null;
  const inTenths = samples.every(({ record }) => Math.abs(record.box.h - Math.round(record.box.h * 10) / 10) <= LAYOUT_UNIT);
  return { ratio, step: inTenths ? 0.1 : null };
}
