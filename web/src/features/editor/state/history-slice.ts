import type { LayoutDoc } from "./document/types";

/** A History entry (spec section 3): the html and css of one state, held as a structurally shared document. */
export interface HistorySlice {
  past: LayoutDoc[];
  future: LayoutDoc[];
  /**
   * The last edit's coalescing key, time and the selection it was made with: typing in one field within a pause is
   * one step, and selecting something else in between starts a new one.
   */
  lastEdit: { key: string; at: number; selection: readonly string[] } | null;
}

export const HISTORY_LIMIT = 200;
export const COALESCE_MS = 1000;

export const initialHistorySlice: HistorySlice = { past: [], future: [], lastEdit: null };
