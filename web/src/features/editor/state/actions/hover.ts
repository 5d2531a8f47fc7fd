import type { ActionOf } from "../actions";
import { getElement, isLocked } from "../document/edit-node";
import { LOCK_ATTR } from "../document/types";
import type { EditorState } from "../editor-state";

export function hover(state: EditorState, action: ActionOf<"hover">): EditorState {
  const id = action.id && getElement(state.doc, action.id) && !isLocked(state.doc, action.id, LOCK_ATTR) ? action.id : null;
  return state.hoveredId === id ? state : { ...state, hoveredId: id };
}
