import type { ActionOf, DocumentEdit } from "../actions";
import { parseLayout } from "../document/parse-layout";
import type { EditorState } from "../editor-state";

/** An AI edit replaces html and css (ids continue, so none is reused); nothing stays selected. */
export function applyAiEdit(state: EditorState, action: ActionOf<"applyAiEdit">): DocumentEdit {
  const doc = parseLayout(action.html, action.css, state.doc.nextId);
  return { doc, select: [] };
}
