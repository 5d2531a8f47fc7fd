import type { ActionOf, DocumentEdit } from "../actions";
import { setAttr, withNodes } from "../document/edit-node";
import type { EditorState } from "../editor-state";
import { editableElement } from "./editable-element";
import { isSafeUrl } from "@layoutlift/core/html/url-schemes";

export function setImageSrc(state: EditorState, action: ActionOf<"setImageSrc">): DocumentEdit | null {
  const el = editableElement(state, action.id);
  if (!el || el.tag !== "img" || !isSafeUrl(action.src, "image")) return null;
  // A chosen source replaces responsive candidates, which would otherwise keep showing the old picture.
  let next = setAttr(el, "src", action.src);
  if ("srcset" in next.attrs) next = setAttr(next, "srcset", null);
  return { doc: withNodes(state.doc, [next]), coalesce: { key: `${action.id}:src`, at: action.at } };
}
