import { initialClipboardSlice, type ClipboardSlice } from "./clipboard-slice";
import { initialDocumentSlice, type DocumentSlice } from "./document-slice";
import { initialHistorySlice, type HistorySlice } from "./history-slice";
import { initialSelectionSlice, type SelectionSlice } from "./selection-slice";
import { initialViewSlice, type ViewSlice } from "./view-slice";

export type EditorState = DocumentSlice & SelectionSlice & HistorySlice & ViewSlice & ClipboardSlice;

export const initialEditorState: EditorState = {
  ...initialDocumentSlice,
  ...initialSelectionSlice,
  ...initialHistorySlice,
  ...initialViewSlice,
  ...initialClipboardSlice,
};

export function isDirty(state: Pick<EditorState, "doc" | "savedDoc">): boolean {
  return state.doc !== state.savedDoc;
}
