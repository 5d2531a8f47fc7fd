import type { LayoutDoc } from "./document/types";
import type { Device, InsertKind, Tool } from "./view-slice";

/** Everything that can change the editor; each has one pure handler in ./actions/. */
export type EditorAction =
  | { type: "load"; layoutId: string; html: string; css: string; version: number }
  | { type: "select"; id: string | null }
  | { type: "hover"; id: string | null }
  | { type: "setProperty"; id: string; property: string; value: string; at: number }
  | { type: "setText"; id: string; text: string; at: number }
  | { type: "setImageSrc"; id: string; src: string; at: number }
  | { type: "insertElement"; kind: InsertKind; targetId?: string | null }
  | { type: "deleteElement"; id: string }
  | { type: "toggleVisibility"; id: string }
  | { type: "toggleLock"; id: string }
  | { type: "applyAiEdit"; html: string; css: string }
  | { type: "undo" }
  | { type: "redo" }
  | { type: "setDevice"; device: Device }
  | { type: "setZoom"; zoom: number }
  | { type: "toggleGrid" }
  | { type: "setTool"; tool: Tool }
  | { type: "markSaved"; version: number; savedDoc: LayoutDoc };

export type ActionOf<T extends EditorAction["type"]> = Extract<EditorAction, { type: T }>;
