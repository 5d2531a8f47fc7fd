import type { Declaration, Root, Rule } from "postcss";
import type { LayoutElement } from "../../model/layout-nodes.ts";
import { classTokenSchema } from "../../../contract/behaviours.ts";
import { competes } from "./css-longhands.ts";
import { subjectReach } from "./subject-reach.ts";
import { utilityFor } from "./utility-classes.ts";

/**
 * A dialog's backdrop is made by the runtime from `data-open-backdrop` (`modal-backdrop fade show`), with classes that
 * never change afterwards. A rule only backdrops can match (`.modal-backdrop.show`: every class of one of its
 * selectors is in a backdrop's list, and no element of the layout carries them all, in any state) is resolved per
 * backdrop: for each property, the winner among the backdrop-only rules that set it (specificity, then source
 * order) becomes a utility in that backdrop's list, and those declarations leave the stylesheet. A property that a
 * rule reaching other elements also sets on the backdrop (`.fade:not(.show)` is read as written: the backdrop's
 * classes are fixed), or that a rule sets twice, or `!important`, stays CSS.
 */
export interface BackdropUtilities {
  /** A backdrop's class list (as written) → the utilities to add to it. */
  utilitiesOf: Map<string, string[]>;
  mapped: Set<Declaration>;
}

const CLASS_COMPOUND = /^(\.-?[_a-zA-Z][\w-]*)+$/;
const classesOf = (selector: string) => selector.trim().slice(1).split(".");

export function mapBackdropRules(root: Root, backdropLists: string[][], elements: LayoutElement[], classSets: Map<LayoutElement, Set<string>>, toggledAttributes: Set<string>): BackdropUtilities {
  const utilitiesOf = new Map<string, string[]>();
  const mapped = new Set<Declaration>();
  const lists = [...new Map(backdropLists.map((l) => [l.join(" "), new Set(l)])).entries()];
  if (!lists.length) return { utilitiesOf, mapped };
  const rules: Rule[] = [];
  root.walkRules((r) => {
    for (let p = r.parent; p && p.type !== "root"; p = p.parent) if (p.type === "atrule" && /keyframes$/i.test((p as { name: string } & typeof p).name)) return;
    rules.push(r);
  });
  const order = new Map<Declaration, number>();
  root.walkDecls((d) => void order.set(d, order.size));
  const onElement = (classes: string[]) => elements.some((el) => classes.every((c) => classSets.get(el)?.has(c)));
  /** The backdrop list a rule only backdrops can match reaches (one list, else null), with the selector's class count. */
  const backdropOnly = new Map<Rule, { list: string; specificity: number } | null>();
  for (const rule of rules) {
    let found: { list: string; specificity: number } | null = null;
    const eligible = rule.parent?.type === "root" && rule.nodes.every((n) => n.type === "decl") && rule.selectors.every((s) => CLASS_COMPOUND.test(s.trim()) && !onElement(classesOf(s)));
    if (eligible) {
      const hits = rule.selectors.flatMap((s) => lists.filter(([, set]) => classesOf(s).every((c) => set.has(c))).map(([key]) => ({ key, specificity: classesOf(s).length })));
      const keys = new Set(hits.map((h) => h.key));
      if (keys.size === 1) found = { list: hits[0].key, specificity: Math.max(...hits.map((h) => h.specificity)) };
    }
    backdropOnly.set(rule, found);
  }
  const reachers = new Map<string, Rule[]>();
  for (const [key, set] of lists) {
    const stand = { type: "element", tag: "div", ns: "html", attrs: [{ name: "class", value: key }], children: [] } as LayoutElement;
    reachers.set(key, rules.filter((r) => backdropOnly.get(r)?.list === key || (!backdropOnly.get(r) && subjectReach(r.selector, toggledAttributes, true)(stand, set))));
  }
  for (const [key] of lists) {
    const reaching = reachers.get(key)!;
    const own = reaching.filter((r) => backdropOnly.get(r)?.list === key);
    const decided = new Set<Declaration>();
    for (const rule of own) {
      for (const decl of rule.nodes as Declaration[]) {
        if (decided.has(decl)) continue;
        const prop = decl.prop.toLowerCase();
        const rivals = reaching.flatMap((r) => (r.nodes as Declaration[]).filter((d) => d.type === "decl" && competes(prop, d.prop.toLowerCase())).map((d) => ({ d, r })));
        const settle = rivals.every(({ d, r }) => backdropOnly.get(r)?.list === key && !d.important && (r === rule ? d === decl : true) && rivals.filter((x) => x.r === r).length === 1 && d.prop.toLowerCase() === prop);
        rivals.forEach(({ d }) => decided.add(d));
        if (!settle) continue;
        const winner = rivals.reduce((a, b) => {
          const sa = backdropOnly.get(a.r)!.specificity;
          const sb = backdropOnly.get(b.r)!.specificity;
          return sb > sa || (sb === sa && order.get(b.d)! > order.get(a.d)!) ? b : a;
        });
        const utility = utilityFor(winner.d.prop, winner.d.value);
        if (!utility || !classTokenSchema.safeParse(utility).success) continue;
        (utilitiesOf.get(key) ?? utilitiesOf.set(key, []).get(key)!).push(utility);
        for (const { d } of rivals) {
          mapped.add(d);
          d.remove();
        }
      }
    }
    for (const rule of own) if (rule.nodes.length === 0) rule.remove();
  }
  return { utilitiesOf, mapped };
}
