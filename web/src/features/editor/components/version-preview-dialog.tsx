import type { LayoutVersionSummary } from "@layoutlift/core/contract/layout-versions";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { useLayoutVersion } from "../api/layout-history";
import { versionName } from "./version-name";
import { VersionPreview } from "./version-preview";

interface VersionPreviewDialogProps {
  layoutId: string;
  version: LayoutVersionSummary | null;
  current: boolean;
  onClose: () => void;
  /** Absent for someone who may only view the layout: the preview offers no restore. */
  onRestore?: (version: LayoutVersionSummary) => void;
}

/** A version at the size of the window, so it can be judged before it is brought back. */
export function VersionPreviewDialog({ layoutId, version, current, onClose, onRestore }: VersionPreviewDialogProps) {
  const detail = useLayoutVersion(layoutId, version?.id ?? null);
  return (
    <Dialog open={version !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="flex h-[calc(100dvh-4rem)] w-[calc(100vw-4rem)] max-w-none flex-col sm:max-w-none" data-testid="version-preview">
        <DialogHeader>
          <DialogTitle>{version ? versionName(version) : "Version"}</DialogTitle>
          <DialogDescription>{version ? `Saved by ${version.author.name}.${onRestore ? " Nothing changes until you restore it." : ""}` : ""}</DialogDescription>
        </DialogHeader>
        {detail.data ? (
          <VersionPreview html={detail.data.html} css={detail.data.css} className="h-auto min-h-0 flex-1" />
        ) : (
          <p className="flex-1 text-sm text-muted-foreground">{detail.isError ? "This version could not be loaded." : "Loading preview..."}</p>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Close preview
          </Button>
          {version && !current && onRestore && <Button onClick={() => onRestore(version)}>Restore this version</Button>}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
