import type { ActionOf, DocumentEdit } from "../actions";
import { canContain } from "../document/content-model";
import { getElement, isLocked } from "../document/edit-node";
import { allNodes, getNode } from "../document/node-table";
import { parseLayout } from "../document/parse-layout";
import { attachNodes } from "../document/place-nodes";
import { nextSiblingId, topLevelElements } from "../document/tree-ops";
import { LOCK_ATTR, type ElementNode } from "../document/types";
import type { EditorState } from "../editor-state";

/**
 * Ctrl/Cmd+V: the copied elements go right after the last selected element, in its parent (or at the end of the
 * page). They are parsed again like any loaded layout, so nothing unsafe can come in through the clipboard.
 */
export function paste(state: EditorState, action: ActionOf<"paste">): DocumentEdit | null {
  const html = action.html ?? state.clipboard;
  if (!html) return null;
  const selected = topLevelElements(state.doc, state.selectedIds);
  const anchor = selected[selected.length - 1] ?? null;
  if (anchor && isLocked(state.doc, anchor.id, LOCK_ATTR)) return null;
  const parent = anchor?.parent ? getElement(state.doc, anchor.parent) : null;
  const parentId = parent?.id ?? null;

  const parsed = parseLayout(html, "", state.doc.nextId);
  const roots = parsed.roots.map((id) => getNode(parsed.nodes, id)).filter((n): n is ElementNode => n?.kind === "element");
  if (roots.length === 0 || roots.some((el) => !canContain(parent, el.tag))) return null;
  const rootIds = new Set(roots.map((el) => el.id));
  // Whitespace between the copied elements is left behind; the roots are re-parented to where they land.
  const nodes = [...allNodes(parsed.nodes)]
    .filter((n) => n.parent !== null || rootIds.has(n.id))
    .map((n) => (n.parent === null ? { ...n, parent: parentId } : n));
  const beforeId = anchor ? nextSiblingId(state.doc, anchor.id) : null;
  const doc = attachNodes(state.doc, { parent: parentId, beforeId }, [...rootIds], nodes, parsed.nextId);
  return { doc, select: [...rootIds] };
}
