import { useState } from "react";
import type { LayoutResponse } from "@layoutlift/core/contract/layouts";
import type { LayoutVersionSummary } from "@layoutlift/core/contract/layout-versions";
import { HistoryIcon } from "lucide-react";
import { toast } from "@/components/ui/toaster";
import { ApiError } from "@/lib/api-client";
import { useLayoutHistory, useRestoreVersion } from "../api/layout-history";
import { useEditor, useEditorStoreApi } from "../state/editor-store";
import { HistorySheet } from "./history-sheet";
import { versionName } from "./version-name";
import { VersionPreviewDialog } from "./version-preview-dialog";
import { VersionRow } from "./version-row";

/**
 * The layout's versions, newest first and the original extraction last: each can be named, previewed full size and
 * restored after a confirmation. A restore is saved as a new version (same stale-version rule as a save) and is one
 * undo step in the editor. Without `onRestored` (a team Viewer, who may see the history but not change the layout)
 * the versions can only be previewed.
 */
export function HistoryPanel({ layoutId, onRestored }: { layoutId: string; onRestored?: (layout: LayoutResponse) => void }) {
  const readOnly = !onRestored;
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
          onRestored?.(layout);
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
  return (
    <HistorySheet
      title="Version history"
      icon={<HistoryIcon />}
      open={open}
      onOpenChange={setOpen}
      description={history.data ? `Every save is kept for ${history.data.keepDays} days; the original extraction is always kept.` : "Every save is kept as a version."}
      listLabel="Saved versions"
      history={history}
      items={history.data?.versions}
      emptyText="No saved versions yet. Each save adds one."
      renderItem={(v) => (
        <VersionRow
          key={v.id}
          layoutId={layoutId}
          version={v}
          latest={v.version === openVersion}
          restoring={restore.isPending}
          onPreview={() => setPreview(v)}
          onRestore={() => setConfirming(v)}
          readOnly={readOnly}
        />
      )}
      confirm={{
        item: confirming,
        title: (v) => `Restore ${versionName(v)}?`,
        description: (unsaved) =>
          unsaved
            ? "It replaces what is open, including edits you have not saved. Undo brings them back, and the restore is saved as a new version."
            : "It replaces what is open and is saved as a new version. What you have now stays in the history, and Undo brings it back.",
        label: "Restore",
        onConfirm: restoreVersion,
        onCancel: () => setConfirming(null),
      }}
    >
      <VersionPreviewDialog layoutId={layoutId} version={preview} current={preview?.version === openVersion} onClose={() => setPreview(null)} onRestore={readOnly ? undefined : setConfirming} />
    </HistorySheet>
  );
}
