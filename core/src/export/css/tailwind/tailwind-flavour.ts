import type { AtRule, Declaration, Root, Rule } from "postcss";
import selectorParser from "postcss-selector-parser";
import type { LayoutElement, LayoutNode, LayoutTree } from "../../model/layout-nodes.ts";
import { analyse } from "../../print/components/css-split.ts";
import { BEHAVIOUR_ATTRIBUTES } from "../../../contract/behaviours.ts";
import { cascadeEntries, layerRanks, UNLAYERED, type Entry } from "./cascade-entries.ts";
import { matchEntries } from "./element-matches.ts";
import { elementUtilities } from "./element-utilities.ts";
import { mapToggledClassRules } from "./toggled-class-utilities.ts";
import { combineSides } from "./combine-sides.ts";
import { moveRootVariables, type ThemeVariable } from "./root-theme-variables.ts";
import { nameBreakpoints } from "./named-breakpoints.ts";
import { removeNativeRules } from "./native-utilities.ts";
import { deadRuleContext, removeDeadRules } from "../dead-rules.ts";
import { allElements, OUTSIDE_CLASS_ATTRIBUTES, STATE_CLASS_ATTRIBUTES, tokensOf, TOGGLED_CLASS_ATTRIBUTES } from "../state-attributes.ts";
import { mapBackdropRules } from "./backdrop-utilities.ts";

/**
 * The Tailwind flavour of a layout: the page's own cascade, resolved per element, written as utility classes on the
 * elements (element-utilities.ts): `@media` width rules as `min-[…]:` variants, `:hover`/`:focus` rules as state
 * variants. What a utility cannot say exactly (pseudo-elements, keyframes, `*` base rules, rules on <html>/<body>,
 * `!important`, other at-rules, and everything competing with them on the same element) stays in a small stylesheet,
 * and a class stays on an element while that stylesheet still names it (or when no rule ever named it: the page's
 * semantic names, `portfolio-item`, are kept).
 */
export interface TailwindFlavour {
  tree: LayoutTree;
  /** The rules and declarations that did not map. */
  kept: Root;
  /** Every utility class the markup uses (Tailwind's candidates). */
  utilities: string[];
  /** The page's `:root` custom properties moved into `@theme` (root-theme-variables.ts), and its breakpoints. */
  theme: ThemeVariable[];
  /**
   * The cascade layers the stylesheet must declare before Tailwind's, in order: the page's own (a Tailwind page's
   * `properties, theme, base, components, utilities`) with `theme` first and `utilities` last where the page has
   * none, so the kept rules of the page's lower layers stay under the utilities as they were. Empty: no layers.
   */
  layers: string[];
  /** Declarations written as utility classes. */
  mapped: number;
  /** Declarations moved into `@theme`. */
  themed: number;
  keptDeclarations: number;
  /** Declarations of rules no element can ever match, left out (dead-rules.ts). */
  dead: number;
}

/**
 * The selector narrowed to the elements carrying `marker` (`.x` or `#x`), at the same specificity:
 * `.nav-link:hover::before` → `.nav-link:hover:where(.active-link)::before`. Null when it cannot be read.
 */
export function narrowSelector(selector: string, marker: string): string | null {
  try {
    return selectorParser((root) => {
      const sel = root.first;
      if (root.nodes.length !== 1 || !sel) throw new Error("one selector");
      const subjectStart = sel.nodes.map((n) => n.type === "combinator").lastIndexOf(true) + 1;
      const subject = sel.nodes.slice(subjectStart);
      const pseudoElement = subject.find((n) => n.type === "pseudo" && (n.value.startsWith("::") || /^:(before|after|first-line|first-letter)$/i.test(n.value)));
      const where = selectorParser.pseudo({ value: ":where" });
      where.append(selectorParser.selector({ value: "", nodes: [] }));
      (where.first as selectorParser.Selector).append(marker.startsWith("#") ? selectorParser.id({ value: marker.slice(1) }) : selectorParser.className({ value: marker.slice(1) }));
      if (pseudoElement) sel.insertBefore(pseudoElement, where);
      else sel.append(where);
    }).processSync(selector);
  } catch {
    return null;
  }
}

/** Per entry: declarations kept for some of its elements only, with the marker (`.class`, `#id`) that picks those out. */
type Narrowed = Map<Declaration, string>[];

/**
 * Removes the moved declarations; a selector list whose selectors lost different declarations is split. A
 * declaration kept for some elements only moves into a copy of its rule, just before it, whose selector is narrowed
 * to those elements (narrowSelector): the same specificity and source order, on fewer elements.
 */
function removeMoved(entries: Entry[], removed: Set<Declaration>[], narrowed: Narrowed = []): number {
  const byRule = new Map<Rule, { selector: string; removed: Set<Declaration> }[]>();
  const partly = new Set<Declaration>();
  entries.forEach((entry, i) => {
    const narrow = narrowed[i];
    let gone = removed[i];
    if (narrow?.size) {
      gone = new Set([...removed[i], ...narrow.keys()]);
      const byMarker = new Map<string, Declaration[]>();
      for (const [decl, marker] of narrow) (byMarker.get(marker) ?? byMarker.set(marker, []).get(marker)!).push(decl);
      for (const [marker, decls] of byMarker) {
        const copy = entry.rule.clone({ selector: narrowSelector(entry.selector, marker)! });
        copy.nodes.filter((_, n) => !decls.includes(entry.rule.nodes[n] as Declaration)).forEach((node) => node.remove());
        entry.rule.before(copy);
      }
      narrow.forEach((_, decl) => partly.add(decl));
    }
    (byRule.get(entry.rule) ?? byRule.set(entry.rule, []).get(entry.rule)!).push({ selector: entry.selector, removed: gone });
  });
  let mapped = 0;
  for (const [rule, list] of byRule) {
    const key = (s: Set<Declaration>) => rule.nodes.map((n) => (s.has(n as Declaration) ? 1 : 0)).join("");
    const groups = new Map<string, { selectors: string[]; removed: Set<Declaration> }>();
    for (const item of list) (groups.get(key(item.removed)) ?? groups.set(key(item.removed), { selectors: [], removed: item.removed }).get(key(item.removed))!).selectors.push(item.selector);
    for (const node of rule.nodes) if (!partly.has(node as Declaration) && list.every((item) => item.removed.has(node as Declaration))) mapped++;
    if (groups.size === 1) {
      for (const decl of list[0].removed) decl.remove();
    } else {
      for (const group of groups.values()) {
        const copy = rule.clone({ selectors: group.selectors });
        copy.nodes.filter((_, i) => group.removed.has(rule.nodes[i] as Declaration)).forEach((node) => node.remove());
        if (copy.nodes.length) rule.before(copy);
      }
      rule.remove();
      continue;
    }
    if (rule.nodes.length === 0) rule.remove();
  }
  return mapped;
}

/**
 * For each declaration kept on some of its entry's elements only (`partial`, element indices): a class that every
 * one of those elements carries for good and none of the entry's other elements ever gets, preferring the page's own
 * (`dropdown-item`, `portfolio-link`); where the page has none, a new class `keep-css-<n>` is added to those elements.
 */
function markersFor(partial: Map<Declaration, number[]>[], reach: number[][], staticClasses: string[][], taken: Set<string>): { narrowed: Narrowed; added: Map<number, string[]> } {
  const added = new Map<number, string[]>();
  const generated = new Map<string, string>();
  let counter = 0;
  const narrowed = partial.map((decls, e) => {
    const out = new Map<Declaration, string>();
    for (const [decl, kept] of decls) {
      const keptSet = new Set(kept);
      const others = reach[e].filter((i) => !keptSet.has(i));
      const outside = new Set(others.flatMap((i) => staticClasses[i]));
      const own = staticClasses[kept[0]].find((c) => !outside.has(c) && kept.every((i) => staticClasses[i].includes(c)));
      if (own) {
        out.set(decl, `.${own}`);
        continue;
      }
      const key = [...keptSet].sort((a, b) => a - b).join(",");
      let marker = generated.get(key);
      if (!marker) {
        do marker = `keep-css-${++counter}`;
        while (taken.has(marker));
        generated.set(key, marker);
        for (const i of keptSet) (added.get(i) ?? added.set(i, []).get(i)!).push(marker);
      }
      out.set(decl, `.${marker}`);
    }
    return out;
  });
  return { narrowed, added };
}

/** `@media` blocks whose rules all moved into utilities. */
function emptyAtRules(root: Root): AtRule[] {
  const empty: AtRule[] = [];
  root.walkAtRules((at) => {
    if (/^(media|supports|container|layer)$/i.test(at.name) && at.nodes && at.nodes.length === 0) empty.push(at);
  });
  return empty;
}

/** The class tokens the layout's elements carry or get from the runtime (native-utilities.ts weighs them). */
export function markupClasses(tree: LayoutTree): Set<string> {
  const elements = allElements(tree.nodes);
  const outside = deadRuleContext(tree).outsideClasses;
  return new Set(elements.flatMap((el) => ["class", ...TOGGLED_CLASS_ATTRIBUTES].flatMap((name) => tokensOf(el, name))).filter((c) => !outside.has(c)));
}

/**
 * `native`: the classes recognised as the page's own Tailwind utilities (native-utilities.ts): what of their rules
 * stays CSS after the mapping leaves the stylesheet, and they stay in the markup as they are.
 */
export function applyTailwind(tree: LayoutTree, source: Root, native: Set<string> = new Set()): TailwindFlavour {
  const root = source.clone();
  const everNamed = new Set<string>();
  root.walkRules((r) => analyse(r.selector).classes.forEach((c) => everNamed.add(c)));

  const elements = allElements(tree.nodes);
  const context = deadRuleContext(tree);
  const { toggledClasses: toggled, outsideClasses: outside, toggledAttributes } = context;
  const otherToggles = new Set(elements.flatMap((el) => TOGGLED_CLASS_ATTRIBUTES.filter((n) => !STATE_CLASS_ATTRIBUTES.includes(n)).flatMap((name) => tokensOf(el, name))));
  // Rules no element can ever match are not exported (dead-rules.ts): they are neither utilities nor kept CSS.
  const dead = removeDeadRules(root, tree, context);
  let total = 0;
  root.walkDecls(() => void total++);
  const classSets = new Map(elements.map((el) => [el, new Set([...tokensOf(el, "class"), ...STATE_CLASS_ATTRIBUTES.flatMap((name) => tokensOf(el, name))])]));
  const toggledOnly = new Set([...toggled].filter((c) => !outside.has(c) && !otherToggles.has(c) && !native.has(c)));
  // A dialog's backdrop is made by the runtime from its class list (`data-open-backdrop`): a class only it and the
  // layout's elements carry (not the body's, not one a scroll toggles) maps like a state class, its utilities
  // written into that list, matched against a stand-in backdrop carrying the whole list.
  const bodyClasses = new Set(elements.flatMap((el) => tokensOf(el, BEHAVIOUR_ATTRIBUTES.openBodyClass)));
  const backdrops: LayoutElement[] = elements
    .map((el) => tokensOf(el, BEHAVIOUR_ATTRIBUTES.openBackdrop))
    .filter((list) => list.length)
    .map((list): LayoutElement => ({ type: "element", tag: "div", ns: "html", attrs: [{ name: "class", value: list.join(" ") }], children: [] }));
  const backdropOnly = backdrops.flatMap((b) => tokensOf(b, "class")).filter((c) => !bodyClasses.has(c) && !otherToggles.has(c) && !native.has(c));
  for (const b of backdrops) classSets.set(b, new Set(tokensOf(b, "class")));
  const phase1 = mapToggledClassRules(root, [...elements, ...backdrops], classSets, new Set([...toggledOnly, ...backdropOnly]), toggledAttributes);
  // What only backdrops match (`.modal-backdrop.show`), resolved per backdrop into its list (backdrop-utilities.ts).
  const backdropRules = mapBackdropRules(root, backdrops.map((b) => tokensOf(b, "class")), elements, classSets, toggledAttributes);

  const entries = cascadeEntries(root, new Set([...toggled, ...outside]), toggledAttributes);
  // The page's own utilities are not taken apart: they stay whole, as the classes they are (removeNativeRules).
  for (const entry of entries) {
    const classes = analyse(entry.selector).classes;
    if (classes.size && [...classes].every((c) => native.has(c))) entry.translatable = false;
  }
  const matches = matchEntries(tree, entries, TOGGLED_CLASS_ATTRIBUTES);
  const ranks = layerRanks(root);
  const resolved = elementUtilities(root, entries, matches, ranks.get("utilities") ?? UNLAYERED);
  const { removed } = resolved;
  const { utilities, breakpoints } = nameBreakpoints(resolved.utilities);
  const taken = new Set([...everNamed, ...elements.flatMap((el) => ["class", ...TOGGLED_CLASS_ATTRIBUTES, ...OUTSIDE_CLASS_ATTRIBUTES].flatMap((name) => tokensOf(el, name)))]);
  const staticClasses = (el: LayoutElement) => tokensOf(el, "class").filter((c) => !toggled.has(c) && !outside.has(c));
  // Below the utilities' layer a kept declaration loses to them wherever they apply (elementUtilities' `outranked`): it stays whole.
  const utilitiesLayer = ranks.get("utilities") ?? UNLAYERED;
  const partial = resolved.partial.map((decls, e) => (entries[e].layer < utilitiesLayer ? new Map([...decls].filter(([d]) => d.important)) : decls));
  const { narrowed, added } = markersFor(partial, matches.reach, matches.elements.map(staticClasses), taken);
  let mapped = phase1.mapped.size + backdropRules.mapped.size + removeMoved(entries, removed, narrowed);
  const theme = moveRootVariables(root, entries);
  for (const rule of emptyAtRules(root)) rule.remove();
  const allClasses = elements.map((el) => new Set(["class", ...TOGGLED_CLASS_ATTRIBUTES].flatMap((name) => tokensOf(el, name))));
  const nativeUtilities = removeNativeRules(root, native, allClasses);
  mapped += nativeUtilities.mapped;

  const named = new Set<string>();
  root.walkRules((r) => analyse(r.selector).classes.forEach((c) => named.add(c)));
  const indexOf = new Map(matches.elements.map((el, i) => [el, i]));
  const used = new Set<string>(nativeUtilities.classes);
  /** `keepAll`: a backdrop's list keeps every class it had (the runtime makes a backdrop only for a non-empty list). */
  const rewriteClasses = (value: string, own: string[], keepAll = false) => {
    const out: string[] = [];
    for (const c of value.split(/\s+/).filter(Boolean)) {
      if (nativeUtilities.classes.has(c)) {
        out.push(c);
        continue;
      }
      const replaced = phase1.utilitiesOf.get(c);
      if (replaced) replaced.forEach((u) => used.add(u));
      if (keepAll || named.has(c) || !everNamed.has(c) || (!replaced && toggled.has(c))) out.push(c);
      out.push(...(replaced ?? []));
    }
    own.forEach((u) => used.add(u));
    return [...new Set([...out, ...own])].join(" ");
  };
  const rewrite = (node: LayoutNode): LayoutNode => {
    if (node.type !== "element") return node;
    const own = combineSides(utilities[indexOf.get(node) ?? -1] ?? []);
    const markers = (added.get(indexOf.get(node) ?? -1) ?? []).join(" ");
    let attrs = node.attrs.map((a) => {
      if (a.name === "class") return { ...a, value: rewriteClasses(`${a.value} ${markers}`, own) };
      if (STATE_CLASS_ATTRIBUTES.includes(a.name)) return { ...a, value: rewriteClasses(a.value, []) };
      if (a.name === BEHAVIOUR_ATTRIBUTES.openBackdrop) return { ...a, value: rewriteClasses(a.value, backdropRules.utilitiesOf.get(tokensOf(node, a.name).join(" ")) ?? [], true) };
      return a;
    });
    if ((own.length || markers) && !node.attrs.some((a) => a.name === "class")) attrs = [...attrs, { name: "class", value: rewriteClasses(markers, own) }];
    attrs = attrs.filter((a) => a.name !== "class" || a.value !== "" || node.attrs.some((o) => o.name === "class" && o.value === ""));
    return { ...node, attrs, children: node.children.map(rewrite) };
  };
  const themed = theme.moved.size;
  const pageLayers = [...ranks.keys()];
  const layers = pageLayers.length ? [...(ranks.has("theme") ? [] : ["theme"]), ...pageLayers, ...(ranks.has("utilities") ? [] : ["utilities"])] : [];
  return { tree: { ...tree, nodes: tree.nodes.map(rewrite) }, kept: root, utilities: [...used].sort(), theme: [...breakpoints, ...theme.variables], layers, mapped, themed, keptDeclarations: total - mapped - themed, dead };
}
