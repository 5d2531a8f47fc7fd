/**
 * Which viewport widths to sample a page's vector drawings at, beyond the captured ones. A chart's box follows the
 * page's breakpoints: between two of them it either keeps one size or grows with the viewport, and while it grows
 * its drawing changes structure now and then (an axis gains a tick). The output interpolates between samples of
 * one structure, so it needs the two ends of every stretch between breakpoints, and, wherever two neighbouring
 * samples differ in structure, samples closing in on the width where the change happens (the stretch ends come from
 * width-ranges.ts).
 */

/** Two samples this close (px of viewport) bracket a change closely enough: they are neighbouring whole widths, so every whole width is sampled or on a known side of the change. */
export const CHANGE_TOLERANCE = 1;

/** What lies between two neighbouring samples of the drawings. */
export type Between =
  /** Some drawing changes structure there: the change must be found. */
  | "changes"
  /** Some drawing moves there, not yet known to move linearly (a sample in between will tell). */
  | "moves"
  /** Nothing moves, or every drawing was shown to move linearly: interpolation is exact. */
  | "known";

/**
 * The next width to sample between two neighbouring sampled widths (further apart than the tolerance, no breakpoint
 * between them), as `judge` sees each pair: the middle of a pair where a structure changes first (the output is
 * wrong there until the change is found), else the middle of the widest pair where a drawing moves unchecked. Null
 * when every pair is known.
 */
export function nextProbe(widths: readonly number[], breakpoints: readonly number[], judge: (lo: number, hi: number) => Between): number | null {
  const sorted = [...widths].sort((a, b) => a - b);
  let widest: { lo: number; hi: number } | null = null;
  for (let i = 0; i + 1 < sorted.length; i++) {
    const lo = sorted[i];
    const hi = sorted[i + 1];
    if (hi - lo <= CHANGE_TOLERANCE) continue;
    // A breakpoint between them explains a change by itself: the stretch ends on either side are sampled already.
    if (breakpoints.some((b) => b > lo && b <= hi)) continue;
    const between = judge(lo, hi);
    if (between === "changes") return Math.floor((lo + hi) / 2);
    if (between === "moves" && (!widest || hi - lo > widest.hi - widest.lo)) widest = { lo, hi };
  }
  return widest ? Math.floor((widest.lo + widest.hi) / 2) : null;
}
