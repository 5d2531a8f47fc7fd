import { getElement } from "../document/edit-node";
import type { EditorState } from "../editor-state";

/** After the document jumps (undo/redo), selection and hover survive only if their element still exists. */
export function keepSelection(state: EditorState): EditorState {
  const selectedId = getElement(state.doc, state.selectedId) ? state.selectedId : null;
  const hoveredId = getElement(state.doc, state.hoveredId) ? state.hoveredId : null;
  return selectedId === state.selectedId && hoveredId === state.hoveredId ? state : { ...state, selectedId, hoveredId };
}
