import postcss, { type Root } from "postcss";
import type { Element } from "../dom.ts";
import type { SelectorMatcher } from "./match.ts";
import { compareSpecificity, specificity, splitSelectorList, type Specificity } from "./selectors.ts";

/**
 * Which rules of a sheet compete for one property of one element. Passes that add a rule of their own (inline
 * styles turned into classes, verification patches) use it to take just enough specificity to win, instead of
 * `!important`, which would also beat the inline styles the editor writes later.
 */
export interface Competitor {
  selector: string;
  important: boolean;
}

export type DeclarationIndex = Map<string, Competitor[]>;

export function indexDeclarations(css: Root): DeclarationIndex {
  const index: DeclarationIndex = new Map();
  css.walkDecls((decl) => {
    const rule = decl.parent;
    if (!rule || rule.type !== "rule") return;
    let selectors: string[];
    try {
      selectors = splitSelectorList((rule as postcss.Rule).selector);
    } catch {
      return;
    }
    const list = index.get(decl.prop) ?? [];
    for (const selector of selectors) list.push({ selector, important: decl.important === true });
    index.set(decl.prop, list);
  });
  return index;
}

/** Rules that set `prop`, one of its shorthands (`background` for `background-color`) or one of its longhands. */
export function competitors(index: DeclarationIndex, prop: string): Competitor[] {
  const out: Competitor[] = [...(index.get(prop) ?? [])];
  const parts = prop.split("-");
  for (let i = parts.length - 1; i > 0; i--) out.push(...(index.get(parts.slice(0, i).join("-")) ?? []));
  if (!prop.startsWith("--")) {
    for (const [key, list] of index) if (key.startsWith(`${prop}-`)) out.push(...list);
  }
  return out;
}

/** The competitors for `prop` whose selector matches `el`. */
export function rivalsOf(index: DeclarationIndex, matcher: SelectorMatcher, el: Element, prop: string): Competitor[] {
  return competitors(index, prop).filter((c) => matcher.matcher(c.selector)?.(el) ?? false);
}

/** The highest specificity among rivals of the same importance, at least one class. */
export function specificityToBeat(rivals: Competitor[], important: boolean, floor: Specificity = [0, 1, 0]): Specificity {
  let needed = floor;
  for (const r of rivals) {
    if (r.important !== important) continue;
    const s = specificity(r.selector);
    if (compareSpecificity(s, needed) > 0) needed = s;
  }
  return needed;
}

/** `.c` repeated (and `:not(#_)` per id) so the selector's specificity is at least `needed`; ties go to the later rule, ours. */
export function boostedClassSelector(cls: string, needed: Specificity): string {
  const ids = needed[0];
  const classes = Math.max(1, needed[1] + (needed[2] > 0 ? 1 : 0));
  return `.${cls}`.repeat(classes) + ":not(#_)".repeat(ids);
}
