import { Loader2 } from "lucide-react";
import type { LayoutResponse } from "@layoutlift/core/contract/layouts";
import { Progress } from "@/components/ui/progress";
import { stageLabel } from "@layoutlift/core/contract/job-stages";

/** The job's real stage and percentage as the worker reports them; a waiting job says how many jobs are before it. */
export function ExtractionProgress({ stage, progress, queuedBehind }: { stage: LayoutResponse["stage"]; progress: number; queuedBehind?: number }) {
  const label = stageLabel(stage, queuedBehind);
  const value = Math.max(2, Math.min(100, progress));
  return (
    <div className="space-y-2" data-testid="extraction-progress" data-stage={stage} data-progress={progress}>
      <div className="flex items-center justify-between text-sm">
        <span className="inline-flex items-center gap-2 font-medium">
          <Loader2 className="size-4 animate-spin text-primary" aria-hidden="true" /> Analyzing layout...
        </span>
        <span className="tabular-nums text-muted-foreground">{progress}%</span>
      </div>
      <Progress value={value} aria-label="Extraction progress" aria-valuetext={`${progress}% — ${label}`} />
      <p className="text-xs text-muted-foreground" aria-live="polite">
        {label}
      </p>
    </div>
  );
}
