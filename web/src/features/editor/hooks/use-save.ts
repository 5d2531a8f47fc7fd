import { useCallback, useRef, useState } from "react";
import { toast } from "@/components/ui/toaster";
import { ApiError } from "@/lib/api-client";
import { useSaveLayout } from "../api/save-layout";
import { serializeLayout } from "../state/document/serialize-layout";
import { isDirty } from "../state/editor-state";
import { useEditorStoreApi } from "../state/editor-store";

/**
 * Saves with the version the editor loaded; a 409 (saved elsewhere meanwhile) writes nothing and offers a reload
 * instead, so neither tab's work is silently lost. Auto-saves are quiet when they succeed and are the same save
 * otherwise; after a conflict `conflicted` stays set (auto-save stops) until the editor loads a newer version.
 * A save resolves to whether it was written; one asked for while another is in flight is that one.
 */
export function useSave(layoutId: string, onReload: () => void) {
  const store = useEditorStoreApi();
  const mutation = useSaveLayout(layoutId);
  const [conflicted, setConflicted] = useState(false);
  const inFlight = useRef<Promise<boolean> | null>(null);
  const conflictSeen = useRef(false);
  const save = useCallback(
    (options: { auto?: boolean } = {}): Promise<boolean> => {
      if (inFlight.current) return inFlight.current;
      const { doc, version } = store.getState();
      const run = mutation.mutateAsync({ editedHtml: serializeLayout(doc, "save"), editedCss: doc.css, version }).then(
        (layout) => {
          store.getState().dispatch({ type: "markSaved", version: layout.version, savedDoc: doc });
          if (!options.auto) toast.success("Saved successfully", { description: "Your changes have been saved." });
          return true;
        },
        (err: unknown) => {
          if (err instanceof ApiError && err.status === 409) {
            conflictSeen.current = true;
            setConflicted(true);
            toast.error(options.auto ? "Auto-save stopped: newer version exists" : "Not saved: newer version exists", {
              description: err.serverMessage,
              duration: Infinity,
              action: { label: "Reload", onClick: onReload },
            });
          } else if (err instanceof ApiError && err.status === 401) {
            toast.error("Unauthorized", { description: "Please log in to access the editor." });
          } else {
            toast.error(options.auto ? "Auto-save failed" : "Save failed", { description: err instanceof ApiError ? err.serverMessage : "Please try again." });
          }
          return false;
        },
      );
      inFlight.current = run.finally(() => {
        inFlight.current = null;
      });
      return inFlight.current;
    },
    [mutation, store, onReload],
  );
  /**
   * Before the editor leaves this page for another page of the site: what is not saved yet is saved (after a save
   * already in flight), so switching pages never drops edits. Resolves false when they could not be saved (a
   * conflict, an error): the leave guard then asks before anything is dropped.
   */
  const saveBeforeLeaving = useCallback(async (): Promise<boolean> => {
    if (inFlight.current) await inFlight.current;
    if (!isDirty(store.getState())) return true;
    if (conflictSeen.current) return false;
    const saved = await save({ auto: true });
    if (saved) toast.success("Saved", { description: "Your edits to this page were saved before switching pages." });
    return saved;
  }, [save, store]);
  const clearConflict = useCallback(() => {
    conflictSeen.current = false;
    setConflicted(false);
  }, []);
  return { save, saveBeforeLeaving, isSaving: mutation.isPending, conflicted, clearConflict };
}
