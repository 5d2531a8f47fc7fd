import type { LayoutSummary } from "@layoutlift/core/api/layouts";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { layoutName } from "../lib/layout-filter";

export function DeleteLayoutDialog({ layout, onCancel, onConfirm }: { layout: LayoutSummary | null; onCancel: () => void; onConfirm: (layout: LayoutSummary) => void }) {
  return (
    <AlertDialog open={!!layout} onOpenChange={(open) => !open && onCancel()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete "{layout ? layoutName(layout) : ""}"?</AlertDialogTitle>
          <AlertDialogDescription>
            The layout, its edits and its screenshot are removed. You can undo for a few seconds afterwards. Extractions already counted
            against your plan stay counted.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction className="bg-destructive text-white hover:bg-destructive/90" onClick={() => layout && onConfirm(layout)}>
            Delete layout
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
