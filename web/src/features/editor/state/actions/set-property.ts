import type { ActionOf } from "../actions";
import { commitDoc } from "../commit";
import { setAttr, withNodes } from "../document/edit-node";
import { withStyleProperty } from "@layoutlift/core/css/inline-style";
import { isDangerousCss } from "@layoutlift/core/html/css-dangers";
import type { EditorState } from "../editor-state";
import { editableElement } from "./editable-element";

/**
 * Writes one property into the element's inline style (camelCase → CSS name); typing coalesces into one step. A
 * value the active-content policy calls code-running CSS (`expression(`, `url(java\73 cript:…)`) is not taken.
 */
export function setProperty(state: EditorState, action: ActionOf<"setProperty">): EditorState {
  const el = editableElement(state, action.id);
  if (!el || isDangerousCss(`${action.property}:${action.value}`)) return state;
  const style = withStyleProperty(el.attrs.style, action.property, action.value);
  if (style === (el.attrs.style ?? "")) return state;
  const next = setAttr(el, "style", style === "" ? null : style);
  return commitDoc(state, withNodes(state.doc, [next]), { key: `${action.id}:style:${action.property}`, at: action.at });
}
