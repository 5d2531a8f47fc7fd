import type { ActionOf } from "../actions";
import { commitDoc } from "../commit";
import { parseLayout } from "../document/parse-layout";
import type { EditorState } from "../editor-state";
import { selection } from "../selection-slice";

/** An AI edit replaces html and css as one undoable step (ids continue, so none is reused). */
export function applyAiEdit(state: EditorState, action: ActionOf<"applyAiEdit">): EditorState {
  const doc = parseLayout(action.html, action.css, state.doc.nextId);
  return { ...commitDoc(state, doc), ...selection([]), hoveredId: null };
}
