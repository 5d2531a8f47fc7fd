import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { useExportQueue } from "../api/export-queue";

export interface ExportRefusal {
  message: string;
  retryAfterSeconds: number | null;
}

export const waitingText = (ahead: number) => `Waiting for ${ahead} ${ahead === 1 ? "export" : "exports"} ahead of yours…`;
export const retryText = (seconds: number | null) =>
  seconds === null ? "You can try again in a moment." : `You can try again in about ${seconds} ${seconds === 1 ? "second" : "seconds"}.`;

/**
 * Exports print one per user at a time, a few users at once; the rest wait in line. While the user's export waits
 * this says how many are ahead of it (polling GET /api/exports/queue), and when the server refuses one more (429)
 * it says why and when to retry, with a button to do so.
 */
export function ExportStatusDialog({
  pending,
  refusal,
  onRetry,
  onClose,
}: {
  pending: boolean;
  refusal: ExportRefusal | null;
  onRetry: () => void;
  onClose: () => void;
}) {
  const queue = useExportQueue(pending);
  const waiting = pending && queue.data && queue.data.waiting > 0 ? queue.data : null;
  const open = waiting !== null || refusal !== null;
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent className="sm:max-w-sm" data-testid="export-status">
        {refusal ? (
          <>
            <DialogHeader>
              <DialogTitle>Export not started</DialogTitle>
              <DialogDescription>{refusal.message}</DialogDescription>
            </DialogHeader>
            <p className="text-sm text-muted-foreground" data-testid="export-retry-after">
              {retryText(refusal.retryAfterSeconds)}
            </p>
            <DialogFooter>
              <Button variant="outline" onClick={onClose}>
                Close
              </Button>
              <Button onClick={onRetry}>Retry export</Button>
            </DialogFooter>
          </>
        ) : waiting ? (
          <>
            <DialogHeader>
              <DialogTitle>Export queued</DialogTitle>
              <DialogDescription role="status">{waitingText(waiting.ahead)}</DialogDescription>
            </DialogHeader>
            <p className="text-sm text-muted-foreground">
              It starts in about {waiting.startsInSeconds} {waiting.startsInSeconds === 1 ? "second" : "seconds"} and downloads when it is ready; you can
              close this and keep editing.
            </p>
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
