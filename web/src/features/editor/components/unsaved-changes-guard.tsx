import { useCallback, useEffect } from "react";
import { useBlocker } from "react-router-dom";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { isDirty } from "../state/editor-state";
import { useEditor, useEditorStoreApi } from "../state/editor-store";

/** Leaving with unsaved changes asks first: the browser prompt for tabs and reloads, a dialog in the app. */
export function UnsavedChangesGuard() {
  const dirty = useEditor(isDirty);
  const store = useEditorStoreApi();
  // Read from the store when the navigation happens, not from the last render: a save that finished just before
  // (the page switcher saves, then navigates) must not be asked about.
  const shouldBlock = useCallback(
    ({ currentLocation, nextLocation }: { currentLocation: { pathname: string }; nextLocation: { pathname: string } }) =>
      isDirty(store.getState()) && currentLocation.pathname !== nextLocation.pathname,
    [store],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = "";
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [dirty]);

  return (
    <ConfirmDialog
      open={blocker.state === "blocked"}
      title="Leave without saving?"
      description="You have unsaved changes in this layout. If you leave now, they will be lost."
      confirmLabel="Leave"
      cancelLabel="Stay"
      onCancel={() => blocker.reset?.()}
      onConfirm={() => blocker.proceed?.()}
    />
  );
}
