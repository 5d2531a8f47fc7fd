import type { ActionOf, DocumentEdit } from "../actions";
import { elementKind } from "../document/element-kind";
import { updateNodes } from "../document/node-table";
import type { TextNode } from "../document/types";
import type { EditorState } from "../editor-state";
import { editableElement } from "./editable-element";

/**
 * Replaces a text element's content with plain text (never markup). Typing in the content field coalesces into
 * one step; an in-place edit on the canvas (`step`) is always a step of its own.
 */
export function setText(state: EditorState, action: ActionOf<"setText">): DocumentEdit | null {
  const el = editableElement(state, action.id);
  if (!el) return null;
  const kind = elementKind(state.doc, el);
  if (kind !== "text" && kind !== "button") return null;
  const id = `n${state.doc.nextId}`;
  const text: TextNode = { kind: "text", id, text: action.text, parent: el.id };
  const nodes = updateNodes(state.doc.nodes, [text, { ...el, children: action.text ? [id] : [] }], el.children);
  const doc = { ...state.doc, nodes, nextId: state.doc.nextId + 1 };
  return { doc, coalesce: action.step ? undefined : { key: `${action.id}:text`, at: action.at } };
}
