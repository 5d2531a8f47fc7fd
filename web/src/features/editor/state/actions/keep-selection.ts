import { getElement } from "../document/edit-node";
import type { EditorState } from "../editor-state";
import { selection } from "../selection-slice";

/** After the document changes shape (undo, redo, delete), selection and hover keep only elements that still exist. */
export function keepSelection(state: EditorState): EditorState {
  const ids = state.selectedIds.filter((id) => getElement(state.doc, id));
  const hoveredId = getElement(state.doc, state.hoveredId) ? state.hoveredId : null;
  if (ids.length === state.selectedIds.length && hoveredId === state.hoveredId) return state;
  const primary = state.selectedId && ids.includes(state.selectedId) ? state.selectedId : undefined;
  return { ...state, ...selection(ids, primary), hoveredId };
}
