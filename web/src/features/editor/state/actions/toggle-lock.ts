import type { ActionOf } from "../actions";
import { commitDoc } from "../commit";
import { getElement, isLocked, setAttr, withNodes } from "../document/edit-node";
import { LOCK_ATTR } from "../document/types";
import type { EditorState } from "../editor-state";

/** Locking drops the selection inside the locked part, since it can no longer be edited. */
export function toggleLock(state: EditorState, action: ActionOf<"toggleLock">): EditorState {
  const el = getElement(state.doc, action.id);
  if (!el) return state;
  const next = commitDoc(state, withNodes(state.doc, [setAttr(el, LOCK_ATTR, LOCK_ATTR in el.attrs ? null : "")]));
  const selectionLocked = !!next.selectedId && isLocked(next.doc, next.selectedId, LOCK_ATTR);
  return selectionLocked ? { ...next, selectedId: null, hoveredId: null } : next;
}
