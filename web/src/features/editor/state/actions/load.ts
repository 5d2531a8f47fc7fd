import type { ActionOf } from "../actions";
import { parseLayout } from "../document/parse-layout";
import { initialEditorState, type EditorState } from "../editor-state";

/** Opens a layout: fresh document, empty history, view settings kept. */
export function load(state: EditorState, action: ActionOf<"load">): EditorState {
  const doc = parseLayout(action.html, action.css);
  return {
    ...initialEditorState,
    tool: state.tool,
    device: state.device,
    desktopWidth: state.desktopWidth,
    zoom: state.zoom,
    grid: state.grid,
    layoutId: action.layoutId,
    version: action.version,
    doc,
    savedDoc: doc,
  };
}
