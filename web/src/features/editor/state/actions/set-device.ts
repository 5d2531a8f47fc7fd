import type { ActionOf } from "../actions";
import type { EditorState } from "../editor-state";

export function setDevice(state: EditorState, action: ActionOf<"setDevice">): EditorState {
  return state.device === action.device ? state : { ...state, device: action.device };
}
