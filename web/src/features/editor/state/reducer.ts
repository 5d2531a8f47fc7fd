import type { EditorAction } from "./actions";
import type { EditorState } from "./editor-state";
import { applyAiEdit } from "./actions/apply-ai-edit";
import { applyCodeEdit } from "./actions/apply-code-edit";
import { copySelection } from "./actions/copy-selection";
import { deleteElements } from "./actions/delete-elements";
import { duplicateSelection } from "./actions/duplicate-selection";
import { hover } from "./actions/hover";
import { insertElement } from "./actions/insert-element";
import { load } from "./actions/load";
import { markSaved } from "./actions/mark-saved";
import { moveElements } from "./actions/move-elements";
import { paste } from "./actions/paste";
import { redo } from "./actions/redo";
import { replaceImage } from "./actions/replace-image";
import { select } from "./actions/select";
import { setDesktopWidth } from "./actions/set-desktop-width";
import { setDevice } from "./actions/set-device";
import { setImageSrc } from "./actions/set-image-src";
import { setProperty } from "./actions/set-property";
import { setText } from "./actions/set-text";
import { setTextRuns } from "./actions/set-text-runs";
import { setTool } from "./actions/set-tool";
import { setZoom } from "./actions/set-zoom";
import { toggleGrid } from "./actions/toggle-grid";
import { renameLayer } from "./actions/rename-layer";
import { toggleLock } from "./actions/toggle-lock";
import { toggleVisibility } from "./actions/toggle-visibility";
import { undo } from "./actions/undo";

type Handlers = { [T in EditorAction["type"]]: (state: EditorState, action: Extract<EditorAction, { type: T }>) => EditorState };

const handlers: Handlers = {
  load,
  select,
  hover,
  setProperty,
  setText,
  setTextRuns,
  setImageSrc,
  replaceImage,
  insertElement,
  deleteElements,
  moveElements,
  copySelection,
  paste,
  duplicateSelection,
  toggleVisibility,
  toggleLock,
  renameLayer,
  applyAiEdit,
  applyCodeEdit,
  undo,
  redo,
  setDevice,
  setDesktopWidth,
  setZoom,
  toggleGrid,
  setTool,
  markSaved,
};

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  const handler = handlers[action.type] as (state: EditorState, action: EditorAction) => EditorState;
  return handler(state, action);
}
