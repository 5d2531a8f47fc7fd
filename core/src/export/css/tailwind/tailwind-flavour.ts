import type { Declaration, Root, Rule } from "postcss";
import type { LayoutElement, LayoutNode, LayoutTree } from "../../model/layout-nodes.ts";
import { getAttr } from "../../model/layout-nodes.ts";
import { analyse, overlaps, type Compound } from "../../print/components/css-split.ts";
import { utilityFor } from "./utility-classes.ts";
import { BEHAVIOUR_ATTRIBUTES } from "../../../contract/behaviours.ts";

/**
 * The Tailwind flavour of a layout: declarations of single-class rules (`.card { display: flex }`) become utility
 * classes on the elements carrying the class, when that cannot change what the page computes. Tailwind puts its
 * utilities in a cascade layer and orders them itself, so a declaration moves only when no other rule (in any
 * context, `@media` included) that could reach those elements sets an overlapping property, and the rule itself
 * sets no overlapping one. Everything else stays in a small stylesheet, and a class stays on the element while
 * that stylesheet still names it.
 */
export interface TailwindFlavour {
  tree: LayoutTree;
  /** The rules and declarations that did not map. */
  kept: Root;
  /** Every utility class the markup uses (Tailwind's candidates). */
  utilities: string[];
  mapped: number;
  keptDeclarations: number;
}

function allElements(nodes: LayoutNode[], out: LayoutElement[] = []): LayoutElement[] {
  for (const n of nodes) {
    if (n.type !== "element") continue;
    out.push(n);
    allElements(n.children, out);
  }
  return out;
}

const tokensOf = (el: LayoutElement, name: string) => (getAttr(el, name) ?? "").split(/\s+/).filter(Boolean);
const classesOf = (el: LayoutElement) => tokensOf(el, "class");
/** Classes a recorded state puts on an element (contract/behaviours.ts): they map like the classes it has. */
const STATE_CLASS_ATTRIBUTES = [BEHAVIOUR_ATTRIBUTES.openClass, BEHAVIOUR_ATTRIBUTES.closedClass];
/** Classes of elements the layout does not hold (a dialog's backdrop, the body's): their rules stay as they are. */
const OUTSIDE_CLASS_ATTRIBUTES = [BEHAVIOUR_ATTRIBUTES.openBackdrop, BEHAVIOUR_ATTRIBUTES.openBodyClass];
const withStateClasses = (el: LayoutElement) => [...classesOf(el), ...STATE_CLASS_ATTRIBUTES.flatMap((name) => tokensOf(el, name))];

function singleClassSelectors(rule: Rule): string[] | null {
  if (rule.parent?.type !== "root" || rule.nodes.some((n) => n.type !== "decl")) return null;
  const out: string[] = [];
  for (const selector of rule.selectors) {
    const m = /^\.(-?[_a-zA-Z][\w-]*)$/.exec(selector.trim());
    if (!m) return null;
    out.push(m[1]);
  }
  return out;
}

export function applyTailwind(tree: LayoutTree, source: Root): TailwindFlavour {
  const root = source.clone();
  const elements = allElements(tree.nodes);
  const byClass = new Map<string, LayoutElement[]>();
  for (const el of elements) for (const c of withStateClasses(el)) (byClass.get(c) ?? byClass.set(c, []).get(c)!).push(el);
  const outside = new Set(elements.flatMap((el) => OUTSIDE_CLASS_ATTRIBUTES.flatMap((name) => tokensOf(el, name))));

  const rules: Rule[] = [];
  root.walkRules((r) => void rules.push(r));
  const shapes = new Map(rules.map((r) => [r, analyse(r.selector)]));
  const classSets = new Map(elements.map((el) => [el, new Set(withStateClasses(el))]));
  const compoundReaches = (compound: Compound, el: LayoutElement) =>
    (!compound.tag || compound.tag === el.tag) && compound.classes.every((c) => classSets.get(el)!.has(c));
  const reaches = (rule: Rule, targets: LayoutElement[]) => {
    const shape = shapes.get(rule)!;
    if (!shape.ok) return true;
    return shape.lastCompounds.some((compound) => targets.some((el) => compoundReaches(compound, el)));
  };
  /** Properties each rule sets without !important (an important declaration wins over a utility either way). */
  const ruleProps = new Map(rules.map((r) => [r, (r.nodes ?? []).filter((n): n is Declaration => n.type === "decl" && !n.important).map((d) => d.prop.toLowerCase())]));

  const utilitiesOf = new Map<string, string[]>();
  let mapped = 0;
  let total = 0;
  root.walkDecls(() => void total++);
  for (const rule of rules) {
    const classes = singleClassSelectors(rule);
    if (!classes || classes.some((c) => outside.has(c))) continue;
    const targets = classes.flatMap((c) => byClass.get(c) ?? []);
    if (!targets.length) continue;
    const decls = rule.nodes as Declaration[];
    const reach = new Map<Rule, boolean>();
    const reachesTargets = (other: Rule) => reach.get(other) ?? reach.set(other, reaches(other, targets)).get(other)!;
    for (const decl of [...decls]) {
      const utility = utilityFor(decl.prop, decl.value, decl.important);
      if (!utility) continue;
      const prop = decl.prop.toLowerCase();
      if (decls.some((d) => d !== decl && overlaps(prop, d.prop.toLowerCase()))) continue;
      const contested = rules.some((other) => other !== rule && ruleProps.get(other)!.some((p) => overlaps(prop, p)) && reachesTargets(other));
      if (contested) continue;
      for (const c of classes) (utilitiesOf.get(c) ?? utilitiesOf.set(c, []).get(c)!).push(utility);
      decl.remove();
      mapped++;
    }
    if (rule.nodes.length === 0) rule.remove();
  }

  // A class stays where the kept stylesheet still names it (or nothing replaced it).
  const named = new Set<string>();
  root.walkRules((r) => {
    for (const c of analyse(r.selector).classes) named.add(c);
  });
  const used = new Set<string>();
  const rewrite = (node: LayoutNode): LayoutNode => {
    if (node.type !== "element") return node;
    const attrs = node.attrs.map((a) => {
      if (a.name !== "class" && !STATE_CLASS_ATTRIBUTES.includes(a.name as (typeof STATE_CLASS_ATTRIBUTES)[number])) return a;
      const out: string[] = [];
      for (const c of a.value.split(/\s+/).filter(Boolean)) {
        const utilities = utilitiesOf.get(c);
        if (!utilities || named.has(c)) out.push(c);
        for (const u of utilities ?? []) used.add(u);
        out.push(...(utilities ?? []));
      }
      return { ...a, value: [...new Set(out)].join(" ") };
    });
    return { ...node, attrs, children: node.children.map(rewrite) };
  };
  return { tree: { ...tree, nodes: tree.nodes.map(rewrite) }, kept: root, utilities: [...used].sort(), mapped, keptDeclarations: total - mapped };
}
