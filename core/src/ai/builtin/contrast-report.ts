import { toHex } from "./colour.ts";
import type { ContrastChange, TextVerdict } from "./contrast-plan.ts";
import { worstContrast } from "./nearest-passing-colour.ts";

/** The lowest contrast a text reaches at any width, as a share of what it must reach there (1 = exactly AA). */
function standing(v: TextVerdict): number {
  return Math.min(...v.backgrounds.map((bg) => worstContrast(v.colour, bg) / bg.target));
}

/**
 * The planned changes that made a difference a person can see, judged from the render after the change: at least
 * one of its texts was painted in a new colour with more contrast than before. A change that moves nothing (text
 * painted by -webkit-text-fill-color, covered, or already at the most its background allows) is left out.
 */
export function visibleFixes(planned: readonly ContrastChange[], after: ReadonlyMap<string, TextVerdict>): ContrastChange[] {
  return planned.filter((change) =>
    change.texts.some((before) => {
      const now = after.get(before.stamp);
      return now !== undefined && toHex(now.colour) !== toHex(before.colour) && standing(now) > standing(before) + 0.005;
    }),
  );
}

function quoted(label: string): string {
  return `"${label.length > 32 ? `${label.slice(0, 31)}…` : label}"`;
}

/** `.footer a` (7 texts) #9ca3af → #6b7280 (2.5:1 → 4.6:1); a single text is named by its words. */
export function describeContrastChange(change: ContrastChange): string {
  const worst = (texts: TextVerdict[], colour: TextVerdict["colour"]) => Math.min(...texts.flatMap((v) => v.backgrounds.map((bg) => worstContrast(colour, bg))));
  const target = Math.max(...change.texts.flatMap((v) => v.backgrounds.map((bg) => bg.target)));
  const reachedRatio = worst(change.texts, change.to);
  const reached = reachedRatio >= target ? `${reachedRatio.toFixed(1)}:1` : `${reachedRatio.toFixed(1)}:1, the most this background allows`;
  const colours = `${toHex({ ...change.from, alpha: 1 })} → ${toHex(change.to)} (${worst(change.texts, change.from).toFixed(1)}:1 → ${reached})`;
  if (change.kind === "element") return `${quoted(change.texts[0].label)} ${colours}`;
  if (change.texts.length === 1) return `${quoted(change.texts[0].label)} ${colours} in \`${change.rule}\``;
  return `\`${change.rule}\` (${change.texts.length} texts) ${colours}`;
}
