import { getElement, isLocked } from "../document/edit-node";
import { LOCK_ATTR, type ElementNode } from "../document/types";
import type { EditorState } from "../editor-state";

/** The element an edit targets, or null when it is missing or locked (locked means no edits). */
export function editableElement(state: EditorState, id: string): ElementNode | null {
  const el = getElement(state.doc, id);
  if (!el || isLocked(state.doc, id, LOCK_ATTR)) return null;
  return el;
}
