/**
 * Where the range of a narrower measured width `lo` ends and that of a wider `hi` begins: at a breakpoint of the
 * page's own CSS between them (the one nearest the middle), since that is where the page itself changes; else
 * halfway.
 */
export function boundaryBetween(lo: number, hi: number, breakpoints: readonly number[] = []): number {
  const middle = (hi + lo) / 2;
  const inside = breakpoints.filter((b) => b > lo && b <= hi).sort((a, b) => Math.abs(a - middle) - Math.abs(b - middle));
  return inside[0] ?? Math.round(middle);
}

/** Media conditions that split the widths into ranges around each measured width (desktop first). */
export function widthRanges(widths: number[], breakpoints: readonly number[] = []): Map<number, string> {
  const sorted = [...new Set(widths)].sort((a, b) => b - a);
  const ranges = new Map<number, string>();
  sorted.forEach((w, i) => {
    const larger = sorted[i - 1];
    const smaller = sorted[i + 1];
    const min = smaller !== undefined ? boundaryBetween(smaller, w, breakpoints) : undefined;
    const max = larger !== undefined ? boundaryBetween(w, larger, breakpoints) - 0.02 : undefined;
    const parts = [min !== undefined ? `(min-width: ${min}px)` : "", max !== undefined ? `(max-width: ${max}px)` : ""].filter(Boolean);
    ranges.set(w, parts.join(" and "));
  });
  return ranges;
}
