import type { ActionOf } from "../actions";
import { commitDoc } from "../commit";
import { getElement, isLocked, setAttr, withNodes } from "../document/edit-node";
import { LOCK_ATTR } from "../document/types";
import type { EditorState } from "../editor-state";
import { selection } from "../selection-slice";

/** Locking drops the selection inside the locked part, since it can no longer be edited. */
export function toggleLock(state: EditorState, action: ActionOf<"toggleLock">): EditorState {
  const el = getElement(state.doc, action.id);
  if (!el) return state;
  const next = commitDoc(state, withNodes(state.doc, [setAttr(el, LOCK_ATTR, LOCK_ATTR in el.attrs ? null : "")]));
  const unlocked = next.selectedIds.filter((id) => !isLocked(next.doc, id, LOCK_ATTR));
  if (unlocked.length === next.selectedIds.length) return next;
  const primary = next.selectedId && unlocked.includes(next.selectedId) ? next.selectedId : undefined;
  return { ...next, ...selection(unlocked, primary), hoveredId: null };
}
