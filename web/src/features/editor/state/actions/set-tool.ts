import type { ActionOf } from "../actions";
import type { EditorState } from "../editor-state";

export function setTool(state: EditorState, action: ActionOf<"setTool">): EditorState {
  return state.tool === action.tool ? state : { ...state, tool: action.tool };
}
