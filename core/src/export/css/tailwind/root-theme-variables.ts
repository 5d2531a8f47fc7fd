import type { AtRule, Declaration, Root, Rule } from "postcss";
import { compareSpecificity, layerRanks, type Entry } from "./cascade-entries.ts";

/**
 * The page's own custom properties on `:root` (`--bs-body-color`, `--brand`) are its design tokens: in Tailwind v4
 * they belong in `@theme`, which puts them in the theme layer. A variable moves only when that cannot change which
 * value wins: every other declaration of it must already beat the `:root` one (stronger, or as strong and later),
 * because after the move every unlayered rule beats it.
 */
export interface ThemeVariable {
  name: string;
  value: string;
}

export function moveRootVariables(root: Root, entries: Entry[]): { variables: ThemeVariable[]; moved: Set<Declaration> } {
  const order = new Map<Declaration, number>();
  root.walkDecls((d) => void order.set(d, order.size));
  const declarationsOf = new Map<string, { decl: Declaration; entry: Entry }[]>();
  for (const entry of entries) {
    for (const node of entry.rule.nodes) {
      if (node.type !== "decl" || !node.prop.startsWith("--")) continue;
      (declarationsOf.get(node.prop) ?? declarationsOf.set(node.prop, []).get(node.prop)!).push({ decl: node, entry });
    }
  }
  const variables: ThemeVariable[] = [];
  const moved = new Set<Declaration>();
  // `:root` rules at the top level or in a top-level cascade layer (a Tailwind page's `@layer theme`).
  const topLevel = (rule: Rule) => rule.parent?.type === "root" || (rule.parent?.type === "atrule" && (rule.parent as AtRule).name.toLowerCase() === "layer" && rule.parent.parent?.type === "root");
  const rootEntries = new Map<Rule, Entry>(entries.filter((e) => topLevel(e.rule) && e.rule.selectors.length === 1 && e.selector.trim() === ":root").map((e) => [e.rule, e]));
  // In the output our @theme sits in Tailwind's `theme` layer: the page's own when it has one, else before all of its layers.
  const themeLayer = layerRanks(root).get("theme") ?? -1;
  const rootSpecificity: [number, number, number] = [0, 1, 0];
  for (const [rule, rootEntry] of rootEntries) {
    for (const node of rule.nodes) {
      if (node.type !== "decl" || !node.prop.startsWith("--") || node.important || !/^[^{};@]*$/.test(node.value) || !node.value.trim()) continue;
      const others = (declarationsOf.get(node.prop) ?? []).filter((o) => o.decl !== node);
      // Every other declaration of the variable must beat the `:root` one on the page, and still beat it in @theme.
      const beaten = others.every((o) => {
        if (o.decl.important) return true;
        const bySpecificity = compareSpecificity(o.entry.specificity, rootSpecificity);
        const stronger = bySpecificity > 0 || (bySpecificity === 0 && order.get(o.decl)! > order.get(node)!);
        const before = o.entry.layer > rootEntry.layer || (o.entry.layer === rootEntry.layer && stronger);
        const after = o.entry.layer > themeLayer || (o.entry.layer === themeLayer && bySpecificity >= 0);
        return before && after;
      });
      if (!beaten || moved.has(node)) continue;
      variables.push({ name: node.prop.slice(2), value: node.value.trim() });
      moved.add(node);
    }
  }
  for (const decl of moved) {
    const rule = decl.parent as Rule;
    decl.remove();
    if (!rule.nodes.length) rule.remove();
  }
  return { variables, moved };
}
