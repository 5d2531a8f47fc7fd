import type { ActionOf, DocumentEdit } from "../actions";
import { getElement, setAttr, withNodes } from "../document/edit-node";
import { LOCK_ATTR } from "../document/types";
import type { EditorState } from "../editor-state";

/** Locks or unlocks an element and everything inside it (the history drops a selection the lock makes uneditable). */
export function toggleLock(state: EditorState, action: ActionOf<"toggleLock">): DocumentEdit | null {
  const el = getElement(state.doc, action.id);
  if (!el) return null;
  return { doc: withNodes(state.doc, [setAttr(el, LOCK_ATTR, LOCK_ATTR in el.attrs ? null : "")]) };
}
