import type { AtRule, Declaration, Root, Rule } from "postcss";
import type { LayoutElement } from "../../model/layout-nodes.ts";
import { subjectReach } from "./subject-reach.ts";
import { competes } from "./css-longhands.ts";
import { utilityFor } from "./utility-classes.ts";
import { layerRanks, UNLAYERED } from "./cascade-entries.ts";
import { classTokenSchema } from "../../../contract/behaviours.ts";

/**
 * Classes a recorded state adds or removes at run time (`data-open-class="show"`) cannot get per-element utilities:
 * the state attribute names the class, so the class itself has to become a list of utilities there and in the
 * markup. A single-class rule for such a class (`.show { display: block }`) maps declaration by declaration when no
 * other rule that could reach the elements carrying it (now or in any state) sets an overlapping property.
 */
export interface ToggledClassUtilities {
  /** Class → the utilities that replace it wherever it appears (class attribute or state attribute). */
  utilitiesOf: Map<string, string[]>;
  mapped: Set<Declaration>;
}

/** A top-level rule, or one directly in a top-level cascade layer (a Tailwind page's `@layer utilities`). */
const topLevel = (rule: Rule) =>
  rule.parent?.type === "root" || (rule.parent?.type === "atrule" && (rule.parent as AtRule).name.toLowerCase() === "layer" && rule.parent.parent?.type === "root");

function singleClassSelectors(rule: Rule): string[] | null {
  if (!topLevel(rule) || rule.nodes.some((n) => n.type !== "decl")) return null;
  const out: string[] = [];
  for (const selector of rule.selectors) {
    const m = /^\.(-?[_a-zA-Z][\w-]*)$/.exec(selector.trim());
    if (!m) return null;
    out.push(m[1]);
  }
  return out;
}

/** Maps (and removes from `root`) the uncontested declarations of single-class rules for the toggled classes. */
export function mapToggledClassRules(root: Root, elements: LayoutElement[], classSets: Map<LayoutElement, Set<string>>, toggled: Set<string>, toggledAttributes: Set<string> = new Set()): ToggledClassUtilities {
  const byClass = new Map<string, LayoutElement[]>();
  for (const el of elements) for (const c of classSets.get(el)!) (byClass.get(c) ?? byClass.set(c, []).get(c)!).push(el);
  const rules: Rule[] = [];
  root.walkRules((r) => void rules.push(r));
  const subjects = new Map(rules.map((r) => [r, subjectReach(r.selector, toggledAttributes)]));
  const reaches = (rule: Rule, targets: LayoutElement[]) => targets.some((el) => subjects.get(rule)!(el, classSets.get(el)!));
  // A rule in a lower cascade layer never beats the class's rule (nor its utilities, written into the utilities layer).
  const ranks = layerRanks(root);
  const layerOf = (rule: Rule) => {
    for (let p = rule.parent; p && p.type !== "root"; p = p.parent) if (p.type === "atrule" && (p as AtRule).name.toLowerCase() === "layer") return ranks.get((p as AtRule).params.trim()) ?? UNLAYERED;
    return UNLAYERED;
  };
  const utilitiesLayer = ranks.get("utilities") ?? UNLAYERED;
  const propsOf = (r: Rule, important: boolean) => (r.nodes ?? []).filter((n): n is Declaration => n.type === "decl" && !!n.important === important).map((d) => d.prop.toLowerCase());
  const ruleProps = new Map(rules.map((r) => [r, propsOf(r, false)]));
  const importantProps = new Map(rules.map((r) => [r, propsOf(r, true)]));
  const utilitiesOf = new Map<string, string[]>();
  const mapped = new Set<Declaration>();
  for (const rule of rules) {
    const classes = singleClassSelectors(rule);
    if (!classes || !classes.every((c) => toggled.has(c))) continue;
    // Its utilities land in the utilities layer: a rule of the page's in a later layer, or unlayered, must not lose to them.
    const layer = layerOf(rule);
    if (layer !== utilitiesLayer && layer !== UNLAYERED) continue;
    const targets = classes.flatMap((c) => byClass.get(c) ?? []);
    if (!targets.length) continue;
    const decls = rule.nodes as Declaration[];
    const reach = new Map<Rule, boolean>();
    const reachesTargets = (other: Rule) => reach.get(other) ?? reach.set(other, reaches(other, targets)).get(other)!;
    for (const decl of [...decls]) {
      // `!important` is Tailwind's trailing modifier (`block!`).
      const plain = utilityFor(decl.prop, decl.value);
      const utility = plain && decl.important ? `${plain}!` : plain;
      // The utility is written into the state attribute too, whose class tokens the runtime validates (no quotes).
      if (!utility || !classTokenSchema.safeParse(utility).success) continue;
      const prop = decl.prop.toLowerCase();
      if (decls.some((d) => d !== decl && competes(prop, d.prop.toLowerCase()))) continue;
      // An important declaration yields only to another important one, and an important one in a cascade layer beats
      // the unlayered: any other important declaration that may reach the elements contests it, in whatever layer.
      const contested = decl.important
        ? rules.some((other) => other !== rule && importantProps.get(other)!.some((p) => competes(prop, p)) && reachesTargets(other))
        : rules.some((other) => other !== rule && layerOf(other) >= utilitiesLayer && ruleProps.get(other)!.some((p) => competes(prop, p)) && reachesTargets(other));
      if (contested) continue;
      for (const c of classes) (utilitiesOf.get(c) ?? utilitiesOf.set(c, []).get(c)!).push(utility);
      mapped.add(decl);
      decl.remove();
    }
    if (rule.nodes.length === 0) rule.remove();
  }
  return { utilitiesOf, mapped };
}
