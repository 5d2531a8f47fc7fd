import type { ActionOf, DocumentEdit } from "../actions";
import { isLocked } from "../document/edit-node";
import { attachNodes } from "../document/place-nodes";
import { cloneSubtrees, nextSiblingId, topLevelElements } from "../document/tree-ops";
import { LOCK_ATTR } from "../document/types";
import type { EditorState } from "../editor-state";

/** Ctrl/Cmd+D: each selected element gets a copy right after it; the copies become the selection. */
export function duplicateSelection(state: EditorState, _action: ActionOf<"duplicateSelection">): DocumentEdit | null {
  const targets = topLevelElements(state.doc, state.selectedIds).filter((el) => !isLocked(state.doc, el.id, LOCK_ATTR));
  if (targets.length === 0) return null;
  let doc = state.doc;
  const copies: string[] = [];
  for (const el of targets) {
    const cloned = cloneSubtrees(doc, [el.id], el.parent, doc.nextId);
    doc = attachNodes(doc, { parent: el.parent, beforeId: nextSiblingId(doc, el.id) }, cloned.roots, cloned.nodes, cloned.nextId);
    copies.push(...cloned.roots);
  }
  return { doc, select: copies };
}
