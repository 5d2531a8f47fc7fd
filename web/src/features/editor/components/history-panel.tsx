import { useState } from "react";
import type { LayoutResponse } from "@layoutlift/core/contract/layouts";
import { HistoryIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ScrollArea } from "@/components/ui/scroll-area";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle, SheetTrigger } from "@/components/ui/sheet";
import { toast } from "@/components/ui/toaster";
import { ApiError } from "@/lib/api-client";
import { useLayoutHistory, useLayoutVersion, useRestoreVersion } from "../api/layout-history";
import { isDirty } from "../state/editor-state";
import { useEditorStoreApi } from "../state/editor-store";
import { VersionPreview } from "./version-preview";

const timeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

/**
 * The layout's saved versions (newest first, kept for the plan's days): each can be previewed and restored. A
 * restore is saved as a new version with the same stale-version rule as a save, then opened in the editor.
 */
export function HistoryPanel({ layoutId, onRestored }: { layoutId: string; onRestored: (layout: LayoutResponse) => void }) {
  const store = useEditorStoreApi();
  const [open, setOpen] = useState(false);
  const [previewId, setPreviewId] = useState<string | null>(null);
  const history = useLayoutHistory(layoutId, open);
  const preview = useLayoutVersion(layoutId, previewId);
  const restore = useRestoreVersion(layoutId);

  const restoreVersion = (versionId: string, number: number) => {
    if (isDirty(store.getState()) && !window.confirm("Restoring replaces your unsaved edits. Restore anyway?")) return;
    restore.mutate(
      { versionId, version: store.getState().version },
      {
        onSuccess: (layout) => {
          onRestored(layout);
          setOpen(false);
          setPreviewId(null);
          toast.success(`Restored version ${number}`, { description: `Saved as version ${layout.version}.` });
        },
        onError: (err) =>
          toast.error("Not restored", {
            description: err instanceof ApiError && err.status === 409 ? "This layout was saved somewhere else since you opened it. Reload first." : err instanceof ApiError ? err.serverMessage : "Please try again.",
          }),
      },
    );
  };

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
            {history.data ? `Every save is kept for ${history.data.keepDays} days.` : "Every save is kept as a version."}
          </SheetDescription>
        </SheetHeader>
        {previewId && (
          <div className="grid gap-2 px-4" data-testid="version-preview">
            {preview.data ? <VersionPreview html={preview.data.html} css={preview.data.css} /> : <p className="text-sm text-muted-foreground">Loading preview...</p>}
            <Button variant="outline" size="sm" onClick={() => setPreviewId(null)}>
              Close preview
            </Button>
          </div>
        )}
        <ScrollArea className="min-h-0 flex-1 px-4 pb-4">
          {history.isPending && <p className="text-sm text-muted-foreground">Loading history...</p>}
          {history.data?.versions.length === 0 && <p className="text-sm text-muted-foreground">No saved versions yet. Each save adds one.</p>}
          <ol className="grid gap-2" aria-label="Saved versions">
            {history.data?.versions.map((v, index) => (
              <li key={v.id} className="grid gap-1 rounded-md border p-2 text-sm" data-version={v.version}>
                <div className="flex items-center justify-between gap-2">
                  <span className="font-medium">
                    Version {v.version}
                    {index === 0 && <span className="ml-2 text-xs text-muted-foreground">(latest)</span>}
                  </span>
                  <time className="text-xs text-muted-foreground" dateTime={v.createdAt}>
                    {timeFormat.format(new Date(v.createdAt))}
                  </time>
                </div>
                <p className="text-xs text-muted-foreground">
                  by {v.author.name}
                  {v.restoredFrom !== null && ` · restored from version ${v.restoredFrom}`}
                </p>
                <div className="flex gap-2">
                  <Button variant="outline" size="sm" onClick={() => setPreviewId(v.id)} aria-label={`Preview version ${v.version}`}>
                    Preview
                  </Button>
                  <Button size="sm" disabled={restore.isPending} onClick={() => restoreVersion(v.id, v.version)} aria-label={`Restore version ${v.version}`}>
                    Restore
                  </Button>
                </div>
              </li>
            ))}
          </ol>
        </ScrollArea>
      </SheetContent>
    </Sheet>
  );
}
