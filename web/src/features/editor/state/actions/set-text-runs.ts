import type { ActionOf, DocumentEdit } from "../actions";
import { isInside } from "../document/tree-ops";
import { getNode, updateNodes } from "../document/node-table";
import type { TextNode } from "../document/types";
import type { EditorState } from "../editor-state";
import { editableElement } from "./editable-element";

/**
 * An in-place edit of text with inline markup (`Lead <b>text</b>`): each text node inside the element gets its new
 * text, the markup stays.
 */
export function setTextRuns(state: EditorState, action: ActionOf<"setTextRuns">): DocumentEdit | null {
  const el = editableElement(state, action.id);
  if (!el) return null;
  const changed: TextNode[] = [];
  for (const run of action.runs) {
    const node = getNode(state.doc.nodes, run.id);
    if (node?.kind !== "text" || !node.parent || !isInside(state.doc, node.parent, el.id)) return null;
    if (node.text !== run.text) changed.push({ ...node, text: run.text });
  }
  if (changed.length === 0) return null;
  return { doc: { ...state.doc, nodes: updateNodes(state.doc.nodes, changed) } };
}
