import type { ActionOf } from "../actions";
import type { EditorState } from "../editor-state";

export function toggleGrid(state: EditorState, _action: ActionOf<"toggleGrid">): EditorState {
  return { ...state, grid: !state.grid };
}
