import type { DesignTokenSummary } from "@layoutlift/core/contract/design-tokens";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { tokenLabel, tokenPx } from "../lib/token-values";

/**
 * A scale of the layout's tokens (type sizes, radii) beside a px field: picking a step writes the token's own value,
 * which the exports write as `var(--text-…)`. The step the field's value equals is shown as chosen.
 */
/** `label` names the scale ("Type scale"), not the field, so the field keeps its own name to itself. */
export function TokenSteps({ label, tokens, currentPx, onPick }: { label: string; tokens: DesignTokenSummary[]; currentPx: string; onPick: (value: string) => void }) {
  if (!tokens.length) return null;
  const steps = [...tokens].sort((a, b) => (tokenPx(a.value) ?? 0) - (tokenPx(b.value) ?? 0));
  const chosen = steps.find((t) => tokenPx(t.value) !== null && Math.abs(tokenPx(t.value)! - Number(currentPx)) < 0.01);
  return (
    <Select value={chosen?.name ?? ""} onValueChange={(name) => onPick(steps.find((t) => t.name === name)!.value)}>
      <SelectTrigger size="sm" className="w-full text-xs" aria-label={label}>
        <SelectValue placeholder="Steps" />
      </SelectTrigger>
      <SelectContent>
        {steps.map((t) => (
          <SelectItem key={t.name} value={t.name}>
            {tokenLabel(t.name)} <span className="text-muted-foreground">{t.value}</span>
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
