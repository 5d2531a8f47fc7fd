import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { DownloadIcon, LockIcon } from "lucide-react";
import { exportFormats, TAILWIND_FORMATS, type ExportFormat } from "@layoutlift/core/contract/export";
import { EXPORT_LOCKED, TAILWIND_LOCKED } from "@layoutlift/core/plans/entitlements";
import { ExportFormatItem } from "@/components/export-format-item";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { toast } from "@/components/ui/toaster";
import { ApiError } from "@/lib/api-client";
import { useExportLayout } from "../api/export-layout";
import { ExportStatusDialog, useExportStatus } from "@/components/export-status-dialog";
import { serializeLayout } from "../state/document/serialize-layout";
import { useEditorStoreApi } from "../state/editor-store";

const TAILWIND_LABEL = "Tailwind CSS classes (HTML, React, Vue, Next.js, ZIP projects)";

/**
 * `allowedFormats` and `allowedCssFlavours` are the plan's (GET /api/auth/user features): a format or the Tailwind
 * option the plan lacks shows a lock and leads to the plans, as the server refuses it with 402.
 */
export function ExportMenu({ layoutId, allowedFormats, allowedCssFlavours }: { layoutId: string; allowedFormats: readonly string[]; allowedCssFlavours: readonly string[] }) {
  const store = useEditorStoreApi();
  const navigate = useNavigate();
  const exportLayout = useExportLayout(layoutId);
  const tailwindLocked = !allowedCssFlavours.includes("tailwind");
  const anyLocked = tailwindLocked || exportFormats.some((f) => !allowedFormats.includes(f));
  const [tailwindChosen, setTailwind] = useState(false);
  const tailwind = tailwindChosen && !tailwindLocked;
  // The waiting dialog: how many exports are ahead, or the server's 429 with when to retry ("Retry export").
  const status = useExportStatus<ExportFormat>((format) => run(format));
  const supportsTailwind = (format: ExportFormat) => (TAILWIND_FORMATS as readonly string[]).includes(format);

  const run = (format: ExportFormat) => {
    const { doc } = store.getState();
    const cssFlavour = tailwind && supportsTailwind(format) ? "tailwind" : "plain";
    status.started(format);
    exportLayout.mutate(
      { format, html: serializeLayout(doc, "export"), css: doc.css, cssFlavour },
      {
        onSuccess: () => toast.success("Export successful", { description: "Your layout has been downloaded." }),
        onError: (err) => {
          // Too many exports in progress: the dialog says when to retry instead of a generic failure.
          if (!status.failed(err)) toast.error("Export failed", { description: err instanceof ApiError ? err.serverMessage : "Please try again." });
        },
      },
    );
  };

  return (
    <>
    <ExportStatusDialog {...status.dialog(exportLayout.isPending)} />
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="sm" disabled={exportLayout.isPending} aria-label={exportLayout.isPending ? "Exporting..." : "Export"} title="Export">
          <DownloadIcon />
          {/* Laptop widths show the icon only, so the header keeps room for the layout's name. */}
          <span className="hidden xl:inline">{exportLayout.isPending ? "Exporting..." : "Export"}</span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60">
        <DropdownMenuLabel>Export as</DropdownMenuLabel>
        {exportFormats.map((format) => (
          <ExportFormatItem
            key={format}
            format={format}
            locked={!allowedFormats.includes(format)}
            onExport={() => run(format)}
            note={tailwind && supportsTailwind(format) && <span className="ml-1 text-xs text-muted-foreground">+ Tailwind</span>}
          />
        ))}
        <DropdownMenuSeparator />
        {tailwindLocked ? (
          // Locked like a format the plan lacks: a lock, the reason on hover, and the plans on click.
          <DropdownMenuItem data-option="tailwind" data-locked title={TAILWIND_LOCKED} onSelect={() => navigate("/subscription-selection")}>
            <span className="flex-1">{TAILWIND_LABEL}</span>
            <LockIcon aria-label="Locked" className="text-muted-foreground" />
          </DropdownMenuItem>
        ) : (
          <DropdownMenuCheckboxItem
            checked={tailwind}
            data-option="tailwind"
            // Keeps the menu open: the toggle applies to the format picked next.
            onSelect={(event) => event.preventDefault()}
            onCheckedChange={(checked) => setTailwind(checked === true)}
          >
            {TAILWIND_LABEL}
          </DropdownMenuCheckboxItem>
        )}
        {anyLocked && (
          <>
            <DropdownMenuSeparator />
            <p className="px-2 py-1.5 text-xs text-muted-foreground">{EXPORT_LOCKED}</p>
          </>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
    </>
  );
}
