import type { LayoutSummary } from "@layoutlift/core/contract/layouts";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { layoutName } from "../lib/layout-filter";

export function DeleteLayoutDialog({ layout, onCancel, onConfirm }: { layout: LayoutSummary | null; onCancel: () => void; onConfirm: (layout: LayoutSummary) => void }) {
  return (
    <ConfirmDialog
      open={!!layout}
      title={`Delete "${layout ? layoutName(layout) : ""}"?`}
      description="The layout, its edits and its screenshot are removed. You can undo for a few seconds afterwards. Extractions already counted against your plan stay counted."
      confirmLabel="Delete layout"
      destructive
      onCancel={onCancel}
      onConfirm={() => layout && onConfirm(layout)}
    />
  );
}
