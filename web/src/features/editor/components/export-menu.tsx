import { useState } from "react";
import { DownloadIcon } from "lucide-react";
import { exportFormats, TAILWIND_FORMATS, type ExportFormat } from "@layoutlift/core/contract/export";
import { EXPORT_LOCKED } from "@layoutlift/core/plans/entitlements";
import { ExportFormatItem } from "@/components/export-format-item";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
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

export function ExportMenu({ layoutId, allowedFormats }: { layoutId: string; allowedFormats: readonly string[] }) {
  const store = useEditorStoreApi();
  const exportLayout = useExportLayout(layoutId);
  const anyLocked = exportFormats.some((f) => !allowedFormats.includes(f));
  const [tailwind, setTailwind] = useState(false);
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
        <DropdownMenuCheckboxItem
          checked={tailwind}
          data-option="tailwind"
          // Keeps the menu open: the toggle applies to the format picked next.
          onSelect={(event) => event.preventDefault()}
          onCheckedChange={(checked) => setTailwind(checked === true)}
        >
          Tailwind CSS classes (HTML, React, Vue, Next.js, ZIP projects)
        </DropdownMenuCheckboxItem>
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
