import { Badge } from "@/components/ui/badge";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/tooltip";
import { isDirty } from "../state/editor-state";
import { useEditor } from "../state/editor-store";
import { canvasWidth } from "../state/view-slice";
import { fidelityForWidth, percent, type Fidelity } from "../lib/fidelity";

interface FidelityBadgeProps {
  fidelity: readonly Fidelity[] | undefined;
  /** The stored layout already carries edits (the measurement describes the extraction, not them). */
  editedBefore: boolean;
}

/**
 * How closely the extraction matched the original page at the width the canvas shows, as the verify step
 * measured it. Edits are not re-measured, so once there are any the badge says it describes the extraction.
 */
export function FidelityBadge({ fidelity, editedBefore }: FidelityBadgeProps) {
  const width = useEditor(canvasWidth);
  const edited = useEditor(isDirty) || editedBefore;
  const shown = fidelityForWidth(fidelity, width);
  if (!fidelity || !shown) return null;
  const label = `${percent(shown.score)} match at ${shown.width}px`;
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <Badge
          variant={edited ? "secondary" : shown.score >= 0.98 ? "success" : "warning"}
          className="hidden lg:inline-flex"
          tabIndex={0}
          data-testid="fidelity-badge"
          aria-label={`Fidelity: ${label}, measured at extraction`}
        >
          {/* Below 1280 px the header has room for the score only; the width and the note are in the tooltip. */}
          {percent(shown.score)}
          <span className="hidden xl:inline"> match at {shown.width}px</span>
          {edited && <span className="hidden font-normal opacity-80 xl:inline">· measured at extraction</span>}
        </Badge>
      </TooltipTrigger>
      <TooltipContent>
        <p className="font-medium">Measured at extraction against the original page</p>
        {edited && <p className="opacity-80">Your edits since then are not re-measured.</p>}
        <ul className="mt-1 space-y-0.5">
          {[...fidelity]
            .sort((a, b) => b.width - a.width)
            .map((f) => (
              <li key={f.width}>
                {f.width}px: {percent(f.score)}
                {f.mismatches ? ` (${f.mismatches} element${f.mismatches === 1 ? "" : "s"} differ)` : ""}
              </li>
            ))}
        </ul>
      </TooltipContent>
    </Tooltip>
  );
}
