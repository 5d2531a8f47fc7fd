import { compile } from "css-select";
import { isTag, isText, type Element } from "domhandler";
import { matchableSelector } from "./selectors.ts";

type Matcher = (el: Element) => boolean;

/**
 * Browsers still treat whitespace as content for `:empty` (css-select follows the Selectors 4 draft, where it is
 * not), so `<div> </div>` is not `:empty` here either.
 */
const BROWSER_PSEUDOS = {
  empty: (el: Element) => !el.children.some((c) => isTag(c) || (isText(c) && c.data !== "")),
};

/**
 * Compiles selectors once (css-select over the domhandler tree) with dynamic pseudo-classes and pseudo-elements
 * stripped. A selector css-select does not understand yields `null`: callers keep such rules rather than guess.
 */
export class SelectorMatcher {
  private cache = new Map<string, Matcher | null>();

  matcher(selector: string): Matcher | null {
    let m = this.cache.get(selector);
    if (m !== undefined) return m;
    try {
      const compiled = compile(matchableSelector(selector), { pseudos: BROWSER_PSEUDOS as never });
      m = (el: Element) => compiled(el as never);
    } catch {
      m = null;
    }
    this.cache.set(selector, m);
    return m;
  }

  /** true/false when the selector can be evaluated, null when it cannot. */
  matchesAny(selector: string, candidates: Element[]): boolean | null {
    if (candidates.length === 0) return false;
    const m = this.matcher(selector);
    if (!m) return null;
    for (const el of candidates) if (m(el)) return true;
    return false;
  }
}
