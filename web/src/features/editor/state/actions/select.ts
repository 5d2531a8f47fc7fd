import type { ActionOf } from "../actions";
import { getElement, isLocked } from "../document/edit-node";
import { LOCK_ATTR } from "../document/types";
import type { EditorState } from "../editor-state";
import { selection } from "../selection-slice";

/**
 * Selects one element, or with `additive` (Shift) adds it to the selection or takes it out again.
 * Locked elements cannot be selected (from the canvas or the layers panel).
 */
export function select(state: EditorState, action: ActionOf<"select">): EditorState {
  if (action.id === null) return state.selectedIds.length === 0 ? state : { ...state, ...selection([]) };
  if (!getElement(state.doc, action.id) || isLocked(state.doc, action.id, LOCK_ATTR)) return state;
  if (action.additive) {
    const has = state.selectedIds.includes(action.id);
    const ids = has ? state.selectedIds.filter((id) => id !== action.id) : [...state.selectedIds, action.id];
    return { ...state, ...selection(ids), lastEdit: null };
  }
  if (state.selectedId === action.id && state.selectedIds.length === 1) return state;
  return { ...state, ...selection([action.id]), lastEdit: null };
}
