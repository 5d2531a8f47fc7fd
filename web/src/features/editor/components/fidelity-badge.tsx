import { Badge } from "@/components/ui/badge";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/tooltip";
import { useEditor } from "../state/editor-store";
import { fidelityForDevice, percent, type Fidelity } from "../lib/fidelity";

/**
 * How closely the extraction matched the original page at the previewed width, as the verify step measured it
 * (share of elements whose box and key styles match). The tooltip lists every measured width.
 */
export function FidelityBadge({ fidelity }: { fidelity: readonly Fidelity[] | undefined }) {
  const device = useEditor((s) => s.device);
  const shown = fidelityForDevice(fidelity, device);
  if (!fidelity || !shown) return null;
  const label = `${percent(shown.score)} match at ${shown.width}px`;
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <Badge variant={shown.score >= 0.98 ? "success" : "warning"} className="hidden lg:inline-flex" tabIndex={0} data-testid="fidelity-badge" aria-label={`Fidelity: ${label}`}>
          {label}
        </Badge>
      </TooltipTrigger>
      <TooltipContent>
        <p className="font-medium">Compared with the original page</p>
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
