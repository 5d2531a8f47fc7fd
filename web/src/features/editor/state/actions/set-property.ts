import type { ActionOf } from "../actions";
import { commitDoc } from "../commit";
import { setAttr, withNodes } from "../document/edit-node";
import { withStyleProperty } from "@layoutlift/core/css/inline-style";
import type { EditorState } from "../editor-state";
import { editableElement } from "./editable-element";

/** Writes one property into the element's inline style (camelCase → CSS name); typing coalesces into one step. */
export function setProperty(state: EditorState, action: ActionOf<"setProperty">): EditorState {
  const el = editableElement(state, action.id);
  if (!el) return state;
  const style = withStyleProperty(el.attrs.style, action.property, action.value);
  if (style === (el.attrs.style ?? "")) return state;
  const next = setAttr(el, "style", style === "" ? null : style);
  return commitDoc(state, withNodes(state.doc, [next]), { key: `${action.id}:style:${action.property}`, at: action.at });
}
