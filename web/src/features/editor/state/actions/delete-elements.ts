import type { ActionOf } from "../actions";
import { commitDoc } from "../commit";
import { isLocked, subtreeIds } from "../document/edit-node";
import { removeNodes } from "../document/place-nodes";
import { topLevelElements } from "../document/tree-ops";
import { LOCK_ATTR } from "../document/types";
import type { EditorState } from "../editor-state";
import { keepSelection } from "./keep-selection";

/** Deletes every given element (the whole selection) as one undo step; locked ones stay. */
export function deleteElements(state: EditorState, action: ActionOf<"deleteElements">): EditorState {
  const targets = topLevelElements(state.doc, action.ids).filter((el) => !isLocked(state.doc, el.id, LOCK_ATTR));
  if (targets.length === 0) return state;
  const doc = removeNodes(state.doc, targets.map((el) => el.id), (id) => subtreeIds(state.doc, id));
  return keepSelection(commitDoc(state, doc));
}
