import type { LayoutSummary } from "@layoutlift/core/contract/layouts";
import { hostOf } from "./layout-display";

export const LAYOUT_SORTS = {
  newest: "Newest first",
  oldest: "Oldest first",
  edited: "Recently edited",
  name: "Name (A–Z)",
} as const;
export type LayoutSort = keyof typeof LAYOUT_SORTS;

type Filterable = Pick<LayoutSummary, "title" | "url" | "createdAt" | "updatedAt">;

export const layoutName = (l: Pick<LayoutSummary, "title" | "url">) => l.title || hostOf(l.url);

/** Case-insensitive match on the shown name and the address; blank queries keep everything. */
export function filterAndSortLayouts<T extends Filterable>(layouts: T[], query: string, sort: LayoutSort): T[] {
  const q = query.trim().toLocaleLowerCase();
  const matching = q ? layouts.filter((l) => `${layoutName(l)}\n${l.url}`.toLocaleLowerCase().includes(q)) : [...layouts];
  const time = (iso: string) => new Date(iso).getTime();
  const compare: Record<LayoutSort, (a: T, b: T) => number> = {
    newest: (a, b) => time(b.createdAt) - time(a.createdAt),
    oldest: (a, b) => time(a.createdAt) - time(b.createdAt),
    edited: (a, b) => time(b.updatedAt) - time(a.updatedAt),
    name: (a, b) => layoutName(a).localeCompare(layoutName(b), undefined, { sensitivity: "base", numeric: true }),
  };
  return matching.sort(compare[sort]);
}
