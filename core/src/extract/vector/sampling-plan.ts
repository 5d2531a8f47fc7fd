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
 * How many px of unchecked motion one px of an unplaced change of structure weighs. Widths on the wrong side of a
 * change draw another structure (an axis a tick short: a few % of the page's ink), widths between samples not shown to
 * move linearly are at most a px or so off; but closing in on a change halves its gap each time, and a page with many
 * changes (ticks, turns, legends) spent the whole budget on their last few px while a 35 px stretch was never checked
 * (stock Chart.js at 323 px: 95.9 ink).
 */
export const CHANGE_WEIGHT = 4;

/**
 * The next width to sample between two neighbouring sampled widths (further apart than the tolerance, no breakpoint
 * between them), as `judge` sees each pair: the middle of the pair where a wrong guess covers the most, a change of
 * structure weighing CHANGE_WEIGHT times a drawing moving unchecked (a change first where they weigh the same). Null
 * when every pair is known.
 */
export function nextProbe(widths: readonly number[], breakpoints: readonly number[], judge: (lo: number, hi: number) => Between): number | null {
  const sorted = [...widths].sort((a, b) => a - b);
  let best: { lo: number; hi: number; weight: number; changes: boolean } | null = null;
  for (let i = 0; i + 1 < sorted.length; i++) {
    const lo = sorted[i];
    const hi = sorted[i + 1];
    if (hi - lo <= CHANGE_TOLERANCE) continue;
    // A breakpoint between them explains a change by itself: the stretch ends on either side are sampled already.
    if (breakpoints.some((b) => b > lo && b <= hi)) continue;
    const between = judge(lo, hi);
    if (between === "known") continue;
    const changes = between === "changes";
    const weight = (hi - lo) * (changes ? CHANGE_WEIGHT : 1);
    if (!best || weight > best.weight || (weight === best.weight && changes && !best.changes)) best = { lo, hi, weight, changes };
  }
  return best ? Math.floor((best.lo + best.hi) / 2) : null;
}
