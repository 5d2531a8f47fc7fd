import postcss, { type Rule } from "postcss";
import { elements, parseHtmlFragment, type Element } from "../../extract/dom.ts";
import { indexDeclarations, rivalsOf, specificityToBeat } from "../../extract/css/competitors.ts";
import { SelectorMatcher } from "../../extract/css/match.ts";
import { compareSpecificity, specificity, splitSelectorList, type Specificity } from "../../extract/css/selectors.ts";

/** What a block's rules reach in one layout: the elements each selector matches. */
export interface BlockReach {
  css: string;
  /** Rule selector as written in the block → the layout's elements it matches. */
  matched: Map<string, Element[]>;
}

function strongest(selector: string): Specificity {
  let best: Specificity = [0, 0, 0];
  for (const part of splitSelectorList(selector)) {
    const s = specificity(part);
    if (compareSpecificity(s, best) > 0) best = s;
  }
  return best;
}

/**
 * A suggestion's rules must take effect on the elements they name, or the summary would promise what the page
 * does not show: each rule that a page rule (of higher specificity, for one of its properties, on one of its
 * elements) would beat is raised just enough, with `:not()` of a class and id no element has, which matches
 * exactly what it matched before. Ties go to the block, which comes last.
 */
export function winningBlock(block: string, html: string, pageCss: string): BlockReach {
  const root = postcss.parse(block);
  const layout = elements(parseHtmlFragment(html));
  const index = indexDeclarations(postcss.parse(pageCss));
  const matcher = new SelectorMatcher();
  const matched = new Map<string, Element[]>();
  root.walkRules((rule: Rule) => {
    if (rule.parent?.type === "atrule" && /keyframes$/i.test((rule.parent as postcss.AtRule).name)) return;
    const written = rule.selector;
    const hits = layout.filter((el) => splitSelectorList(written).some((part) => matcher.matcher(part)?.(el) ?? false));
    matched.set(written, hits);
    // `!important` declarations win without help, and `:is()` may not hold pseudo-elements.
    if (/::|:(before|after|first-line|first-letter)\b/i.test(written)) return;
    let needed: Specificity = [0, 0, 0];
    rule.walkDecls((decl) => {
      if (decl.important) return;
      for (const el of hits) needed = specificityToBeat(rivalsOf(index, matcher, el, decl.prop), false, needed);
    });
    if (needed.every((n) => n === 0)) return;
    // A list's specificity is that of the part that matched, `:is()`'s that of its strongest part, for every element.
    const parts = splitSelectorList(written);
    const own = strongest(written);
    if (compareSpecificity(own, needed) >= 0) {
      if (parts.length > 1 && parts.some((p) => compareSpecificity(specificity(p), needed) < 0)) rule.selector = `:is(${written})`;
      return;
    }
    const ids = Math.max(0, needed[0] - own[0]);
    const classes = ids > 0 ? needed[1] + 1 : needed[1] - own[1] + (needed[2] > own[2] ? 1 : 0);
    rule.selector = `:is(${written})${":not(#ll-none)".repeat(ids)}${":not(.ll-none)".repeat(Math.max(1, classes))}`;
  });
  return { css: root.toString(), matched };
}

/** Distinct elements matched by any of the block's selectors that pass `pick`. */
export function countReached(reach: BlockReach, pick: (selector: string) => boolean): number {
  const set = new Set<Element>();
  for (const [selector, els] of reach.matched) if (pick(selector)) for (const el of els) set.add(el);
  return set.size;
}
