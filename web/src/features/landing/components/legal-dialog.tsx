import { lazy, Suspense, useState } from "react";
import type { LegalDocument } from "../lib/legal-document";

const LegalDialogContent = lazy(async () => ({ default: (await import("./legal-dialog-content")).LegalDialogContent }));

/** Legal pages are short enough to read in place, so the footer opens them as dialogs. */
export function LegalDialog({ doc, label, className }: { doc: LegalDocument; label: string; className?: string }) {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        className={className}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
      >
        {label}
      </button>
      {requested && (
        <Suspense fallback={null}>
          <LegalDialogContent doc={doc} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
