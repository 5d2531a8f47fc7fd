import { useState } from "react";
import type { LayoutVersionSummary } from "@layoutlift/core/contract/layout-versions";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { VersionLabelForm } from "./version-label-form";

const timeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

interface VersionRowProps {
  layoutId: string;
  version: LayoutVersionSummary;
  latest: boolean;
  restoring: boolean;
  onPreview: () => void;
  onRestore: () => void;
  /** Someone who may only view the layout previews versions; restoring and naming are not offered. */
  readOnly?: boolean;
}

/** One entry of the history: number, name, time and author, and what can be done with it. */
export function VersionRow({ layoutId, version: v, latest, restoring, onPreview, onRestore, readOnly = false }: VersionRowProps) {
  const [naming, setNaming] = useState(false);
  return (
    <li className="grid gap-1 rounded-md border p-2 text-sm" data-version={v.version}>
      <div className="flex items-center justify-between gap-2">
        <span className="flex min-w-0 items-center gap-2 font-medium">
          Version {v.version}
          {latest && <Badge variant="secondary">Current</Badge>}
          {v.original && <Badge variant="outline">Original</Badge>}
        </span>
        <time className="shrink-0 text-xs text-muted-foreground" dateTime={v.createdAt}>
          {timeFormat.format(new Date(v.createdAt))}
        </time>
      </div>
      {naming ? (
        <VersionLabelForm layoutId={layoutId} versionId={v.id} version={v.version} label={v.label} onDone={() => setNaming(false)} />
      ) : (
        (v.label || v.original) && (
          <p className="truncate font-medium" data-testid="version-label" title={v.label ?? undefined}>
            {v.original ? "Original extraction" : v.label}
          </p>
        )
      )}
      <p className="text-xs text-muted-foreground">
        {v.original ? "extracted by" : "by"} {v.author.name}
        {v.restoredFrom !== null && ` · restored from version ${v.restoredFrom}`}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={onPreview} aria-label={`Preview version ${v.version}`}>
          Preview
        </Button>
        {!latest && !readOnly && (
          <Button size="sm" disabled={restoring} onClick={onRestore} aria-label={`Restore version ${v.version}`}>
            Restore
          </Button>
        )}
        {!v.original && !naming && !readOnly && (
          <Button variant="ghost" size="sm" onClick={() => setNaming(true)} aria-label={`${v.label ? "Rename" : "Name"} version ${v.version}`}>
            {v.label ? "Rename" : "Name"}
          </Button>
        )}
      </div>
    </li>
  );
}
