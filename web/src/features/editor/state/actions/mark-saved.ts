import type { ActionOf } from "../actions";
import type { EditorState } from "../editor-state";

/** Records what was saved; edits made while the save was in flight stay unsaved. */
export function markSaved(state: EditorState, action: ActionOf<"markSaved">): EditorState {
  return { ...state, savedDoc: action.savedDoc, version: action.version, lastEdit: null };
}
