import { useEffect, useRef } from "react";
import { isDirty } from "../state/editor-state";
import type { EditorStore } from "../state/editor-store";

/** How long after the last edit an auto-save starts: long enough that typing a value is one save. */
export const AUTO_SAVE_DELAY_MS = 3000;

/**
 * Saves a few seconds after the last edit while `enabled` (the user's Auto-save setting, and no unresolved
 * conflict). Edits made while a save is in flight are saved by the next round, once that save is marked.
 */
export function useAutoSave(store: EditorStore, save: (options: { auto: boolean }) => void, isSaving: boolean, enabled: boolean): void {
  const latest = useRef({ save, isSaving });
  latest.current = { save, isSaving };
  useEffect(() => {
    if (!enabled) return;
    let timer: number | undefined;
    const schedule = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => {
        if (!isDirty(store.getState())) return;
        if (latest.current.isSaving) schedule();
        else latest.current.save({ auto: true });
      }, AUTO_SAVE_DELAY_MS);
    };
    if (isDirty(store.getState())) schedule();
    const unsubscribe = store.subscribe((state, prev) => {
      if ((state.doc !== prev.doc || state.savedDoc !== prev.savedDoc) && isDirty(state)) schedule();
    });
    return () => {
      unsubscribe();
      window.clearTimeout(timer);
    };
  }, [store, enabled]);
}
