import { COMPONENT_NAME_ATTR } from "@layoutlift/core/export/model/structure/editor-attributes";
import type { ActionOf, DocumentEdit } from "../actions";
import { getElement, setAttr, withNodes } from "../document/edit-node";
import type { EditorState } from "../editor-state";
import { layerNameProblem } from "../document/layer-name";

/**
 * Names the layer's component: stored as `data-ll-component`, which is saved with the layout and read by every
 * export for the component's file and identifier, never printed in the markup.
 */
export function renameLayer(state: EditorState, action: ActionOf<"renameLayer">): DocumentEdit | null {
  const el = getElement(state.doc, action.id);
  const name = action.name.trim().replace(/\s+/g, " ");
  if (!el || layerNameProblem(name) || el.attrs[COMPONENT_NAME_ATTR] === name) return null;
  return { doc: withNodes(state.doc, [setAttr(el, COMPONENT_NAME_ATTR, name)]) };
}
