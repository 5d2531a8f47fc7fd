import { useCallback } from "react";
import { toast } from "@/components/ui/toaster";
import { ApiError } from "@/lib/api-client";
import { useSaveLayout } from "../api/save-layout";
import { serializeLayout } from "../state/document/serialize-layout";
import { useEditorStoreApi } from "../state/editor-store";

/**
 * Saves with the version the editor loaded; a 409 (saved elsewhere meanwhile) writes nothing and offers a reload
 * instead, so neither tab's work is silently lost.
 */
export function useSave(layoutId: string, onReload: () => void) {
  const store = useEditorStoreApi();
  const mutation = useSaveLayout(layoutId);
  const save = useCallback(() => {
    if (mutation.isPending) return;
    const { doc, version } = store.getState();
    mutation.mutate(
      { editedHtml: serializeLayout(doc, "save"), editedCss: doc.css, version },
      {
        onSuccess: (layout) => {
          store.getState().dispatch({ type: "markSaved", version: layout.version, savedDoc: doc });
          toast.success("Saved successfully", { description: "Your changes have been saved." });
        },
        onError: (err) => {
          if (err instanceof ApiError && err.status === 409) {
            toast.error("Not saved: newer version exists", {
              description: err.serverMessage,
              duration: Infinity,
              action: { label: "Reload", onClick: onReload },
            });
          } else if (err instanceof ApiError && err.status === 401) {
            toast.error("Unauthorized", { description: "Please log in to access the editor." });
          } else {
            toast.error("Save failed", { description: err instanceof ApiError ? err.serverMessage : "Please try again." });
          }
        },
      },
    );
  }, [mutation, store, onReload]);
  return { save, isSaving: mutation.isPending };
}
