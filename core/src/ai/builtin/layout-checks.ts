import type { WidthMetrics } from "../rendered/layout-metrics.ts";

/** What a suggestion broke, in words for the summary; empty when the layout holds. */
export interface LayoutVerdict {
  /** Widths at which the page now scrolls sideways (and how wide it got). */
  overflow: { width: number; scrollWidth: number }[];
  /** Regions whose padding shrank, with the largest drop, per width. */
  tighter: { width: number; regions: number; from: number; to: number }[];
}

/** A pixel of rounding is not a change anyone sees. */
const TOLERANCE = 1;

export function compareLayouts(before: readonly WidthMetrics[], after: readonly WidthMetrics[]): LayoutVerdict {
  const verdict: LayoutVerdict = { overflow: [], tighter: [] };
  for (const was of before) {
    const now = after.find((m) => m.width === was.width);
    if (!now) continue;
    if (now.scrollWidth > now.width + TOLERANCE && now.scrollWidth > was.scrollWidth + TOLERANCE) verdict.overflow.push({ width: now.width, scrollWidth: now.scrollWidth });
    let regions = 0;
    let worst = { from: 0, to: 0 };
    // Regions are matched by order; a suggestion that adds or removes regions is not comparable region by region.
    if (now.regionPadding.length === was.regionPadding.length) {
      was.regionPadding.forEach((p, i) => {
        const q = now.regionPadding[i]!;
        const from = p.top + p.bottom;
        const to = q.top + q.bottom;
        if (to < from - TOLERANCE) {
          regions++;
          if (from - to > worst.from - worst.to) worst = { from, to };
        }
      });
    }
    if (regions) verdict.tighter.push({ width: was.width, regions, ...worst });
  }
  return verdict;
}

export const holds = (v: LayoutVerdict) => v.overflow.length === 0 && v.tighter.length === 0;

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** "at 390 px the page would scroll sideways (780 px wide); at 1280 px 3 sections would lose spacing (96 → 67 px)". */
export function describeVerdict(v: LayoutVerdict): string {
  const parts = [
    ...v.overflow.map((o) => `at ${o.width} px the page would scroll sideways (${o.scrollWidth} px wide)`),
    ...v.tighter.map((t) => `at ${t.width} px ${plural(t.regions, "section")} would lose spacing (${t.from} → ${t.to} px of padding)`),
  ];
  return parts.join("; ");
}
