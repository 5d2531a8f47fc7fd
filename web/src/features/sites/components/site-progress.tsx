import { Link } from "react-router-dom";
import { AlertCircle, CheckCircle2, Circle, Loader2, Pencil } from "lucide-react";
import type { SitePageSummary } from "@layoutlift/core/contract/sites";
import { Button } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";
import { useUser } from "@/features/auth";
import { useSite } from "../api/sites";
import { SiteExportMenu } from "./site-export-menu";

function PageIcon({ page }: { page: SitePageSummary }) {
  if (page.status === "done") return <CheckCircle2 className="size-4 text-emerald-600" aria-label="Captured" />;
  if (page.status === "failed") return <AlertCircle className="size-4 text-destructive" aria-label="Failed" />;
  if (page.status === "running") return <Loader2 className="size-4 animate-spin text-primary" aria-label="Extracting" />;
  return <Circle className="size-4 text-muted-foreground" aria-label="Waiting" />;
}

/**
 * A whole-site extraction as it runs: the shared progress line ("page 3 of 12 · capture 40 %"), a bar over the
 * pages finished, and every page with its route and, for a failed one, the reason. The site opens in the editor
 * on its start page once it is done; failed pages stay listed so the user knows what is missing.
 */
export function SiteProgress({ siteId, onReset }: { siteId: string; onReset: () => void }) {
  const { data: site, error } = useSite(siteId);
  const allowedFormats = useUser().user?.features.exportFormats ?? [];
  if (error) return <p role="alert" className="text-sm text-destructive">The site could not be loaded: {error.message}</p>;
  if (!site) return <Loader2 className="mx-auto size-5 animate-spin" aria-label="Loading the site" />;
  const finished = site.pages.filter((p) => p.status === "done" || p.status === "failed").length;
  const value = site.pages.length ? Math.round((finished / site.pages.length) * 100) : 0;
  const firstCaptured = site.pages.find((p) => p.status === "done");
  const running = site.status === "running" || site.status === "queued";

  return (
    <div className="space-y-4" data-testid="site-progress" data-status={site.status}>
      <div className="space-y-2">
        <div className="flex items-center justify-between gap-3 text-sm">
          <span className="inline-flex items-center gap-2 font-medium" aria-live="polite" data-testid="site-progress-text">
            {running && <Loader2 className="size-4 animate-spin text-primary" aria-hidden="true" />}
            {site.progressText}
          </span>
          <span className="tabular-nums text-muted-foreground">
            {finished}/{site.pages.length}
          </span>
        </div>
        <Progress value={Math.max(2, value)} aria-label="Site extraction progress" aria-valuetext={site.progressText} />
        {site.note && <p className="text-xs text-muted-foreground" data-testid="site-note">{site.note}</p>}
      </div>
      <ul className="divide-y rounded-lg border text-sm" data-testid="site-pages">
        {site.pages.map((page) => (
          <li key={page.layoutId} className="flex items-start gap-2 px-3 py-2" data-testid="site-page" data-status={page.status}>
            <span className="mt-0.5 shrink-0">
              <PageIcon page={page} />
            </span>
            <span className="min-w-0 flex-1">
              <span className="block truncate font-medium">{page.title || page.route}</span>
              <span className="block truncate text-xs text-muted-foreground">{page.route}</span>
              {page.error && <span className="block text-xs text-destructive">{page.error}</span>}
            </span>
            {page.status === "running" && <span className="shrink-0 tabular-nums text-xs text-muted-foreground">{page.progress}%</span>}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" onClick={onReset} disabled={running}>
          Extract something else
        </Button>
        {firstCaptured && !running && <SiteExportMenu siteId={site.id} title={site.title || site.startUrl} allowedFormats={allowedFormats} />}
        <Button asChild={!!firstCaptured && !running} variant="gradient" disabled={!firstCaptured || running}>
          {firstCaptured && !running ? (
            <Link to={`/editor/${firstCaptured.layoutId}`}>
              <Pencil aria-hidden="true" /> Open the site in the editor
            </Link>
          ) : (
            <span>Open the site in the editor</span>
          )}
        </Button>
      </div>
    </div>
  );
}
