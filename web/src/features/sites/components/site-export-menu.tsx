import { useNavigate } from "react-router-dom";
import { DownloadIcon, LockIcon } from "lucide-react";
import { exportFormatLabels } from "@layoutlift/core/contract/export";
import { SITE_FORMATS } from "@layoutlift/core/contract/sites";
import { EXPORT_LOCKED } from "@layoutlift/core/plans/entitlements";
import { Button } from "@/components/ui/button";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { toast } from "@/components/ui/toaster";
import { ApiError } from "@/lib/api-client";
import { useExportSite } from "../api/export-site";

/**
 * "Export site" on a site's card and progress page: the formats a whole site exports as, locked ones (by plan)
 * leading to the plans page as in the editor's export menu. Pages still extracting are left out by the API, which
 * answers 409 when no page is captured yet.
 */
export function SiteExportMenu({ siteId, title, allowedFormats }: { siteId: string; title: string; allowedFormats: readonly string[] }) {
  const navigate = useNavigate();
  const exportSite = useExportSite(siteId);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button size="sm" variant="outline" disabled={exportSite.isPending} aria-label={`Export the site ${title}`}>
          <DownloadIcon aria-hidden="true" /> {exportSite.isPending ? "Exporting..." : "Export"}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60">
        <DropdownMenuLabel>Export the whole site as</DropdownMenuLabel>
        {SITE_FORMATS.map((format) => {
          const locked = !allowedFormats.includes(format);
          return (
            <DropdownMenuItem
              key={format}
              data-format={format}
              data-locked={locked || undefined}
              title={locked ? EXPORT_LOCKED : undefined}
              onSelect={() =>
                locked
                  ? navigate("/subscription-selection")
                  : exportSite.mutate(format, {
                      onSuccess: (name) => toast.success("Site exported", { description: `${name} has been downloaded.` }),
                      onError: (err) => toast.error("Export failed", { description: err instanceof ApiError ? err.serverMessage : "Please try again." }),
                    })
              }
            >
              <span className="flex-1">{exportFormatLabels[format]}</span>
              {locked && <LockIcon aria-label="Locked" className="text-muted-foreground" />}
            </DropdownMenuItem>
          );
        })}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
