import type { ExtractContext, PassOutcomes } from "./context.ts";

export function tally(ctx: ExtractContext, what: keyof PassOutcomes, n = 1): void {
  ctx.outcomes ??= { vectorDrawings: 0, pixelDrawings: 0, relaidPackings: 0, unusedAtRules: 0 };
  ctx.outcomes[what] += n;
}
