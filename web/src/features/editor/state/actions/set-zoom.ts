import type { ActionOf } from "../actions";
import type { EditorState } from "../editor-state";
import { ZOOM_MAX, ZOOM_MIN, ZOOM_STEP } from "../view-slice";

/** 50–200 % in steps of 10 (spec section 4). */
export function setZoom(state: EditorState, action: ActionOf<"setZoom">): EditorState {
  if (!Number.isFinite(action.zoom)) return state;
  const zoom = Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, Math.round(action.zoom / ZOOM_STEP) * ZOOM_STEP));
  return zoom === state.zoom ? state : { ...state, zoom };
}
