import type { ActionOf, DocumentEdit } from "../actions";
import { parseLayout } from "../document/parse-layout";
import type { EditorState } from "../editor-state";

/**
 * A version brought back from history replaces the document as one undo step, so Undo returns to what was open
 * before (unsaved edits included). Ids continue, so none is reused; nothing stays selected.
 */
export function restoreVersion(state: EditorState, action: ActionOf<"restoreVersion">): DocumentEdit {
  return { doc: parseLayout(action.html, action.css, state.doc.nextId), select: [] };
}
