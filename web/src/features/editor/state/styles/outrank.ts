import selectorParser from "postcss-selector-parser";
import { compareSpecificity, specificity } from "@layoutlift/core/css/specificity";
import type { CascadeWinner } from "./cascade-winner";

/**
 * `header.masthead .site-heading h1` and `title-3` → `header.masthead .site-heading h1.title-3`: the winning
 * rule's own path narrowed to the edited class, so it reads like the page's CSS and is exactly one class more
 * specific. Null when the subject is a pseudo-element or the selector does not parse.
 */
export function withClassOnSubject(selector: string, className: string): string | null {
  let out: string | null = null;
  try {
    selectorParser((root) => {
      const complex = root.first;
      if (!complex || root.nodes.length !== 1) return;
      const nodes = complex.nodes;
      let start = nodes.length;
      while (start > 0 && nodes[start - 1]!.type !== "combinator") start--;
      const subject = nodes.slice(start);
      if (subject.some((n) => n.type === "pseudo" && (n.value.startsWith("::") || /^:(before|after|first-line|first-letter)$/i.test(n.value)))) return;
      if (subject.some((n) => n.type === "class" && n.value === className)) {
        out = complex.toString().trim();
        return;
      }
      // Before any pseudo-class, as people write it: `h1.title-3:hover`, not `h1:hover.title-3`.
      const anchor = [...subject].reverse().find((n) => n.type !== "pseudo");
      const cls = selectorParser.className({ value: "" });
      // The setter escapes what a selector must (`md:w-1/2`); the constructor would not.
      cls.value = className;
      if (anchor) complex.insertAfter(anchor, cls);
      else complex.insertBefore(subject[0] ?? nodes[nodes.length - 1]!, cls);
      out = complex.toString().trim();
    }).processSync(selector);
  } catch {
    return null;
  }
  return out;
}

/** Where a property edit is written: the selector, an @media block to hold it (null: the usual place) and `!important`. */
export interface RuleTarget {
  selector: string;
  media: string | null;
  important: boolean;
  /** The edit goes past the rule that won (its selector), so the panel can say so. */
  outranks: string | null;
}

const same = (a: string, b: string) => a.replace(/\s+/g, " ").trim() === b.replace(/\s+/g, " ").trim();

/**
 * The class rule (`.title-3`) unless a rule that it cannot beat sets the property now: then the winner's selector
 * with the class on its subject, in the winner's @media block, `!important` only against an `!important` winner.
 */
export function ruleTarget(own: string, className: string, winner: CascadeWinner | null | undefined): RuleTarget {
  const plain: RuleTarget = { selector: own, media: null, important: false, outranks: null };
  if (!winner || same(winner.selector, own)) return plain;
  if (!winner.important && compareSpecificity(specificity(own), specificity(winner.selector)) > 0) return plain;
  const raised = withClassOnSubject(winner.selector, className);
  if (!raised) return plain;
  // The winner is already a rule we raised for this class: keep editing it where it is.
  if (same(raised, winner.selector)) return { selector: winner.selector, media: winner.media, important: winner.important, outranks: null };
  return { selector: raised, media: winner.media, important: winner.important, outranks: winner.selector };
}
