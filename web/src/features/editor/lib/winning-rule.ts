import { compareSpecificity, specificity, splitSelectorList, type Specificity } from "@layoutlift/core/css/specificity";
import { toCssProperty } from "@layoutlift/core/css/inline-style";
import type { CascadeWinner } from "../state/styles/cascade-winner";

interface Candidate extends CascadeWinner {
  specificity: Specificity;
  layered: boolean;
  order: number;
}

// The canvas is another realm: its rules are not instances of this window's classes, so they are told apart by name.
const kind = (rule: CSSRule) => rule.constructor.name;
const isStyle = (rule: CSSRule): rule is CSSStyleRule => kind(rule) === "CSSStyleRule";
const isMedia = (rule: CSSRule): rule is CSSMediaRule => kind(rule) === "CSSMediaRule";
const isSupports = (rule: CSSRule): rule is CSSSupportsRule => kind(rule) === "CSSSupportsRule";
const isLayerBlock = (rule: CSSRule): rule is CSSLayerBlockRule => kind(rule) === "CSSLayerBlockRule";

/** Normal declarations outside any @layer beat layered ones; `!important` reverses that, as the cascade does. */
function beats(a: Candidate, b: Candidate): boolean {
  if (a.important !== b.important) return a.important;
  if (a.layered !== b.layered) return a.important ? a.layered : !a.layered;
  return compareSpecificity(a.specificity, b.specificity) > 0 || (compareSpecificity(a.specificity, b.specificity) === 0 && a.order > b.order);
}

/**
 * The author rule that sets `property` on `el` as the canvas draws it now: every rule of the layout's stylesheet
 * whose media applies at the canvas width and whose selector matches, ranked by importance, layer, specificity
 * and order. Null when no rule sets it (inherited or initial value).
 */
export function winningRule(view: Window, el: Element, property: string): CascadeWinner | null {
  const sheet = (view.document.getElementById("ll-page") as HTMLStyleElement | null)?.sheet;
  if (!sheet) return null;
  const prop = toCssProperty(property);
  let best: Candidate | null = null;
  let order = 0;
  const visit = (rules: CSSRuleList, media: string | null, layered: boolean) => {
    for (const rule of Array.from(rules)) {
      if (isStyle(rule)) {
        const value = rule.style.getPropertyValue(prop);
        if (!value) continue;
        order++;
        for (const selector of splitSelectorList(rule.selectorText)) {
          let matches = false;
          try {
            matches = el.matches(selector);
          } catch {
            // A selector this browser cannot match styles nothing here.
          }
          if (!matches) continue;
          const candidate: Candidate = { selector, media, important: rule.style.getPropertyPriority(prop) === "important", specificity: specificity(selector), layered, order };
          if (!best || beats(candidate, best)) best = candidate;
        }
      } else if (isMedia(rule)) {
        if (view.matchMedia(rule.conditionText).matches) visit(rule.cssRules, media ? `${media} and ${rule.conditionText}` : rule.conditionText, layered);
      } else if (isSupports(rule)) {
        if ((view as Window & typeof globalThis).CSS.supports(rule.conditionText)) visit(rule.cssRules, media, layered);
      } else if (isLayerBlock(rule)) {
        visit(rule.cssRules, media, true);
      }
    }
  };
  visit(sheet.cssRules, null, false);
  if (!best) return null;
  const { selector, media, important } = best;
  return { selector, media, important };
}
