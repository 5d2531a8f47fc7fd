import { useCallback, useState } from "react";
import { toast } from "@/components/ui/toaster";
import { ApiError } from "@/lib/api-client";
import { useSaveLayout } from "../api/save-layout";
import { serializeLayout } from "../state/document/serialize-layout";
import { useEditorStoreApi } from "../state/editor-store";

/**
 * Saves with the version the editor loaded; a 409 (saved elsewhere meanwhile) writes nothing and offers a reload
 * instead, so neither tab's work is silently lost. Auto-saves are quiet when they succeed and are the same save
 * otherwise; after a conflict `conflicted` stays set (auto-save stops) until the editor loads a newer version.
 */
export function useSave(layoutId: string, onReload: () => void) {
  const store = useEditorStoreApi();
  const mutation = useSaveLayout(layoutId);
  const [conflicted, setConflicted] = useState(false);
  const save = useCallback(
    (options: { auto?: boolean } = {}) => {
      if (mutation.isPending) return;
      const { doc, version } = store.getState();
      mutation.mutate(
        { editedHtml: serializeLayout(doc, "save"), editedCss: doc.css, version },
        {
          onSuccess: (layout) => {
            store.getState().dispatch({ type: "markSaved", version: layout.version, savedDoc: doc });
            if (!options.auto) toast.success("Saved successfully", { description: "Your changes have been saved." });
          },
          onError: (err) => {
            if (err instanceof ApiError && err.status === 409) {
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
          },
        },
      );
    },
    [mutation, store, onReload],
  );
  const clearConflict = useCallback(() => setConflicted(false), []);
  return { save, isSaving: mutation.isPending, conflicted, clearConflict };
}
