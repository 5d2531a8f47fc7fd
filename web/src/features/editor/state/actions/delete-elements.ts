import type { ActionOf, DocumentEdit } from "../actions";
import { isLocked, subtreeIds } from "../document/edit-node";
import { removeNodes } from "../document/place-nodes";
import { topLevelElements } from "../document/tree-ops";
import { LOCK_ATTR } from "../document/types";
import type { EditorState } from "../editor-state";

/** Deletes every given element (the whole selection) at once; locked ones stay. */
export function deleteElements(state: EditorState, action: ActionOf<"deleteElements">): DocumentEdit | null {
  const targets = topLevelElements(state.doc, action.ids).filter((el) => !isLocked(state.doc, el.id, LOCK_ATTR));
  if (targets.length === 0) return null;
  return { doc: removeNodes(state.doc, targets.map((el) => el.id), (id) => subtreeIds(state.doc, id)) };
}
