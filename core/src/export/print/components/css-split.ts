import postcss, { type AtRule, type ChildNode, type Root, type Rule } from "postcss";
import selectorParser from "postcss-selector-parser";
import type { LayoutElement, LayoutNode } from "../../model/layout-nodes.ts";
import { getAttr } from "../../model/layout-nodes.ts";
import type { ComponentPlan } from "../../model/structure/component-plan.ts";

/**
 * Moves the rules that style only one component's elements into that component's own stylesheet (a CSS module in
 * React and Next.js, `<style scoped>` in Vue). A rule moves only when the page still computes the same styles
 * afterwards, because a project imports the global stylesheet first and the component stylesheets after it:
 * - every class in its selectors is used only on that component's elements (CSS modules rename them), never on a
 *   list item's varying class, and no rule that stays global names them;
 * - every selector ends in such a class, so the rule cannot reach another component's elements;
 * - no later global rule that could match the same elements sets an overlapping property (moving the rule after
 *   it would flip which one wins);
 * - it names no id (CSS modules rename those too) and no animation (keyframes stay global).
 * Everything else stays in the global stylesheet, in its original order.
 */
export interface CssSplit {
  global: Root;
  /** Component name → its own rules, in source order (absent when it has none). */
  modules: Map<string, Root>;
  /** Component name → the classes its stylesheet defines (printed through the module in React and Next.js). */
  moduleClasses: Map<string, Set<string>>;
}

interface Candidate {
  rule: Rule;
  component: string;
  classes: Set<string>;
  props: string[];
  important: boolean;
}

export interface Compound {
  classes: string[];
  tag: string | null;
}

const APP = "App";

function classList(el: LayoutElement): string[] {
  return (getAttr(el, "class") ?? "").split(/\s+/).filter(Boolean);
}

/** The top-level or single-@media rules this split may move (deeper nesting, @supports, @layer stay global). */
function movableContext(rule: Rule): boolean {
  const parent = rule.parent;
  if (!parent || parent.type === "root") return true;
  return parent.type === "atrule" && (parent as AtRule).name.toLowerCase() === "media" && parent.parent?.type === "root";
}

export function analyse(selector: string): { classes: Set<string>; lastCompounds: Compound[]; ok: boolean } {
  const classes = new Set<string>();
  const lastCompounds: Compound[] = [];
  let ok = true;
  try {
    selectorParser((selectors) => {
      selectors.each((sel) => {
        let compound: Compound = { classes: [], tag: null };
        sel.each((node) => {
          if (node.type === "combinator") compound = { classes: [], tag: null };
          else if (node.type === "class") compound.classes.push(node.value);
          else if (node.type === "tag") compound.tag = node.value.toLowerCase();
        });
        lastCompounds.push(compound);
        sel.walk((node) => {
          if (node.type === "class") classes.add(node.value);
          if (node.type === "id" || node.type === "nesting" || (node.type === "pseudo" && /^:(global|local|export|import)/i.test(node.value))) ok = false;
        });
      });
    }).processSync(selector);
  } catch {
    ok = false;
  }
  return { classes, lastCompounds, ok };
}

/** Two properties may set the same longhand (margin and margin-top, inset and top, all and anything). */
export function overlaps(a: string, b: string): boolean {
  if (a === b || a === "all" || b === "all") return true;
  if (a.startsWith("--") || b.startsWith("--")) return false;
  const family = (p: string) => {
    const head = p.replace(/^-\w+-/, "").split("-")[0];
    if (["top", "right", "bottom", "left", "inset"].includes(head)) return "inset";
    if (["place", "align", "justify"].includes(head)) return "align";
    if (["font", "line"].includes(head)) return "font";
    if (["grid", "row", "column", "gap"].includes(head)) return "grid";
    return head;
  };
  return family(a) === family(b);
}

export function splitCss(root: Root, plan: ComponentPlan, nodes: LayoutNode[], unmovableClasses: Iterable<string> = []): CssSplit {
  // Which components use each class, and each component's elements (for "could this rule match them?").
  const users = new Map<string, Set<string>>();
  const elements = new Map<string, LayoutElement[]>();
  const walk = (list: LayoutNode[]) => {
    for (const node of list) {
      if (node.type !== "element") continue;
      const owner = plan.owner.get(node) ?? APP;
      (elements.get(owner) ?? elements.set(owner, []).get(owner)!).push(node);
      for (const c of classList(node)) (users.get(c) ?? users.set(c, new Set()).get(c)!).add(owner);
      walk(node.children);
    }
  };
  walk(nodes);
  const blocked = new Set(unmovableClasses);
  for (const def of plan.components) {
    if (!def.list) continue;
    for (const prop of classProps(def.template)) for (const item of def.list.items) for (const c of (item[prop] ?? "").split(/\s+/)) if (c) blocked.add(c);
  }
  const homeOf = (c: string): string | null => {
    const u = users.get(c);
    if (!u || u.size !== 1 || blocked.has(c)) return null;
    const [only] = u;
    return only === APP ? null : only;
  };

  const rules: Rule[] = [];
  root.walkRules((rule) => void rules.push(rule));
  const info = new Map<Rule, ReturnType<typeof analyse>>();
  for (const rule of rules) info.set(rule, analyse(rule.selector));

  const candidates = new Map<Rule, Candidate>();
  for (const rule of rules) {
    const a = info.get(rule)!;
    if (!a.ok || !movableContext(rule) || a.classes.size === 0 || rule.nodes.some((n) => n.type !== "decl")) continue;
    const homes = new Set([...a.classes].map(homeOf));
    if (homes.size !== 1 || homes.has(null)) continue;
    if (a.lastCompounds.some((c) => !c.classes.some((cls) => a.classes.has(cls)))) continue;
    const decls = rule.nodes.filter((n) => n.type === "decl") as postcss.Declaration[];
    if (decls.some((d) => /^(-\w+-)?animation(-name)?$/i.test(d.prop))) continue;
    candidates.set(rule, {
      rule,
      component: [...homes][0]!,
      classes: a.classes,
      props: decls.map((d) => d.prop.toLowerCase()),
      important: decls.some((d) => d.important),
    });
  }

  // Which components' elements a rule could reach (by its last compounds' classes and tag; anything else counts as a match).
  const reach = new Map<Rule, Set<string>>();
  const reachOf = (rule: Rule): Set<string> => {
    const hit = reach.get(rule);
    if (hit) return hit;
    const out = new Set<string>();
    for (const compound of info.get(rule)!.lastCompounds) {
      for (const [owner, list] of elements) {
        if (out.has(owner)) continue;
        if (list.some((el) => (!compound.tag || compound.tag === el.tag) && compound.classes.every((c) => classList(el).includes(c)))) out.add(owner);
      }
    }
    reach.set(rule, out);
    return out;
  };

  // Drop candidates until every condition holds for the rest (dropping one can invalidate another).
  for (let changed = true; changed; ) {
    changed = false;
    const globalClasses = new Set<string>();
    for (const rule of rules) if (!candidates.has(rule)) for (const c of info.get(rule)!.classes) globalClasses.add(c);
    for (let i = 0; i < rules.length; i++) {
      const candidate = candidates.get(rules[i]);
      if (!candidate) continue;
      let drop = [...candidate.classes].some((c) => globalClasses.has(c));
      for (let j = i + 1; !drop && j < rules.length; j++) {
        const later = rules[j];
        if (candidates.has(later) || !reachOf(later).has(candidate.component)) continue;
        const decls = later.nodes.filter((n) => n.type === "decl") as postcss.Declaration[];
        drop = decls.some((d) => !(d.important && !candidate.important) && candidate.props.some((p) => overlaps(p, d.prop.toLowerCase())));
      }
      if (drop) {
        candidates.delete(rules[i]);
        changed = true;
      }
    }
  }

  const global = root.clone();
  const modules = new Map<string, Root>();
  const moduleClasses = new Map<string, Set<string>>();
  // Clone positions: walk both trees in step so each moved rule is removed from the global copy.
  const globalRules: Rule[] = [];
  global.walkRules((rule) => void globalRules.push(rule));
  const lastMedia = new Map<string, { params: string; node: AtRule }>();
  rules.forEach((rule, i) => {
    const candidate = candidates.get(rule);
    if (!candidate) return;
    const target = modules.get(candidate.component) ?? modules.set(candidate.component, postcss.root()).get(candidate.component)!;
    const classes = moduleClasses.get(candidate.component) ?? moduleClasses.set(candidate.component, new Set()).get(candidate.component)!;
    for (const c of candidate.classes) classes.add(c);
    const copy = rule.clone();
    const parent = rule.parent as ChildNode | Root;
    if (parent.type === "atrule") {
      const params = (parent as AtRule).params;
      const last = lastMedia.get(candidate.component);
      const lastChild = target.last;
      if (last && last.params === params && lastChild === last.node) last.node.append(copy);
      else {
        const media = postcss.atRule({ name: "media", params });
        media.append(copy);
        target.append(media);
        lastMedia.set(candidate.component, { params, node: media });
      }
    } else target.append(copy);
    globalRules[i].remove();
  });
  // @media blocks left empty by the move go too.
  global.walkAtRules("media", (at) => {
    if (!at.nodes || at.nodes.length === 0) at.remove();
  });
  return { global, modules, moduleClasses };
}

/** Props that fill a class attribute in an item template: their classes differ per item, so they stay global. */
export function classProps(el: LayoutElement): string[] {
  const own = el.attrs.filter((a) => a.name === "class" && a.prop).map((a) => a.prop!);
  return [...own, ...el.children.flatMap((c) => (c.type === "element" ? classProps(c) : []))];
}
