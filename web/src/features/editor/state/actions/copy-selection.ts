import type { ActionOf } from "../actions";
import { serializeLayout } from "../document/serialize-layout";
import { topLevelElements } from "../document/tree-ops";
import type { EditorState } from "../editor-state";

/** Ctrl/Cmd+C: the selected elements as saved HTML (editor ids left out), for paste. Not an undo step. */
export function copySelection(state: EditorState, _action: ActionOf<"copySelection">): EditorState {
  const roots = topLevelElements(state.doc, state.selectedIds).map((el) => el.id);
  if (roots.length === 0) return state;
  return { ...state, clipboard: serializeLayout({ ...state.doc, roots }, "save") };
}
