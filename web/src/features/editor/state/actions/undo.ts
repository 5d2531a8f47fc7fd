import type { ActionOf } from "../actions";
import type { EditorState } from "../editor-state";
import { keepSelection } from "./keep-selection";

export function undo(state: EditorState, _action: ActionOf<"undo">): EditorState {
  if (state.past.length === 0) return state;
  const doc = state.past[state.past.length - 1];
  return keepSelection({ ...state, doc, past: state.past.slice(0, -1), future: [state.doc, ...state.future], lastEdit: null });
}
