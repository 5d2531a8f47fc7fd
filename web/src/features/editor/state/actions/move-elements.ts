import type { ActionOf } from "../actions";
import { commitDoc } from "../commit";
import { canContain } from "../document/content-model";
import { getElement, isLocked } from "../document/edit-node";
import { getNode } from "../document/node-table";
import { moveNodes } from "../document/place-nodes";
import { isInside, topLevelElements } from "../document/tree-ops";
import { LOCK_ATTR } from "../document/types";
import type { EditorState } from "../editor-state";

/**
 * Drag to reorder (canvas or layers): moves the elements before `beforeId` inside `parent` (null: the page) as one
 * undo step. Refused when the target is inside a moved element, locked, or cannot hold them (no block in a link).
 */
export function moveElements(state: EditorState, action: ActionOf<"moveElements">): EditorState {
  const doc = state.doc;
  const parent = action.parent === null ? null : getElement(doc, action.parent);
  if (action.parent !== null && !parent) return state;
  if (parent && isLocked(doc, parent.id, LOCK_ATTR)) return state;
  const moving = topLevelElements(doc, action.ids);
  if (moving.length === 0) return state;
  for (const el of moving) {
    if (isLocked(doc, el.id, LOCK_ATTR)) return state;
    if (parent && isInside(doc, parent.id, el.id)) return state;
    if (!canContain(parent, el.tag)) return state;
  }
  const movingIds = new Set(moving.map((el) => el.id));
  // Dropping "before" one of the moved elements means before the first sibling after it that stays.
  let beforeId = action.beforeId;
  const siblings = parent ? parent.children : doc.roots;
  while (beforeId !== null && movingIds.has(beforeId)) beforeId = siblings[siblings.indexOf(beforeId) + 1] ?? null;
  if (beforeId !== null && getNode(doc.nodes, beforeId)?.parent !== (parent?.id ?? null)) return state;
  if (isNoop(siblings, moving.map((el) => el.id), beforeId, moving.every((el) => el.parent === (parent?.id ?? null)))) return state;
  return commitDoc(state, moveNodes(doc, moving.map((el) => el.id), { parent: parent?.id ?? null, beforeId }));
}

/** True when the elements already sit together, in order, right before `beforeId`. */
function isNoop(siblings: readonly string[], ids: string[], beforeId: string | null, sameParent: boolean): boolean {
  if (!sameParent) return false;
  const start = siblings.indexOf(ids[0]);
  const together = ids.every((id, i) => siblings[start + i] === id);
  const after = siblings[start + ids.length] ?? null;
  return together && after === beforeId;
}
