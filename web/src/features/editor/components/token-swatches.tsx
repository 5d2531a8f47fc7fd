import type { DesignTokenSummary } from "@layoutlift/core/contract/design-tokens";
import { cn } from "@/lib/utils";
import { tokenLabel } from "../lib/token-values";

/**
 * The layout's colour tokens as swatches under a colour field: picking one writes the token's own value, which the
 * exports then write as `var(--color-…)`. The swatch showing the field's colour now is marked pressed.
 */
export function TokenSwatches({ label, tokens, current, onPick }: { label: string; tokens: DesignTokenSummary[]; current: string; onPick: (value: string) => void }) {
  if (!tokens.length) return null;
  const shown = swatchesOf(tokens);
  return (
    <div role="group" aria-label={`${label} tokens`} className="flex flex-wrap gap-1">
      {shown.map((token) => {
        const pressed = current !== "" && sameColour(token.value, current);
        return (
          <button
            key={token.name}
            type="button"
            aria-label={`${tokenLabel(token.name)} (${token.value})`}
            aria-pressed={pressed}
            title={`--${token.name}: ${token.value}`}
            onClick={() => onPick(token.value)}
            className={cn("size-5 rounded-full border shadow-xs outline-offset-1 focus-visible:outline-2 focus-visible:outline-ring", pressed && "outline-2 outline-primary")}
            style={{ background: token.value }}
          />
        );
      })}
    </div>
  );
}

/** A framework's full palette can be dozens of colours: the named roles first, then the most used, at most this many. */
const MAX_SWATCHES = 16;

function swatchesOf(tokens: DesignTokenSummary[]): DesignTokenSummary[] {
  const scaleName = /^color-(white|black|[a-z]+-\d+)(-a\d+)?$/;
  return [...tokens].sort((a, b) => Number(scaleName.test(a.name)) - Number(scaleName.test(b.name)) || b.uses - a.uses).slice(0, MAX_SWATCHES);
}

let probe: CanvasRenderingContext2D | null | undefined;

/** Whether two CSS colour texts draw the same colour: the canvas normalises any syntax to #rrggbb or rgba(). */
function sameColour(a: string, b: string): boolean {
  probe ??= document.createElement("canvas").getContext("2d");
  if (!probe) return a.toLowerCase() === b.toLowerCase();
  const normal = (value: string) => {
    probe!.fillStyle = "#000";
    probe!.fillStyle = value;
    return String(probe!.fillStyle);
  };
  return normal(a) === normal(b);
}
