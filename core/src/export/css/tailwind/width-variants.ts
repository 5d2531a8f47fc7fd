import type { WidthRange } from "./cascade-entries.ts";

/**
 * One element property's values across viewport widths → Tailwind width variants. The widths are cut at every
 * edge any candidate names; in each piece the page's winner is the strongest candidate whose `@media` allows it.
 * Pieces with equal values merge. When every piece from the first value on has one, the values cascade upward as
 * Tailwind orders `min-[…]` variants (by width, ascending): `max-w-[540px] min-[768px]:max-w-[720px]`. When a later
 * piece has none (the property falls back to what the browser gives it), each value is bounded on both sides
 * (`max-[768px]:hidden`), so no variant has to undo another.
 */
export interface Valued {
  width: WidthRange;
  value: string;
  rank: unknown;
}

export interface WidthUtility {
  variant: string;
  value: string;
}

const px = (n: number) => `${Number(n.toFixed(3))}px`;

/** `importantMark`: values starting with it are `!important`; a plain value after one cannot cascade over it. */
export function widthUtilities(candidates: Valued[], compare: (a: Valued, b: Valued) => number, importantMark = "!"): WidthUtility[] {
  const edges = [...new Set(candidates.flatMap((c) => [c.width.from, c.width.until]).filter((n): n is number => n !== undefined))].sort((a, b) => a - b);
  const pieces: { from?: number; until?: number; value: string | null }[] = [];
  for (let i = 0; i <= edges.length; i++) {
    const from = i === 0 ? undefined : edges[i - 1];
    const until = i === edges.length ? undefined : edges[i];
    const holding = candidates.filter(
      (c) => (c.width.from === undefined || (from !== undefined && c.width.from <= from)) && (c.width.until === undefined || (until !== undefined && c.width.until >= until)),
    );
    const winner = holding.reduce<Valued | null>((best, c) => (!best || compare(c, best) > 0 ? c : best), null);
    const value = winner?.value ?? null;
    const last = pieces.at(-1);
    if (last && last.value === value) last.until = until;
    else pieces.push({ from, until, value });
  }
  const firstValued = pieces.findIndex((p) => p.value !== null);
  if (firstValued < 0) return [];
  const rest = pieces.slice(firstValued);
  const cascades = rest.every((p, i) => p.value !== null && (i === 0 || !rest[i - 1].value!.startsWith(importantMark) || p.value.startsWith(importantMark)));
  const out: WidthUtility[] = [];
  for (const piece of pieces) {
    if (piece.value === null) continue;
    const min = piece.from !== undefined ? `min-[${px(piece.from)}]:` : "";
    const max = !cascades && piece.until !== undefined ? `max-[${px(piece.until)}]:` : "";
    out.push({ variant: min + max, value: piece.value });
  }
  return out;
}
