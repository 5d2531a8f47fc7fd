import type { Declaration, Root, Rule } from "postcss";
import { compareSpecificity, UNLAYERED, type Entry } from "./cascade-entries.ts";

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
  const rootRules = new Set<Rule>(entries.filter((e) => e.rule.parent?.type === "root" && e.rule.selectors.length === 1 && e.selector.trim() === ":root").map((e) => e.rule));
  for (const rule of rootRules) {
    const rootSpecificity: [number, number, number] = [0, 1, 0];
    for (const node of rule.nodes) {
      if (node.type !== "decl" || !node.prop.startsWith("--") || node.important || !/^[^{};@]*$/.test(node.value) || !node.value.trim()) continue;
      const others = (declarationsOf.get(node.prop) ?? []).filter((o) => o.decl !== node);
      const beaten = others.every((o) => {
        // A declaration in a cascade layer loses to the unlayered `:root` one now, and would win once that is in @theme.
        if (o.entry.layer !== UNLAYERED) return false;
        const bySpecificity = compareSpecificity(o.entry.specificity, rootSpecificity);
        return !o.decl.important ? bySpecificity > 0 || (bySpecificity === 0 && order.get(o.decl)! > order.get(node)!) : true;
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
