import type { ReactNode } from "react";
import { useNavigate } from "react-router-dom";
import { LockIcon } from "lucide-react";
import { exportFormatLabels, type ExportFormat } from "@layoutlift/core/contract/export";
import { EXPORT_LOCKED } from "@layoutlift/core/plans/entitlements";
import { DropdownMenuItem } from "@/components/ui/dropdown-menu";

/**
 * One format in an export menu (a layout's or a whole site's): a format the plan lacks shows a lock and leads to
 * the plans instead of a download that would be refused.
 */
export function ExportFormatItem({ format, locked, onExport, note }: { format: ExportFormat; locked: boolean; onExport: () => void; note?: ReactNode }) {
  const navigate = useNavigate();
  return (
    <DropdownMenuItem
      data-format={format}
      data-locked={locked || undefined}
      title={locked ? EXPORT_LOCKED : undefined}
      onSelect={() => (locked ? navigate("/subscription-selection") : onExport())}
    >
      <span className="flex-1">
        {exportFormatLabels[format]}
        {note}
      </span>
      {locked && <LockIcon aria-label="Locked" className="text-muted-foreground" />}
    </DropdownMenuItem>
  );
}
