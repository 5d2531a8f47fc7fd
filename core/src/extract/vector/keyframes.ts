import { formatNumber } from "./path-data.ts";

/**
 * How far a sample may sit off the line between its kept neighbours. Charts snap lines to whole pixels and floor their
 * bitmaps, so their geometry steps up to half a px around the line as the box grows: frames that only record those
 * steps make the CSS twice as large and no width between samples any truer.
 */
export const GEOMETRY_TOLERANCE = 0.5;

/**
 * The same for geometry in the bitmap's own px (bitmap-floor.ts): there no floor saws it up and down, so a sample off
 * the line is the layout bending, and half a px of it moved a chart's gridline a whole pixel once stretched and snapped.
 */
export const BITMAP_TOLERANCE = 0.2;

/**
 * The samples a keyframed value needs: the first, the last, and every sample that linear interpolation between the
 * kept ones would miss by more than the tolerance (where the drawing's layout bends). Within one structure a chart
 * mostly moves linearly with its box, so most shapes need two keyframes however many samples the capture took.
 * `xs` are the samples' box widths (ascending), `values` each sample's numbers.
 */
export function essentialFrames(
  xs: readonly number[],
  values: readonly (readonly number[])[],
  tolerance = GEOMETRY_TOLERANCE,
  /** Samples kept whatever the line says (the captured widths, drawn exactly as the page showed them there). */
  keep: readonly boolean[] = [],
): number[] {
  const kept = [0];
  let anchor = 0;
  for (let end = 2; end < xs.length; end++) {
    if (keep[end - 1]) {
      anchor = end - 1;
      kept.push(anchor);
      continue;
    }
    // Can the segment from the anchor to `end` stand in for every sample between them?
    const fits = (i: number) => {
      const t = (xs[i] - xs[anchor]) / (xs[end] - xs[anchor]);
      return values[i].every((v, k) => Math.abs(values[anchor][k] + (values[end][k] - values[anchor][k]) * t - v) <= tolerance);
    };
    let straight = true;
    for (let i = anchor + 1; i < end && straight; i++) straight = fits(i);
    if (!straight) {
      anchor = end - 1;
      kept.push(anchor);
    }
  }
  if (xs.length > 1) kept.push(xs.length - 1);
  return kept;
}

/** An `@keyframes` rule: each frame at its box width's place between the first and the last width. */
export function keyframesRule(name: string, property: string, frames: readonly { x: number; value: string }[], from: number, span: number): string {
  const lines = frames.map((f) => `${formatNumber(((f.x - from) / span) * 100)}% { ${property}: ${f.value}; }`);
  return `@keyframes ${name} {\n${lines.join("\n")}\n}`;
}
