import { getElement, isLocked } from "./document/edit-node";
import { LOCK_ATTR, type LayoutDoc } from "./document/types";
import type { SetState } from "./store-set";

export interface SelectionSlice {
  /** The primary selection: the one the properties panel shows (the last one clicked). */
  selectedId: string | null;
  /** Every selected element, the primary included (Shift adds and removes). */
  selectedIds: readonly string[];
  hoveredId: string | null;
}

export interface SelectionActions {
  /** Selects one element, or with `additive` (Shift) adds it or takes it out again; null clears the selection. */
  select(id: string | null, additive?: boolean): void;
  hover(id: string | null): void;
}

/** What selecting reads: the selection and the document it points into. */
type SelectionState = SelectionSlice & { doc: LayoutDoc };

export const initialSelectionSlice: SelectionSlice = { selectedId: null, selectedIds: [], hoveredId: null };

const NONE: readonly string[] = [];

/** The selection as a whole: `ids` (primary last unless named). */
export function selection(ids: readonly string[], primary: string | null = ids[ids.length - 1] ?? null): Pick<SelectionSlice, "selectedId" | "selectedIds"> {
  return ids.length === 0 ? { selectedId: null, selectedIds: NONE } : { selectedId: primary, selectedIds: ids };
}

/** Locked elements (and missing ones) cannot be selected or hovered, from the canvas or the layers panel. */
function selectable(doc: LayoutDoc, id: string | null): id is string {
  return !!id && !!getElement(doc, id) && !isLocked(doc, id, LOCK_ATTR);
}

export function selectElement(state: SelectionState, id: string | null, additive = false): Partial<SelectionState> {
  if (id === null) return state.selectedIds.length === 0 ? state : selection([]);
  if (!selectable(state.doc, id)) return state;
  if (additive) {
    const has = state.selectedIds.includes(id);
    return selection(has ? state.selectedIds.filter((s) => s !== id) : [...state.selectedIds, id]);
  }
  return state.selectedId === id && state.selectedIds.length === 1 ? state : selection([id]);
}

export function hoverElement(state: SelectionState, id: string | null): Partial<SelectionState> {
  const hoveredId = selectable(state.doc, id) ? id : null;
  return state.hoveredId === hoveredId ? state : { hoveredId };
}

/** After the document changes (an edit, undo, redo), selection and hover keep only elements still selectable. */
export function keepSelectable<S extends SelectionState>(state: S): S {
  const ids = state.selectedIds.filter((id) => selectable(state.doc, id));
  const hoveredId = selectable(state.doc, state.hoveredId) ? state.hoveredId : null;
  if (ids.length === state.selectedIds.length && hoveredId === state.hoveredId) return state;
  const primary = state.selectedId && ids.includes(state.selectedId) ? state.selectedId : undefined;
  return { ...state, ...selection(ids, primary), hoveredId };
}

export function selectionActions(set: SetState<SelectionState>): SelectionActions {
  return {
    select: (id, additive) => set((state) => selectElement(state, id, additive)),
    hover: (id) => set((state) => hoverElement(state, id)),
  };
}
