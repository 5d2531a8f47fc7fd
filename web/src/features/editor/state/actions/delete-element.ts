import type { ActionOf } from "../actions";
import { commitDoc } from "../commit";
import { subtreeIds } from "../document/edit-node";
import { getNode, updateNodes } from "../document/node-table";
import type { ElementNode } from "../document/types";
import type { EditorState } from "../editor-state";
import { editableElement } from "./editable-element";

export function deleteElement(state: EditorState, action: ActionOf<"deleteElement">): EditorState {
  const el = editableElement(state, action.id);
  if (!el) return state;
  const doc = state.doc;
  const removed = subtreeIds(doc, el.id);
  let roots = doc.roots;
  const changed: ElementNode[] = [];
  if (el.parent) {
    const parent = getNode(doc.nodes, el.parent) as ElementNode;
    changed.push({ ...parent, children: parent.children.filter((id) => id !== el.id) });
  } else {
    roots = roots.filter((id) => id !== el.id);
  }
  const nodes = updateNodes(doc.nodes, changed, removed);
  const next = commitDoc(state, { ...doc, nodes, roots });
  const gone = new Set(removed);
  return {
    ...next,
    selectedId: next.selectedId && gone.has(next.selectedId) ? null : next.selectedId,
    hoveredId: next.hoveredId && gone.has(next.hoveredId) ? null : next.hoveredId,
  };
}
