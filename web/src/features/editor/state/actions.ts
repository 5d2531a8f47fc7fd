import type { LayoutDoc } from "./document/types";
import type { Device, InsertKind, Tool } from "./view-slice";
import type { StyleScope } from "./styles/style-scope";

/** Everything that can change the editor; each has one pure handler in ./actions/. */
export type EditorAction =
  | { type: "load"; layoutId: string; html: string; css: string; version: number }
  | { type: "select"; id: string | null; additive?: boolean }
  | { type: "hover"; id: string | null }
  | { type: "setProperty"; id: string; property: string; value: string; at: number; scope?: StyleScope }
  | { type: "setText"; id: string; text: string; at: number; step?: boolean }
  | { type: "setTextRuns"; id: string; runs: { id: string; text: string }[] }
  | { type: "setImageSrc"; id: string; src: string; at: number }
  | { type: "replaceImage"; from: string; to: string }
  | { type: "insertElement"; kind: InsertKind; targetId?: string | null; src?: string }
  | { type: "deleteElements"; ids: readonly string[] }
  | { type: "moveElements"; ids: readonly string[]; parent: string | null; beforeId: string | null }
  | { type: "copySelection" }
  | { type: "paste"; html?: string }
  | { type: "duplicateSelection" }
  | { type: "toggleVisibility"; id: string }
  | { type: "toggleLock"; id: string }
  | { type: "renameLayer"; id: string; name: string }
  | { type: "applyAiEdit"; html: string; css: string }
  | { type: "applyCodeEdit"; id: string; html: string; css: string; ruleSelectors: readonly string[]; mediaSelectors?: readonly { query: string; selectors: readonly string[] }[] }
  | { type: "undo" }
  | { type: "redo" }
  | { type: "setDevice"; device: Device }
  | { type: "setDesktopWidth"; width: number }
  | { type: "setZoom"; zoom: number }
  | { type: "toggleGrid" }
  | { type: "setTool"; tool: Tool }
  | { type: "markSaved"; version: number; savedDoc: LayoutDoc };

export type ActionOf<T extends EditorAction["type"]> = Extract<EditorAction, { type: T }>;
