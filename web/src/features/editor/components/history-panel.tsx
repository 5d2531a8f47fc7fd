import { useState } from "react";
import type { LayoutResponse } from "@layoutlift/core/contract/layouts";
import type { LayoutVersionSummary } from "@layoutlift/core/contract/layout-versions";
import { HistoryIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { ScrollArea } from "@/components/ui/scroll-area";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle, SheetTrigger } from "@/components/ui/sheet";
import { toast } from "@/components/ui/toaster";
import { ApiError } from "@/lib/api-client";
import { useLayoutHistory, useRestoreVersion } from "../api/layout-history";
import { isDirty } from "../state/editor-state";
import { useEditor, useEditorStoreApi } from "../state/editor-store";
import { versionName } from "./version-name";
import { VersionPreviewDialog } from "./version-preview-dialog";
import { VersionRow } from "./version-row";

/**
 * The layout's versions, newest first and the original extraction last: each can be named, previewed full size and
 * restored after a confirmation. A restore is saved as a new version (same stale-version rule as a save) and is one
 * undo step in the editor.
 */
export function HistoryPanel({ layoutId, onRestored }: { layoutId: string; onRestored: (layout: LayoutResponse) => void }) {
  const store = useEditorStoreApi();
  const openVersion = useEditor((s) => s.version);
  const [open, setOpen] = useState(false);
  const [preview, setPreview] = useState<LayoutVersionSummary | null>(null);
  const [confirming, setConfirming] = useState<LayoutVersionSummary | null>(null);
  const history = useLayoutHistory(layoutId, open);
  const restore = useRestoreVersion(layoutId);

  const restoreVersion = (v: LayoutVersionSummary) => {
    setConfirming(null);
    restore.mutate(
      { versionId: v.id, version: store.getState().version },
      {
        onSuccess: (layout) => {
          onRestored(layout);
          setOpen(false);
          setPreview(null);
          toast.success(`Restored ${versionName(v)}`, { description: `Saved as version ${layout.version}. Undo brings back what you had.` });
        },
        onError: (err) =>
          toast.error("Not restored", {
            description: err instanceof ApiError && err.status === 409 ? "This layout was saved somewhere else since you opened it. Reload first." : err instanceof ApiError ? err.serverMessage : "Please try again.",
          }),
      },
    );
  };
  const unsaved = confirming !== null && isDirty(store.getState());

  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" aria-label="Version history" title="Version history">
          <HistoryIcon />
        </Button>
      </SheetTrigger>
      <SheetContent side="right" className="w-full gap-2 sm:max-w-md" aria-label="Version history">
        <SheetHeader>
          <SheetTitle>Version history</SheetTitle>
          <SheetDescription>
            {history.data ? `Every save is kept for ${history.data.keepDays} days; the original extraction is always kept.` : "Every save is kept as a version."}
          </SheetDescription>
        </SheetHeader>
        <ScrollArea className="min-h-0 flex-1 px-4 pb-4">
          {history.isPending && <p className="text-sm text-muted-foreground">Loading history...</p>}
          {history.data?.versions.length === 0 && <p className="text-sm text-muted-foreground">No saved versions yet. Each save adds one.</p>}
          <ol className="grid gap-2" aria-label="Saved versions">
            {history.data?.versions.map((v) => (
              <VersionRow
                key={v.id}
                layoutId={layoutId}
                version={v}
                latest={v.version === openVersion}
                restoring={restore.isPending}
                onPreview={() => setPreview(v)}
                onRestore={() => setConfirming(v)}
              />
            ))}
          </ol>
        </ScrollArea>
      </SheetContent>
      <VersionPreviewDialog layoutId={layoutId} version={preview} current={preview?.version === openVersion} onClose={() => setPreview(null)} onRestore={setConfirming} />
      <ConfirmDialog
        open={confirming !== null}
        title={confirming ? `Restore ${versionName(confirming)}?` : "Restore?"}
        description={
          unsaved
            ? "It replaces what is open, including edits you have not saved. Undo brings them back, and the restore is saved as a new version."
            : "It replaces what is open and is saved as a new version. What you have now stays in the history, and Undo brings it back."
        }
        confirmLabel="Restore"
        onConfirm={() => confirming && restoreVersion(confirming)}
        onCancel={() => setConfirming(null)}
      />
    </Sheet>
  );
}
