import type { ActionOf } from "../actions";
import { commitDoc } from "../commit";
import { elementKind } from "../document/element-kind";
import { updateNodes } from "../document/node-table";
import type { TextNode } from "../document/types";
import type { EditorState } from "../editor-state";
import { editableElement } from "./editable-element";

/**
 * Replaces a text element's content with plain text (never markup). Typing in the content field coalesces into
 * one step; an in-place edit on the canvas (`step`) is always a step of its own.
 */
export function setText(state: EditorState, action: ActionOf<"setText">): EditorState {
  const el = editableElement(state, action.id);
  if (!el) return state;
  const kind = elementKind(state.doc, el);
  if (kind !== "text" && kind !== "button") return state;
  const id = `n${state.doc.nextId}`;
  const text: TextNode = { kind: "text", id, text: action.text, parent: el.id };
  const nodes = updateNodes(state.doc.nodes, [text, { ...el, children: action.text ? [id] : [] }], el.children);
  const doc = { ...state.doc, nodes, nextId: state.doc.nextId + 1 };
  return commitDoc(state, doc, action.step ? undefined : { key: `${action.id}:text`, at: action.at });
}
