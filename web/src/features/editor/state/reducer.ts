import type { DocumentAction, DocumentEdit, EditorAction } from "./actions";
import type { EditorState } from "./editor-state";
import { recordHistory } from "./history";
import { applyAiEdit } from "./actions/apply-ai-edit";
import { applyCodeEdit } from "./actions/apply-code-edit";
import { deleteElements } from "./actions/delete-elements";
import { duplicateSelection } from "./actions/duplicate-selection";
import { insertElement } from "./actions/insert-element";
import { load } from "./actions/load";
import { markSaved } from "./actions/mark-saved";
import { moveElements } from "./actions/move-elements";
import { paste } from "./actions/paste";
import { replaceImage } from "./actions/replace-image";
import { setImageSrc } from "./actions/set-image-src";
import { setProperty } from "./actions/set-property";
import { setText } from "./actions/set-text";
import { setTextRuns } from "./actions/set-text-runs";
import { renameLayer } from "./actions/rename-layer";
import { restoreVersion } from "./actions/restore-version";
import { toggleLock } from "./actions/toggle-lock";
import { detachSharedPart } from "./actions/detach-shared-part";
import { reattachSharedPart } from "./actions/reattach-shared-part";
import { toggleVisibility } from "./actions/toggle-visibility";

type DocumentHandlers = {
  [T in DocumentAction["type"]]: (state: EditorState, action: Extract<DocumentAction, { type: T }>) => DocumentEdit | null;
};

const documentHandlers: DocumentHandlers = {
  setProperty,
  setText,
  setTextRuns,
  setImageSrc,
  replaceImage,
  insertElement,
  deleteElements,
  moveElements,
  paste,
  duplicateSelection,
  toggleVisibility,
  toggleLock,
  detachSharedPart,
  reattachSharedPart,
  renameLayer,
  applyAiEdit,
  applyCodeEdit,
  restoreVersion,
};

function documentReducer(state: EditorState, action: DocumentAction): DocumentEdit | null {
  const handler = documentHandlers[action.type] as (state: EditorState, action: DocumentAction) => DocumentEdit | null;
  return handler(state, action);
}

const recorded = recordHistory(documentReducer);

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  if (action.type === "load") return load(state, action);
  if (action.type === "markSaved") return markSaved(state, action);
  return recorded(state, action);
}
