import type { ActionOf } from "../actions";
import { commitDoc } from "../commit";
import type { EditorState } from "../editor-state";
import { selection } from "../selection-slice";
import { codeEditResult } from "./code-edit";

/** The code view's Apply: one undo step; an edit that does not validate changes nothing. */
export function applyCodeEdit(state: EditorState, action: ActionOf<"applyCodeEdit">): EditorState {
  const result = codeEditResult(state.doc, action);
  if ("error" in result) return state;
  return { ...commitDoc(state, result.doc), ...selection([result.rootId]) };
}
