import { CardHeading } from "@/components/card-heading";
import { Link, useNavigate } from "react-router-dom";
import { AlertCircle, CalendarDays, ExternalLink, Loader2, Pencil, RotateCcw, X } from "lucide-react";
import type { LayoutSummary } from "@layoutlift/core/contract/layouts";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";
import { cn } from "@/lib/utils";
import { isExtracting } from "@/features/layouts";
import { STAGE_LABELS } from "@layoutlift/core/contract/job-stages";
import { formatDate, frameworkLabel, hostOf } from "../lib/layout-display";
import { LayoutCardMenu, type LayoutActions } from "./layout-card-menu";
import { LayoutThumbnail } from "./layout-thumbnail";

export function LayoutCard({
  layout,
  selected,
  onSelect,
  actions,
  onRetry,
  retrying,
}: {
  layout: LayoutSummary;
  selected: boolean;
  onSelect: () => void;
  actions: LayoutActions;
  onRetry: () => void;
  retrying: boolean;
}) {
  const navigate = useNavigate();
  const extracting = isExtracting(layout);
  const failed = layout.status === "failed";
  const title = layout.title || hostOf(layout.url);
  const editorPath = `/editor/${layout.id}`;

  return (
    <li
      data-testid="layout-card"
      data-selected={selected}
      className={cn(
        "group relative flex flex-col overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm transition-shadow hover:shadow-md",
        selected && "ring-2 ring-primary ring-offset-2 ring-offset-background",
      )}
    >
      {/* The whole card selects; double-click opens, like files in a desktop file manager. */}
      <button
        type="button"
        className="absolute inset-0 z-0 rounded-xl outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
        aria-label={`Select ${title}`}
        aria-pressed={selected}
        onClick={onSelect}
        onDoubleClick={() => !extracting && !failed && navigate(editorPath)}
      />
      <LayoutThumbnail src={layout.screenshotUrl} alt={`Screenshot of ${layout.url}`} />
      <div className="pointer-events-none relative flex flex-1 flex-col gap-3 p-4">
        <CardHeading
          title={title}
          subtitle={
            <a
              href={layout.url}
              target="_blank"
              rel="noopener noreferrer"
              className="pointer-events-auto relative z-10 inline-flex max-w-full items-center gap-1 truncate text-xs text-muted-foreground hover:text-foreground hover:underline"
            >
              <span className="truncate">{layout.url}</span>
              <ExternalLink className="size-3 shrink-0" aria-hidden="true" />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          }
          aside={
            <div className="flex shrink-0 items-center gap-1">
              <Badge variant="secondary">{frameworkLabel(layout.framework)}</Badge>
              {!extracting && <LayoutCardMenu title={title} canDuplicate={!failed} actions={actions} />}
            </div>
          }
        />

        {extracting && (
          <div className="space-y-1.5" role="status" aria-live="polite" data-testid="layout-card-status">
            <div className="flex items-center justify-between text-xs text-muted-foreground">
              <span className="inline-flex items-center gap-1.5">
                <Loader2 className="size-3 animate-spin" aria-hidden="true" /> {STAGE_LABELS[layout.stage]}
              </span>
              <span>{layout.progress}%</span>
            </div>
            <Progress value={layout.progress} aria-label={`Extraction progress for ${title}`} />
          </div>
        )}
        {failed && (
          <p className="flex items-start gap-1.5 text-xs text-destructive" data-testid="layout-card-status">
            <AlertCircle className="mt-px size-3.5 shrink-0" aria-hidden="true" />
            <span>{layout.error || "Extraction failed"}</span>
          </p>
        )}

        <div className="mt-auto flex items-center justify-between gap-2">
          <span className="inline-flex items-center gap-1 text-xs text-muted-foreground">
            <CalendarDays className="size-3.5" aria-hidden="true" />
            <time dateTime={layout.createdAt}>{formatDate(layout.createdAt)}</time>
          </span>
          {failed ? (
            <div className="flex items-center gap-1.5">
              <Button size="sm" variant="ghost" className="pointer-events-auto relative z-10" onClick={actions.onDelete} aria-label={`Dismiss ${title}`}>
                <X aria-hidden="true" /> Dismiss
              </Button>
              <Button size="sm" variant="outline" className="pointer-events-auto relative z-10" disabled={retrying} onClick={onRetry}>
                <RotateCcw aria-hidden="true" /> {retrying ? "Retrying..." : "Retry"}
              </Button>
            </div>
          ) : (
            <Button asChild={!extracting} size="sm" disabled={extracting} className="pointer-events-auto relative z-10">
              {extracting ? (
                <span>Extracting...</span>
              ) : (
                <Link to={editorPath} aria-label={`Open ${title} in the editor`}>
                  <Pencil aria-hidden="true" /> Open
                </Link>
              )}
            </Button>
          )}
        </div>
      </div>
    </li>
  );
}
