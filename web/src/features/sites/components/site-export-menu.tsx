import { DownloadIcon } from "lucide-react";
import { SITE_FORMATS, type SiteFormat } from "@layoutlift/core/contract/sites";
import { ExportStatusDialog, useExportStatus } from "@/components/export-status-dialog";
import { ExportFormatItem } from "@/components/export-format-item";
import { Button } from "@/components/ui/button";
import { DropdownMenu, DropdownMenuContent, DropdownMenuLabel, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { toast } from "@/components/ui/toaster";
import { ApiError } from "@/lib/api-client";
import { useExportSite } from "../api/export-site";

/**
 * "Export site" on a site's card and progress page: the formats a whole site exports as, locked ones (by plan)
 * leading to the plans page as in the editor's export menu. Pages still extracting are left out by the API, which
 * answers 409 when no page is captured yet. While the export waits in the user's export line the editor's waiting
 * dialog says how many are ahead, and a 429 (too many exports at once) shows there with when to retry.
 */
export function SiteExportMenu({ siteId, title, allowedFormats }: { siteId: string; title: string; allowedFormats: readonly string[] }) {
  const exportSite = useExportSite(siteId);
  const status = useExportStatus<SiteFormat>((format) => run(format));
  const run = (format: SiteFormat) => {
    status.started(format);
    exportSite.mutate(format, {
      onSuccess: (name) => toast.success("Site exported", { description: `${name} has been downloaded.` }),
      onError: (err) => {
        if (!status.failed(err)) toast.error("Export failed", { description: err instanceof ApiError ? err.serverMessage : "Please try again." });
      },
    });
  };
  return (
    <>
    <ExportStatusDialog {...status.dialog(exportSite.isPending)} />
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button size="sm" variant="outline" disabled={exportSite.isPending} aria-label={`Export the site ${title}`}>
          <DownloadIcon aria-hidden="true" /> {exportSite.isPending ? "Exporting..." : "Export"}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60">
        <DropdownMenuLabel>Export the whole site as</DropdownMenuLabel>
        {SITE_FORMATS.map((format) => (
          <ExportFormatItem
            key={format}
            format={format}
            locked={!allowedFormats.includes(format)}
            onExport={() => run(format)}
          />
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
    </>
  );
}
