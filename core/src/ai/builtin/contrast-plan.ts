import type { Element } from "../../extract/dom.ts";
import type { SelectorMatcher } from "../../extract/css/match.ts";
import { colourSourceOf, indexColourDeclarations } from "./colour-sources.ts";
import { toHex, type Rgb } from "./colour.ts";
import { nearestPassingColour, passesEverywhere, type BackgroundExtremes } from "./nearest-passing-colour.ts";

/** One measured text: which element, its colour and what is painted behind it at each width. */
export interface TextVerdict {
  stamp: string;
  el: Element;
  label: string;
  colour: Rgb;
  backgrounds: BackgroundExtremes[];
}

/** A fix the person can read in the stylesheet: the page's own rule gets a new colour, or one element does. */
export type ContrastChange =
  | { kind: "rule"; rule: string; important: boolean; from: Rgb; to: Rgb; texts: TextVerdict[] }
  | { kind: "element"; from: Rgb; to: Rgb; texts: [TextVerdict] };

const sameColour = (a: Rgb, b: Rgb) => toHex(a) === toHex(b) && a.alpha === b.alpha;

/**
 * Groups the failing texts by the rule that gives them their colour, so a footer of twelve pale links becomes one
 * changed rule, not twelve element classes. A rule is changed only when one colour passes for every text it
 * colours (the passing ones too, which must stay readable); otherwise its failing texts are fixed one by one.
 */
export function planContrastFixes(verdicts: readonly TextVerdict[], css: string, matcher: SelectorMatcher): ContrastChange[] {
  const declarations = indexColourDeclarations(css);
  const byRule = new Map<string, { important: boolean; texts: TextVerdict[] }>();
  const single: TextVerdict[] = [];
  for (const v of verdicts) {
    const source = colourSourceOf(v.el, declarations, matcher);
    if (!source) {
      if (!passesEverywhere(v.colour, v.backgrounds)) single.push(v);
      continue;
    }
    const key = `${source.important ? "!" : ""}${source.rule}`;
    const group = byRule.get(key) ?? { important: source.important, texts: [] };
    group.texts.push(v);
    byRule.set(key, group);
  }
  const changes: ContrastChange[] = [];
  for (const [key, group] of byRule) {
    const failing = group.texts.filter((v) => !passesEverywhere(v.colour, v.backgrounds));
    if (failing.length === 0) continue;
    const from = group.texts[0].colour;
    const to = nearestPassingColour(from, group.texts.flatMap((v) => v.backgrounds));
    const fitsAll = group.texts.every((v) => sameColour(v.colour, from) && passesEverywhere(to, v.backgrounds));
    if (fitsAll) changes.push({ kind: "rule", rule: key.replace(/^!/, ""), important: group.important, from, to, texts: group.texts });
    else single.push(...failing);
  }
  for (const v of single) changes.push({ kind: "element", from: v.colour, to: nearestPassingColour(v.colour, v.backgrounds), texts: [v] });
  return changes;
}
