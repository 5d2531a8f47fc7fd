import type { ActionOf, DocumentEdit } from "../actions";
import type { EditorState } from "../editor-state";
import { codeEditResult } from "./code-edit";

/** The code view's Apply; an edit that does not validate changes nothing. The new element is selected. */
export function applyCodeEdit(state: EditorState, action: ActionOf<"applyCodeEdit">): DocumentEdit | null {
  const result = codeEditResult(state.doc, action);
  if ("error" in result) return null;
  return { doc: result.doc, select: [result.rootId] };
}
