import type { ActionOf } from "../actions";
import type { EditorState } from "../editor-state";
import { DESKTOP_WIDTH_MAX, DESKTOP_WIDTH_MIN } from "../view-slice";

/** Picks the desktop canvas width (1280, 1440 or a custom one) and shows the desktop canvas. */
export function setDesktopWidth(state: EditorState, action: ActionOf<"setDesktopWidth">): EditorState {
  if (!Number.isFinite(action.width)) return state;
  const desktopWidth = Math.min(DESKTOP_WIDTH_MAX, Math.max(DESKTOP_WIDTH_MIN, Math.round(action.width)));
  if (desktopWidth === state.desktopWidth && state.device === "desktop") return state;
  return { ...state, desktopWidth, device: "desktop" };
}
