import type { LayoutDoc } from "./document/types";
import type { InsertKind } from "./view-slice";
import type { CascadeWinner } from "./styles/cascade-winner";
import type { StyleScope } from "./styles/style-scope";

/**
 * Edits of the document: each has one pure handler in ./actions/ that returns the edited document (or null when it
 * changes nothing) and never touches history; ./history.ts records every one of them as an undo step.
 * View and selection state are not actions: they are the plain store slices in view-slice.ts and selection-slice.ts.
 */
export type DocumentAction =
  | { type: "setProperty"; id: string; property: string; value: string; at: number; scope?: StyleScope; winner?: CascadeWinner | null }
  | { type: "setText"; id: string; text: string; at: number; step?: boolean }
  | { type: "setTextRuns"; id: string; runs: { id: string; text: string }[] }
  | { type: "setImageSrc"; id: string; src: string; at: number }
  | { type: "replaceImage"; from: string; to: string }
  | { type: "insertElement"; kind: InsertKind; targetId?: string | null; src?: string }
  | { type: "deleteElements"; ids: readonly string[] }
  | { type: "moveElements"; ids: readonly string[]; parent: string | null; beforeId: string | null }
  | { type: "paste"; html?: string }
  | { type: "duplicateSelection" }
  | { type: "toggleVisibility"; id: string }
  | { type: "toggleLock"; id: string }
  | { type: "detachSharedPart"; id: string }
  | { type: "reattachSharedPart"; id: string; html: string; css: string }
  | { type: "renameLayer"; id: string; name: string }
  | { type: "applyAiEdit"; html: string; css: string }
  | { type: "restoreVersion"; html: string; css: string }
  | { type: "applyCodeEdit"; id: string; html: string; css: string; ruleSelectors: readonly string[]; mediaSelectors?: readonly { query: string; selectors: readonly string[] }[] };

/** Moves through history; handled by the history wrapper itself. */
export type HistoryAction = { type: "undo" } | { type: "redo" };

/** Opening a layout and recording a save: they set the document's baseline, so they are never undo steps. */
export type SessionAction = { type: "load"; layoutId: string; html: string; css: string; version: number } | { type: "markSaved"; version: number; savedDoc: LayoutDoc };

export type EditorAction = DocumentAction | HistoryAction | SessionAction;

export type ActionOf<T extends EditorAction["type"]> = Extract<EditorAction, { type: T }>;

/**
 * What a document handler answers: the new document, the elements to select afterwards (paste selects what it
 * pasted), and a coalescing key for edits that extend the previous step while the user types.
 */
export interface DocumentEdit {
  doc: LayoutDoc;
  select?: readonly string[];
  coalesce?: { key: string; at: number };
}
