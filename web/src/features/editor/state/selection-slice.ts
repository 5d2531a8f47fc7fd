export interface SelectionSlice {
  /** The primary selection: the one the properties panel shows (the last one clicked). */
  selectedId: string | null;
  /** Every selected element, the primary included (Shift adds and removes). */
  selectedIds: readonly string[];
  hoveredId: string | null;
}

export const initialSelectionSlice: SelectionSlice = { selectedId: null, selectedIds: [], hoveredId: null };

const NONE: readonly string[] = [];

/** The selection as a whole: `ids` (primary last unless named). */
export function selection(ids: readonly string[], primary: string | null = ids[ids.length - 1] ?? null): Pick<SelectionSlice, "selectedId" | "selectedIds"> {
  return ids.length === 0 ? { selectedId: null, selectedIds: NONE } : { selectedId: primary, selectedIds: ids };
}
