import type { ActionOf, DocumentEdit } from "../actions";
import { canContain } from "../document/content-model";
import { getElement, isLocked } from "../document/edit-node";
import { getNode } from "../document/node-table";
import { moveNodes } from "../document/place-nodes";
import { isInside, topLevelElements } from "../document/tree-ops";
import { LOCK_ATTR } from "../document/types";
import type { EditorState } from "../editor-state";

/**
 * Drag to reorder (canvas or layers): moves the elements before `beforeId` inside `parent` (null: the page) at once.
 * Refused when the target is inside a moved element, locked, or cannot hold them (no block in a link).
 */
export function moveElements(state: EditorState, action: ActionOf<"moveElements">): DocumentEdit | null {
  const doc = state.doc;
  const parent = action.parent === null ? null : getElement(doc, action.parent);
  if (action.parent !== null && !parent) return null;
  if (parent && isLocked(doc, parent.id, LOCK_ATTR)) return null;
  const moving = topLevelElements(doc, action.ids);
  if (moving.length === 0) return null;
  for (const el of moving) {
    if (isLocked(doc, el.id, LOCK_ATTR)) return null;
    if (parent && isInside(doc, parent.id, el.id)) return null;
    if (!canContain(parent, el.tag)) return null;
  }
  const movingIds = new Set(moving.map((el) => el.id));
  // Dropping "before" one of the moved elements means before the first sibling after it that stays.
  let beforeId = action.beforeId;
  const siblings = parent ? parent.children : doc.roots;
  while (beforeId !== null && movingIds.has(beforeId)) beforeId = siblings[siblings.indexOf(beforeId) + 1] ?? null;
  if (beforeId !== null && getNode(doc.nodes, beforeId)?.parent !== (parent?.id ?? null)) return null;
  if (isNoop(siblings, moving.map((el) => el.id), beforeId, moving.every((el) => el.parent === (parent?.id ?? null)))) return null;
  return { doc: moveNodes(doc, moving.map((el) => el.id), { parent: parent?.id ?? null, beforeId }) };
}

/** True when the elements already sit together, in order, right before `beforeId`. */
function isNoop(siblings: readonly string[], ids: string[], beforeId: string | null, sameParent: boolean): boolean {
  if (!sameParent) return false;
  const start = siblings.indexOf(ids[0]);
  const together = ids.every((id, i) => siblings[start + i] === id);
  const after = siblings[start + ids.length] ?? null;
  return together && after === beforeId;
}
