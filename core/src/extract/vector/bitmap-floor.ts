import type { DrawingSample } from "./drawing-ranges.ts";

/** How far below a whole bitmap pixel a box's size may fall and still floor up to it: boxes come in 1/64 px. */
const FLOOR_SLACK = 0.01;

/**
 * The bitmap pixels per px of a drawing whose every sample floors its bitmap to its box (`floor(box × density)` along
 * both axes: Chart.js lays a 459.8 px box out and draws it onto a 459-pixel bitmap, which the browser stretches over
 * the box); null when any sample does otherwise, or when no sample tells a floor from a rounding (every box within
 * half a bitmap pixel above a whole one floors and rounds alike).
 */
export function flooredDensity(samples: readonly DrawingSample[]): number | null {
  let density: number | null = null;
  let told = false;
  for (const { record } of samples) {
    const d = Math.max(1, Math.round(record.pixels.w / record.box.w));
    if (density !== null && d !== density) return null;
    density = d;
    const floors = (pixels: number, box: number) => pixels === Math.floor(box * d + FLOOR_SLACK);
    if (!floors(record.pixels.w, record.box.w) || !floors(record.pixels.h, record.box.h)) return null;
    const rounds = (pixels: number, box: number) => pixels === Math.round(box * d);
    if (!rounds(record.pixels.w, record.box.w) || !rounds(record.pixels.h, record.box.h)) told = true;
  }
  return told ? density : null;
}

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
