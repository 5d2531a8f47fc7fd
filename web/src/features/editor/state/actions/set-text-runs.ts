import type { ActionOf } from "../actions";
import { commitDoc } from "../commit";
import { isInside } from "../document/tree-ops";
import { getNode, updateNodes } from "../document/node-table";
import type { TextNode } from "../document/types";
import type { EditorState } from "../editor-state";
import { editableElement } from "./editable-element";

/**
 * An in-place edit of text with inline markup (`Lead <b>text</b>`): each text node inside the element gets its new
 * text, the markup stays. One undo step.
 */
export function setTextRuns(state: EditorState, action: ActionOf<"setTextRuns">): EditorState {
  const el = editableElement(state, action.id);
  if (!el) return state;
  const changed: TextNode[] = [];
  for (const run of action.runs) {
    const node = getNode(state.doc.nodes, run.id);
    if (node?.kind !== "text" || !node.parent || !isInside(state.doc, node.parent, el.id)) return state;
    if (node.text !== run.text) changed.push({ ...node, text: run.text });
  }
  if (changed.length === 0) return state;
  return commitDoc(state, { ...state.doc, nodes: updateNodes(state.doc.nodes, changed) });
}
