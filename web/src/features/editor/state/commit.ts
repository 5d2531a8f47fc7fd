import type { LayoutDoc } from "./document/types";
import type { EditorState } from "./editor-state";
import { COALESCE_MS, HISTORY_LIMIT } from "./history-slice";

/**
 * Replaces the document and records the previous one for undo. An edit with the same coalescing key as the
 * previous one, soon after it, extends that step instead of adding one (typing "24" is one step, not two).
 */
export function commitDoc(state: EditorState, doc: LayoutDoc, coalesce?: { key: string; at: number }): EditorState {
  if (doc === state.doc) return state;
  const last = state.lastEdit;
  const extend = !!coalesce && !!last && last.key === coalesce.key && coalesce.at - last.at <= COALESCE_MS && state.past.length > 0;
  const past = extend ? state.past : [...state.past, state.doc].slice(-HISTORY_LIMIT);
  return { ...state, doc, past, future: [], lastEdit: coalesce ?? null };
}
