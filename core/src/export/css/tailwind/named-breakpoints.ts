import type { StyledDeclaration } from "./element-utilities.ts";
import type { ThemeVariable } from "./root-theme-variables.ts";

/**
 * The page's own breakpoints as Tailwind's: when the width variants use at most five edges, they become the theme's
 * `--breakpoint-sm` … `--breakpoint-2xl` (in ascending order, with the page's values) and the utilities read
 * `md:max-w-[720px]` instead of `min-[768px]:max-w-[720px]`. Tailwind orders named breakpoints by their values, as
 * it orders `min-[…]` variants, so the cascade the variants encode is unchanged. With more edges the arbitrary
 * variants stay (named and arbitrary ones are not ordered together).
 */
const NAMES = ["sm", "md", "lg", "xl", "2xl"];
const EDGE = /\b(min|max)-\[([\d.]+)px\]:/g;

export function nameBreakpoints(utilities: StyledDeclaration[][]): { utilities: StyledDeclaration[][]; breakpoints: ThemeVariable[] } {
  const edges = new Set<number>();
  for (const list of utilities) for (const d of list) for (const m of d.variant.matchAll(EDGE)) edges.add(Number(m[2]));
  if (!edges.size || edges.size > NAMES.length) return { utilities, breakpoints: [] };
  const sorted = [...edges].sort((a, b) => a - b);
  const nameOf = new Map(sorted.map((px, i) => [px, NAMES[i]]));
  const rename = (variant: string) => variant.replace(EDGE, (_, kind: string, px: string) => `${kind === "min" ? "" : "max-"}${nameOf.get(Number(px))}:`);
  return {
    utilities: utilities.map((list) => list.map((d) => ({ ...d, variant: rename(d.variant) }))),
    breakpoints: sorted.map((px, i) => ({ name: `breakpoint-${NAMES[i]}`, value: `${px}px` })),
  };
}
