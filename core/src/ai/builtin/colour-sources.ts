import postcss, { type Rule } from "postcss";
import { isTag, type Element } from "../../extract/dom.ts";
import type { SelectorMatcher } from "../../extract/css/match.ts";
import { compareSpecificity, specificity, splitSelectorList } from "../../extract/css/selectors.ts";
import { parseInlineStyle } from "../../css/inline-style.ts";

/** One `color` declaration of the page's sheet, with what decides whether it wins. */
interface ColourDeclaration {
  /** The rule's selector list as written: the rule a fix overrides. */
  rule: string;
  part: string;
  important: boolean;
  order: number;
  /** Inside @media/@supports/@container: it wins at some widths only, so a plain override would not follow it. */
  conditional: boolean;
  value: string;
}

/** The rule a text takes its colour from: its own winning `color` rule, or the one it inherits. */
export interface ColourSource {
  rule: string;
  important: boolean;
}

export function indexColourDeclarations(css: string): ColourDeclaration[] {
  const out: ColourDeclaration[] = [];
  postcss.parse(css).walkDecls("color", (decl) => {
    const rule = decl.parent;
    if (!rule || rule.type !== "rule") return;
    let parts: string[];
    try {
      parts = splitSelectorList((rule as Rule).selector);
    } catch {
      return;
    }
    let conditional = false;
    for (let p = rule.parent; p && p.type !== "root"; p = p.parent) if (p.type === "atrule") conditional = true;
    for (const part of parts) out.push({ rule: (rule as Rule).selector, part, important: decl.important === true, order: out.length, conditional, value: decl.value.trim() });
  });
  return out;
}

/** Rules for a state the measured render is not in: they never give the resting colour. */
const DYNAMIC_STATE = /:(hover|focus|focus-within|focus-visible|active|visited|target)\b/i;

function winner(declarations: ColourDeclaration[], matcher: SelectorMatcher, el: Element): ColourDeclaration | null {
  let best: ColourDeclaration | null = null;
  for (const d of declarations) {
    if (d.part.includes("::") || DYNAMIC_STATE.test(d.part) || !(matcher.matcher(d.part)?.(el) ?? false)) continue;
    if (!best) best = d;
    else if (d.important !== best.important) best = d.important ? d : best;
    else {
      const bySpecificity = compareSpecificity(specificity(d.part), specificity(best.part));
      if (bySpecificity > 0 || (bySpecificity === 0 && d.order > best.order)) best = d;
    }
  }
  return best;
}

/**
 * Where a text's colour comes from, when one stylesheet rule gives it everywhere: the nearest element (the text's
 * own or an ancestor's) with a `color` is found, and its winning rule is the source. Null when an inline style, a
 * rule that holds only at some widths, or a keyword that defers to the parent (`inherit`, `currentColor`) decides it:
 * those texts are fixed one by one.
 */
export function colourSourceOf(el: Element, declarations: ColourDeclaration[], matcher: SelectorMatcher): ColourSource | null {
  for (let node: Element | null = el; node; node = node.parent && isTag(node.parent) ? node.parent : null) {
    if (node.attribs.style !== undefined && parseInlineStyle(node.attribs.style).has("color")) return null;
    const best = winner(declarations, matcher, node);
    if (!best) continue;
    if (best.conditional || /^(inherit|unset|revert|revert-layer|currentcolor|var\()/i.test(best.value)) return null;
    if (declarations.some((d) => d.conditional && d.part !== best.part && (matcher.matcher(d.part)?.(node) ?? false))) return null;
    return { rule: best.rule, important: best.important };
  }
  return null;
}
