/** Media conditions that split the widths into ranges around each measured width (desktop first). */
export function widthRanges(widths: number[]): Map<number, string> {
  const sorted = [...widths].sort((a, b) => b - a);
  const ranges = new Map<number, string>();
  sorted.forEach((w, i) => {
    const larger = sorted[i - 1];
    const smaller = sorted[i + 1];
    const min = smaller !== undefined ? Math.round((w + smaller) / 2) : undefined;
    const max = larger !== undefined ? Math.round((w + larger) / 2) - 0.02 : undefined;
    const parts = [min !== undefined ? `(min-width: ${min}px)` : "", max !== undefined ? `(max-width: ${max}px)` : ""].filter(Boolean);
    ranges.set(w, parts.join(" and "));
  });
  return ranges;
}
