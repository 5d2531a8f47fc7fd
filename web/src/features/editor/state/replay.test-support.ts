import type { EditorAction } from "./actions";
import { allNodes } from "./document/node-table";
import type { ElementNode } from "./document/types";
import { initialEditorState, type EditorState } from "./editor-state";
import { editorReducer } from "./reducer";

/** Test support: replays actions like the store does (Puck's executeSequence), with no DOM. */
export function replay(actions: EditorAction[], from: EditorState = initialEditorState): EditorState {
  return actions.reduce(editorReducer, from);
}

export function loadDoc(html: string, css = ""): EditorState {
  return replay([{ type: "load", layoutId: "l1", html, css, version: 1 }]);
}

/** The id of the first element matching a class (or a tag with `tag:` prefix). */
export function idOf(state: EditorState, cls: string, nth = 0): string {
  const matches = [...allNodes(state.doc.nodes)]
    .filter((n): n is ElementNode => n.kind === "element")
    .filter((n) => (cls.startsWith("tag:") ? n.tag === cls.slice(4) : n.attrs.class?.split(/\s+/).includes(cls)))
    .sort((a, b) => Number(a.id.slice(1)) - Number(b.id.slice(1)));
  if (!matches[nth]) throw new Error(`no .${cls}`);
  return matches[nth].id;
}
