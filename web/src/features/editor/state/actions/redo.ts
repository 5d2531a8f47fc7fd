import type { ActionOf } from "../actions";
import type { EditorState } from "../editor-state";
import { keepSelection } from "./keep-selection";

export function redo(state: EditorState, _action: ActionOf<"redo">): EditorState {
  if (state.future.length === 0) return state;
  const [doc, ...future] = state.future;
  return keepSelection({ ...state, doc, past: [...state.past, state.doc], future, lastEdit: null });
}
