/**
 * Where the range of a narrower measured width `lo` ends and that of a wider `hi` begins: at a breakpoint of the
 * page's own CSS between them (the one nearest the middle), since that is where the page itself changes; else
 * halfway, or right after `lo` when every width between should show the wider one (a capture cropped to the box).
 */
export function boundaryBetween(lo: number, hi: number, breakpoints: readonly number[] = [], prefer: "nearest" | "wider" = "nearest"): number {
  const middle = (hi + lo) / 2;
  const inside = breakpoints.filter((b) => b > lo && b <= hi).sort((a, b) => Math.abs(a - middle) - Math.abs(b - middle));
  return inside[0] ?? (prefer === "wider" ? lo + 1 : Math.round(middle));
}

/** A range of viewport widths: from `min` (inclusive) up to, not including, `below`; open where undefined. */
export interface WidthRange {
  min?: number;
  below?: number;
}

/** The range around each measured width, the boundaries chosen by boundaryBetween. */
export function widthBounds(widths: number[], breakpoints: readonly number[] = [], prefer: "nearest" | "wider" = "nearest"): Map<number, WidthRange> {
  const sorted = [...new Set(widths)].sort((a, b) => a - b);
  const out = new Map<number, WidthRange>();
  sorted.forEach((w, i) => {
    const smaller = sorted[i - 1];
    const larger = sorted[i + 1];
    out.set(w, {
      min: smaller !== undefined ? boundaryBetween(smaller, w, breakpoints, prefer) : undefined,
      below: larger !== undefined ? boundaryBetween(w, larger, breakpoints, prefer) : undefined,
    });
  });
  return out;
}

/** The media condition of a range; empty when it covers every width. */
export function mediaFor(range: WidthRange): string {
  return [range.min !== undefined ? `(min-width: ${range.min}px)` : "", range.below !== undefined ? `(max-width: ${range.below - 0.02}px)` : ""]
    .filter(Boolean)
    .join(" and ");
}

/** Media conditions that split the widths into ranges around each measured width (desktop first). */
export function widthRanges(widths: number[], breakpoints: readonly number[] = []): Map<number, string> {
  const bounds = widthBounds(widths, breakpoints);
  return new Map([...bounds].sort((a, b) => b[0] - a[0]).map(([w, range]) => [w, mediaFor(range)]));
}

/**
 * Extra widths to sample a drawing at: one inside every stretch between two of the page's breakpoints that lies
 * within the measured widths but holds none of them (Bootstrap's 576–767 px, where the container is 540 px wide at
 * every width: one sample there is exact for the whole stretch). The widest such stretches first, at most `max`.
 */
export function unsampledStretches(measured: number[], breakpoints: readonly number[], max = 3): number[] {
  if (!measured.length) return [];
  const lo = Math.min(...measured);
  const hi = Math.max(...measured);
  const cuts = [...new Set(breakpoints.filter((b) => b > lo && b <= hi))].sort((a, b) => a - b);
  const edges = [lo, ...cuts, hi + 1];
  const empty: { from: number; below: number }[] = [];
  for (let i = 0; i + 1 < edges.length; i++) {
    const from = edges[i];
    const below = edges[i + 1];
    if (!measured.some((w) => w >= from && w < below)) empty.push({ from, below });
  }
  return empty
    .sort((a, b) => b.below - b.from - (a.below - a.from))
    .slice(0, max)
    .map((s) => Math.floor((s.from + s.below - 1) / 2))
    .sort((a, b) => b - a);
}

/** The narrowest viewport the output is drawn for (the smallest phones): drawings are sampled down to it. */
export const NARROWEST_VIEWPORT = 320;

/** The widest viewport sampled above the captures (full-HD desktops), when the page's CSS changes above them. */
export const WIDEST_VIEWPORT = 1920;

/**
 * Where to sample above the widest capture: nowhere unless the page's CSS has a breakpoint above it (Bootstrap's
 * xxl at 1400 above a 1280 capture, where its container grows to 1320 px and scripts re-pack). Then the widest
 * width sampled, `WIDEST_VIEWPORT` (or the highest breakpoint, if above), and the ends of every stretch between,
 * so packings and drawings have a measured range up to it. Widest first, leaving out widths already sampled.
 */
export function aboveCaptureWidths(measured: readonly number[], breakpoints: readonly number[]): { top: number; widths: number[] } | null {
  if (!measured.length) return null;
  const hi = Math.max(...measured);
  const above = breakpoints.filter((b) => b > hi);
  if (!above.length) return null;
  const top = Math.max(WIDEST_VIEWPORT, ...above);
  return { top, widths: stretchEnds(hi + 1, top, above, measured) };
}

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
 * The ends of the stretch that holds the narrowest measured width, stretched down to `narrowest` (the smallest phones):
 * on phones boxes grow with the viewport, and one sample would stand for every width there. Widths already measured
 * are left out.
 */
export function narrowStretchEnds(measured: number[], breakpoints: readonly number[], narrowest: number): number[] {
  if (!measured.length) return [];
  const lo = Math.min(...measured);
  const cut = Math.min(Math.max(...measured) + 1, ...breakpoints.filter((b) => b > lo));
  return stretchEnds(Math.min(narrowest, lo), cut - 1, [], measured);
}

/**
 * One width at the start of every stretch between the page's breakpoints above the widest capture, and the widest
 * viewport (see aboveCaptureWidths): where a box has one size per stretch (Bootstrap's container), a picture taken
 * there is exact for the whole stretch. Widest first; empty when the CSS does not change above the captures.
 */
export function aboveCaptureStarts(measured: readonly number[], breakpoints: readonly number[]): number[] {
  const above = aboveCaptureWidths(measured, breakpoints);
  if (!above) return [];
  const hi = Math.max(...measured);
  return [...new Set([above.top, ...breakpoints.filter((b) => b > hi)])].filter((w) => !measured.includes(w)).sort((a, b) => b - a);
}
