import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { exportRetryOf, useExportQueue } from "@/lib/export-queue";

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
 * it says why and when to retry, with a button to do so. Used by the editor's export menu and the site export menu.
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
              close this meanwhile.
            </p>
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

/**
 * The dialog's state for an export menu: `started` when an export is asked for, `failed` with its error (true when
 * it was the 429 the dialog shows, so the menu shows no other failure), and the dialog's props while `pending`.
 * Retry asks `run` again for the last request.
 */
export function useExportStatus<T>(run: (request: T) => void) {
  const [last, setLast] = useState<{ request: T } | null>(null);
  const [refusal, setRefusal] = useState<ExportRefusal | null>(null);
  const [closed, setClosed] = useState(false);
  return {
    started(request: T) {
      setLast({ request });
      setRefusal(null);
      setClosed(false);
    },
    failed(error: unknown): boolean {
      const retry = exportRetryOf(error);
      if (retry) setRefusal(retry);
      return retry !== null;
    },
    dialog: (pending: boolean) => ({
      pending: pending && !closed,
      refusal: closed ? null : refusal,
      onRetry: () => last && run(last.request),
      onClose: () => setClosed(true),
    }),
  };
}
