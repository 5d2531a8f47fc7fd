import type { ActionOf } from "../actions";
import { initialClipboardSlice } from "../clipboard-slice";
import { parseLayout } from "../document/parse-layout";
import type { EditorState } from "../editor-state";
import { initialHistorySlice } from "../history-slice";
import { initialSelectionSlice } from "../selection-slice";

/** Opens a layout: fresh document, empty history, selection and clipboard; view settings kept. */
export function load(state: EditorState, action: ActionOf<"load">): EditorState {
  const doc = parseLayout(action.html, action.css);
  return {
    ...state,
    ...initialSelectionSlice,
    ...initialHistorySlice,
    ...initialClipboardSlice,
    layoutId: action.layoutId,
    version: action.version,
    doc,
    savedDoc: doc,
  };
}
