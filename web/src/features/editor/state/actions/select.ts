import type { ActionOf } from "../actions";
import { getElement, isLocked } from "../document/edit-node";
import { LOCK_ATTR } from "../document/types";
import type { EditorState } from "../editor-state";

/** Locked elements cannot be selected (from the canvas or the layers panel). */
export function select(state: EditorState, action: ActionOf<"select">): EditorState {
  if (action.id === null) return state.selectedId === null ? state : { ...state, selectedId: null };
  if (!getElement(state.doc, action.id) || isLocked(state.doc, action.id, LOCK_ATTR)) return state;
  return state.selectedId === action.id ? state : { ...state, selectedId: action.id, lastEdit: null };
}
