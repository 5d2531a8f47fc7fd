/**
 * Which viewport widths to sample a page's vector drawings at, beyond the captured ones. A chart's box follows the
 * page's breakpoints: between two of them it either keeps one size or grows with the viewport, and while it grows
 * its drawing changes structure now and then (an axis gains a tick). The output interpolates between samples of
 * one structure, so it needs the two ends of every stretch between breakpoints, and, wherever two neighbouring
 * samples differ in structure, samples closing in on the width where the change happens.
 */

/** The narrowest viewport the output is drawn for (the smallest phones). */
export const NARROWEST_VIEWPORT = 320;
/** Two samples this close (px of viewport) bracket a change closely enough: they are neighbouring whole widths, so every whole width is sampled or on a known side of the change. */
export const CHANGE_TOLERANCE = 1;

/**
 * Both ends of every stretch between the breakpoints from `from` to `to` (inclusive), widest first, leaving out
 * widths already sampled.
 */
export function stretchEnds(from: number, to: number, breakpoints: readonly number[], sampled: readonly number[]): number[] {
  const cuts = [...new Set(breakpoints.filter((b) => b > from && b <= to))].sort((a, b) => a - b);
  const edges = [from, ...cuts, to + 1];
  const ends = new Set<number>();
  for (let i = 0; i + 1 < edges.length; i++) {
    ends.add(edges[i]);
    ends.add(edges[i + 1] - 1);
  }
  const taken = new Set(sampled);
  return [...ends].filter((w) => !taken.has(w)).sort((a, b) => b - a);
}

/**
 * The midpoints of neighbouring sampled widths (same stretch, further apart than the tolerance) where some drawing's
 * structure differs. `structures` maps each sampled viewport width to each drawing's structure there (absent where the
 * drawing was not shown).
 */
export function changeProbes(structures: ReadonlyMap<number, ReadonlyMap<string, string>>, breakpoints: readonly number[]): number[] {
  const widths = [...structures.keys()].sort((a, b) => a - b);
  const out: number[] = [];
  for (let i = 0; i + 1 < widths.length; i++) {
    const lo = widths[i];
    const hi = widths[i + 1];
    if (hi - lo <= CHANGE_TOLERANCE) continue;
    // A breakpoint between them explains a change by itself: the stretch ends on either side are sampled already.
    if (breakpoints.some((b) => b > lo && b <= hi)) continue;
    const a = structures.get(lo)!;
    const b = structures.get(hi)!;
    const differs = [...a].some(([stamp, key]) => b.has(stamp) && b.get(stamp) !== key);
    if (differs) out.push(Math.floor((lo + hi) / 2));
  }
  return out;
}
