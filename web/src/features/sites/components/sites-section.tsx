import { CardHeading } from "@/components/card-heading";
import { useState } from "react";
import { Link } from "react-router-dom";
import { Globe, Loader2, Pencil, Trash2 } from "lucide-react";
import type { SiteSummary } from "@layoutlift/core/contract/sites";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useUser } from "@/features/auth";
import { useDeleteSite, useSites } from "../api/sites";
import { SiteExportMenu } from "./site-export-menu";

function hostOf(url: string): string {
  try {
    return new URL(url).host.replace(/^www\./, "");
  } catch {
    return url;
  }
}

function SiteCard({ site, canDelete, onDelete, allowedFormats }: { site: SiteSummary; canDelete: boolean; onDelete: () => void; allowedFormats: readonly string[] }) {
  const running = site.status === "running" || site.status === "queued";
  const title = site.title || hostOf(site.startUrl);
  const pages = `${site.pageCount} ${site.pageCount === 1 ? "page" : "pages"}`;
  return (
    <li data-testid="site-card" className="flex flex-col overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm">
      <div className="relative aspect-[16/10] overflow-hidden border-b bg-muted">
        {site.screenshotUrl ? (
          <img src={site.screenshotUrl} alt={`Screenshot of ${site.startUrl}`} loading="lazy" className="size-full object-cover object-top" />
        ) : (
          <div className="flex size-full items-center justify-center text-muted-foreground">
            <Globe className="size-8" aria-hidden="true" />
          </div>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <CardHeading
          title={title}
          subtitle={<p className="truncate text-xs text-muted-foreground">{site.startUrl}</p>}
          aside={
            <Badge variant="secondary" data-testid="site-page-count">
              Site · {pages}
            </Badge>
          }
        />
        <p className="text-xs text-muted-foreground" aria-live="polite">
          {running && <Loader2 className="mr-1 inline size-3 animate-spin" aria-hidden="true" />}
          {site.progressText}
        </p>
        <div className="mt-auto flex items-center justify-end gap-2">
          {canDelete && !running && (
            <Button size="sm" variant="ghost" onClick={onDelete} aria-label={`Delete the site ${title}`}>
              <Trash2 aria-hidden="true" />
            </Button>
          )}
          {site.firstPageId && !running && <SiteExportMenu siteId={site.id} title={title} allowedFormats={allowedFormats} />}
          <Button asChild={!!site.firstPageId && !running} size="sm" disabled={!site.firstPageId || running}>
            {site.firstPageId && !running ? (
              <Link to={`/editor/${site.firstPageId}`} aria-label={`Open ${title} in the editor`}>
                <Pencil aria-hidden="true" /> Open
              </Link>
            ) : (
              <span>Extracting...</span>
            )}
          </Button>
        </div>
      </div>
    </li>
  );
}

/** The workspace's whole sites, one card each (its pages are not repeated among the layouts); nothing when there are none. */
export function SitesSection({ teamId, enabled, canDelete }: { teamId: string | null; enabled: boolean; canDelete: boolean }) {
  const sites = useSites(teamId, enabled);
  const remove = useDeleteSite();
  const allowedFormats = useUser().user?.features.exportFormats ?? [];
  const [deleting, setDeleting] = useState<SiteSummary | null>(null);
  if (!sites.data?.length) return null;
  return (
    <section aria-labelledby="sites-heading">
      <h2 id="sites-heading" className="mb-4 text-lg font-semibold">
        Sites
      </h2>
      <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3" data-testid="site-grid">
        {sites.data.map((site) => (
          <SiteCard key={site.id} site={site} canDelete={canDelete} onDelete={() => setDeleting(site)} allowedFormats={allowedFormats} />
        ))}
      </ul>
      <ConfirmDialog
        open={!!deleting}
        title="Delete this site?"
        description={`All ${deleting?.pageCount ?? 0} pages of ${deleting?.title || deleting?.startUrl || "the site"} and their edits are deleted. This cannot be undone.`}
        confirmLabel="Delete site"
        destructive
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting.id);
          setDeleting(null);
        }}
      />
    </section>
  );
}
