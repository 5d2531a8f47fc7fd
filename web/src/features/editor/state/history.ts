import type { DocumentAction, DocumentEdit, HistoryAction } from "./actions";
import type { LayoutDoc } from "./document/types";
import type { EditorState } from "./editor-state";
import { COALESCE_MS, HISTORY_LIMIT } from "./history-slice";
import { keepSelectable, selection } from "./selection-slice";

export type DocumentReducer = (state: EditorState, action: DocumentAction) => DocumentEdit | null;

/**
 * The one place undo history is kept (Puck's storeInterceptor): every document edit a handler answers with becomes
 * an undo step, undo and redo move through the steps, and after any change the selection keeps only elements that
 * can still be selected. Handlers stay pure document functions and never see the history.
 */
export function recordHistory(reduce: DocumentReducer): (state: EditorState, action: DocumentAction | HistoryAction) => EditorState {
  return (state, action) => {
    if (action.type === "undo") return undo(state);
    if (action.type === "redo") return redo(state);
    const edit = reduce(state, action);
    if (!edit || edit.doc === state.doc) return state;
    const recorded = record(state, edit);
    return keepSelectable(edit.select ? { ...recorded, ...selection(edit.select) } : recorded);
  };
}

/**
 * An edit with the same coalescing key as the previous one, soon after it and with the same selection, extends
 * that step instead of adding one (typing "24" is one step, not two).
 */
function record(state: EditorState, edit: DocumentEdit): EditorState {
  const last = state.lastEdit;
  const next = edit.coalesce;
  const extend =
    !!next && !!last && last.key === next.key && next.at - last.at <= COALESCE_MS && last.selection === state.selectedIds && state.past.length > 0;
  const past = extend ? state.past : [...state.past, state.doc].slice(-HISTORY_LIMIT);
  return { ...state, doc: edit.doc, past, future: [], lastEdit: next ? { ...next, selection: state.selectedIds } : null };
}

function undo(state: EditorState): EditorState {
  if (state.past.length === 0) return state;
  const doc = state.past[state.past.length - 1];
  return moveTo(state, doc, state.past.slice(0, -1), [state.doc, ...state.future]);
}

function redo(state: EditorState): EditorState {
  if (state.future.length === 0) return state;
  const [doc, ...future] = state.future;
  return moveTo(state, doc, [...state.past, state.doc], future);
}

function moveTo(state: EditorState, doc: LayoutDoc, past: LayoutDoc[], future: LayoutDoc[]): EditorState {
  return keepSelectable({ ...state, doc, past, future, lastEdit: null });
}
