import type { EditorAction } from "./actions";
import { allNodes } from "./document/node-table";
import type { ElementNode } from "./document/types";
import { createEditorStore, type EditorStoreState } from "./editor-store";
import { initialEditorState, type EditorState } from "./editor-state";
import type { Device, Tool } from "./view-slice";

/** One step of a replay: a document action, or a call of a view/selection setter. */
export type Step = EditorAction | ((store: EditorStoreState) => void);

/** Test support: replays steps through a real store (Puck's executeSequence), with no DOM. */
export function replay(steps: Step[], from: EditorState = initialEditorState): EditorStoreState {
  const store = createEditorStore(from);
  for (const step of steps) {
    if (typeof step === "function") step(store.getState());
    else store.getState().dispatch(step);
  }
  return store.getState();
}

export const select = (id: string | null, additive?: boolean): Step => (s) => s.select(id, additive);
export const hover = (id: string | null): Step => (s) => s.hover(id);
export const copySelection: Step = (s) => s.copySelection();
export const setDevice = (device: Device): Step => (s) => s.setDevice(device);
export const setDesktopWidth = (width: number): Step => (s) => s.setDesktopWidth(width);
export const setZoom = (zoom: number): Step => (s) => s.setZoom(zoom);
export const setTool = (tool: Tool): Step => (s) => s.setTool(tool);
export const toggleGrid: Step = (s) => s.toggleGrid();

export function loadDoc(html: string, css = ""): EditorStoreState {
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

/** The state fields (not setters) that are no longer the same objects: [] when a step changed nothing. */
export function changedFields(after: EditorState, before: EditorState): string[] {
  return (Object.keys(initialEditorState) as (keyof EditorState)[]).filter((key) => !Object.is(after[key], before[key]));
}
