import type { ChildNode } from "postcss";
import type { Element } from "domhandler";
import { overlaps } from "../../export/print/components/css-split.ts";
import { specificity } from "../../css/specificity.ts";

/**
 * Whether moving a rule earlier in the cascade (into the global stylesheet, loaded before the page's own) could
 * change what an element of the page computes: only when it reaches an element an earlier page rule also reaches,
 * sets an overlapping property with the same importance, and ties on specificity (then order decided, and the
 * move would flip it). Otherwise the winner stays the winner wherever the rule sits.
 */
export interface ItemEffect {
  /** Properties set, with `!` after an important one; keyframes as `@keyframes <name>` (a later one replaces). */
  names: string[];
  /** Specificities of its selectors (`a,b,c`). */
  specificities: string[];
}

export function itemEffect(node: ChildNode): ItemEffect {
  const names = new Set<string>();
  const specificities = new Set<string>();
  if (node.type === "atrule" && /keyframes$/i.test(node.name)) return { names: [`@keyframes ${node.params}`], specificities: ["*"] };
  const visit = (n: ChildNode) => {
    if (n.type === "rule") {
      for (const s of n.selectors) specificities.add(specificity(s).join(","));
      n.walkDecls((d) => void names.add(`${d.prop.toLowerCase()}${d.important ? "!" : ""}`));
    } else if (n.type === "atrule") n.each((c) => void visit(c));
  };
  visit(node);
  return { names: [...names], specificities: [...specificities] };
}

function namesOverlap(a: string, b: string): boolean {
  if (a.startsWith("@") || b.startsWith("@")) return a === b;
  if (a.endsWith("!") !== b.endsWith("!")) return false;
  return overlaps(a.replace(/!$/, ""), b.replace(/!$/, ""));
}

function clash(a: ItemEffect, b: ItemEffect): boolean {
  const tie = a.specificities.includes("*") || b.specificities.includes("*") || a.specificities.some((s) => b.specificities.includes(s));
  return tie && a.names.some((x) => b.names.some((y) => namesOverlap(x, y)));
}

const EVERYTHING = Symbol("every element");
type Target = Element | typeof EVERYTHING;

/** The page's own rules so far, by the elements they may style. */
export class OwnRules {
  private readonly byElement = new Map<Target, ItemEffect[]>();

  add(reach: Set<Element> | null, effect: ItemEffect): void {
    const targets: Iterable<Target> = reach ?? [EVERYTHING];
    for (const el of targets) this.byElement.set(el, [...(this.byElement.get(el) ?? []), effect]);
  }

  conflicts(reach: Set<Element> | null, effect: ItemEffect): boolean {
    const hit = (list: ItemEffect[] | undefined) => !!list && list.some((e) => clash(e, effect));
    if (hit(this.byElement.get(EVERYTHING))) return true;
    if (!reach) return [...this.byElement.values()].some(hit);
    for (const el of reach) if (hit(this.byElement.get(el))) return true;
    return false;
  }
}
