import type { Op } from "./display-list.ts";

/** How far (in canvas pixels) a coordinate may sit from the grid and still count as placed on it. */
const TOLERANCE = 0.01;

/**
 * Whether a stroke is a straight line the page placed on its canvas's pixel grid in every sample: axis-parallel
 * solid segments of a whole-pixel width, centred on pixel centres (odd widths) or pixel edges (even widths), as charts
 * align their grid lines and axes. Such a line covers whole pixel rows at every width the page draws it; drawn
 * between samples at an interpolated, fractional place, anti-aliasing would smear it over two rows of half its ink.
 */
export function onPixelGrid(across: readonly Op[]): boolean {
  return across.length > 0 && across.every(strokeOnGrid);
}

function strokeOnGrid(op: Op): boolean {
  if (op.k !== "s" || op.width < 1 || Math.abs(op.width - Math.round(op.width)) > TOLERANCE) return false;
  // Dashes end, and round caps curve, anywhere along the line: only anti-aliasing draws those as the canvas did.
  if (op.dash.length > 0 || op.cap === "round") return false;
  const offset = Math.round(op.width) % 2 === 1 ? 0.5 : 0;
  const aligned = (v: number) => Math.abs(v - Math.floor(v) - offset) <= TOLERANCE || Math.abs(v - Math.floor(v) - offset) >= 1 - TOLERANCE;
  let last: [number, number] | null = null;
  let start: [number, number] | null = null;
  for (const segment of op.d) {
    if (segment[0] === "Z") {
      if (last && start && !parallel(last, start, aligned)) return false;
      last = start;
      continue;
    }
    if (segment[0] !== "M" && segment[0] !== "L") return false;
    const point: [number, number] = [segment[1], segment[2]];
    if (segment[0] === "M") start = point;
    else if (!last || !parallel(last, point, aligned)) return false;
    last = point;
  }
  return last !== null;
}

/** A segment along one axis, its other coordinate on the grid. */
function parallel(a: [number, number], b: [number, number], aligned: (v: number) => boolean): boolean {
  if (Math.abs(a[1] - b[1]) <= TOLERANCE) return aligned(a[1]);
  if (Math.abs(a[0] - b[0]) <= TOLERANCE) return aligned(a[0]);
  return false;
}
