import { DETACHED_PART_ATTR } from "@layoutlift/core/contract/site-parts";
import type { ActionOf, DocumentEdit } from "../actions";
import { getElement, setAttr, withNodes } from "../document/edit-node";
import type { EditorState } from "../editor-state";

/**
 * "Detach for this page": the page's copy of a site's shared part keeps its own edits from now on and no longer
 * follows edits made on other pages. An ordinary edit, so it is undone like one and saved with the page.
 */
export function detachSharedPart(state: EditorState, action: ActionOf<"detachSharedPart">): DocumentEdit | null {
  const el = getElement(state.doc, action.id);
  if (!el || DETACHED_PART_ATTR in el.attrs) return null;
  return { doc: withNodes(state.doc, [setAttr(el, DETACHED_PART_ATTR, "")]) };
}
