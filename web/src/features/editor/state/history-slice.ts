import type { LayoutDoc } from "./document/types";

/** A History entry (spec section 3): the html and css of one state, held as a structurally shared document. */
export interface HistorySlice {
  past: LayoutDoc[];
  future: LayoutDoc[];
  /** The last edit's coalescing key and time: typing in one field within a pause is one step. */
  lastEdit: { key: string; at: number } | null;
}

export const HISTORY_LIMIT = 200;
export const COALESCE_MS = 1000;

export const initialHistorySlice: HistorySlice = { past: [], future: [], lastEdit: null };
