import { Link } from "react-router-dom";
import { AlertTriangleIcon, Loader2Icon } from "lucide-react";
import type { LayoutResponse } from "@layoutlift/core/contract/layouts";
import { stageLabel } from "@layoutlift/core/contract/job-stages";
import { Button } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";

/** Shown instead of the editor while the layout is still extracting, or when extraction failed. */
export function ExtractionStatus({ layout }: { layout: LayoutResponse }) {
  const failed = layout.status === "failed";
  return (
    <main className="grid min-h-screen place-items-center bg-muted/30 p-6">
      <div className="w-full max-w-md rounded-xl border bg-background p-6 shadow-sm" role="status">
        <div className="mb-4 flex items-center gap-3">
          {failed ? <AlertTriangleIcon className="size-6 text-destructive" /> : <Loader2Icon className="size-6 animate-spin text-indigo-500" />}
          <div className="min-w-0">
            <h1 className="font-semibold">{failed ? "Extraction failed" : "Extracting your layout"}</h1>
            <p className="truncate text-sm text-muted-foreground">{layout.url}</p>
          </div>
        </div>
        {failed ? (
          <p className="mb-4 text-sm" data-testid="extraction-error">
            {layout.error || "Failed to extract layout. Please try again."}
          </p>
        ) : (
          <div className="mb-4 grid gap-2">
            <Progress value={layout.progress} aria-label="Extraction progress" />
            <p className="text-sm text-muted-foreground" data-testid="extraction-stage">
              {stageLabel(layout.stage, layout.queuedBehind)} · {layout.progress}%
            </p>
          </div>
        )}
        <Button asChild variant="outline" size="sm">
          <Link to="/dashboard">Back to dashboard</Link>
        </Button>
      </div>
    </main>
  );
}
