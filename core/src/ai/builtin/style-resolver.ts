import postcss from "postcss";
import { parseInlineStyle } from "../../css/inline-style.ts";
import { compileSelector, matches, type CompiledSelector, type Element } from "./selector-matcher.ts";

interface StyleRule {
  selectors: CompiledSelector[];
  order: number;
  declarations: Map<string, { value: string; important: boolean }>;
}

export type ResolvedStyle = Map<string, string>;

/**
 * The static cascade of the page's top-level rules (media blocks describe other viewports and are skipped):
 * for one element it answers which value of each requested property wins, before inheritance.
 */
export function createStyleResolver(css: string) {
  const rules: StyleRule[] = [];
  let order = 0;
  postcss.parse(css).each((node) => {
    if (node.type !== "rule") return;
    const declarations = new Map<string, { value: string; important: boolean }>();
    node.each((child) => {
      if (child.type === "decl") declarations.set(child.prop.toLowerCase(), { value: child.value, important: !!child.important });
    });
    if (declarations.size === 0) return;
    let selectors: CompiledSelector[] = [];
    try {
      selectors = compileSelector(node.selector);
    } catch {
      return;
    }
    if (selectors.length) rules.push({ selectors, order: order++, declarations });
  });

  return function resolve(el: Element, ancestors: readonly Element[], props: readonly string[]): ResolvedStyle {
    const winners = new Map<string, { value: string; rank: number }>();
    for (const rule of rules) {
      let best = -1;
      for (const sel of rule.selectors) if (sel.specificity > best && matches(sel, el, ancestors)) best = sel.specificity;
      if (best < 0) continue;
      for (const prop of props) {
        const decl = rule.declarations.get(prop);
        if (!decl) continue;
        // Rank: importance, then specificity, then source order.
        const rank = (decl.important ? 1e12 : 0) + best * 1e5 + rule.order;
        const current = winners.get(prop);
        if (!current || rank >= current.rank) winners.set(prop, { value: decl.value, rank });
      }
    }
    const inline = parseInlineStyle(el.attrs.find((a) => a.name === "style")?.value);
    const out: ResolvedStyle = new Map();
    for (const prop of props) {
      const fromInline = inline.get(prop);
      const winner = winners.get(prop);
      if (fromInline && !(winner && winner.rank >= 1e12)) out.set(prop, fromInline.replace(/!important/i, "").trim());
      else if (winner) out.set(prop, winner.value);
    }
    return out;
  };
}
