import type { ActionOf, DocumentEdit } from "../actions";
import { setAttr, withNodes } from "../document/edit-node";
import type { EditorState } from "../editor-state";
import { editableElement } from "./editable-element";

/** Hidden uses the `hidden` attribute, so the element stays hidden in saved and exported code too. */
export function toggleVisibility(state: EditorState, action: ActionOf<"toggleVisibility">): DocumentEdit | null {
  const el = editableElement(state, action.id);
  if (!el) return null;
  const next = setAttr(el, "hidden", "hidden" in el.attrs ? null : "");
  return { doc: withNodes(state.doc, [next]) };
}
