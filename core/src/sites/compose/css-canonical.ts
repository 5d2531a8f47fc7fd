import type { Root, Rule } from "postcss";
import type { PageReach } from "./css-reach.ts";

/**
 * The extraction prunes each page's stylesheet on its own, so one author rule reaches the pages in different shapes:
 * `.h5, h1, h2 { … }` on one page, `h1, h2 { … }` on another, or `:root` with a different subset of the site's
 * variables. Before the site's stylesheet is split, each such rule is given one shape for the whole site where that
 * changes nothing on the page: selectors added to a page's rule must reach none of its elements, and variables added
 * to a page's variable block must be read nowhere on that page. Then equal rules are equal text and are shared.
 */
interface Occurrence {
  page: number;
  rule: Rule;
}

const isVariable = (prop: string) => prop.startsWith("--");

function context(rule: Rule): string | null {
  const parent = rule.parent;
  if (!parent || parent.type === "root") return "";
  // A rule alone in a top-level @media (how the extraction writes width rules) has that @media as its context.
  if (parent.type === "atrule" && parent.parent?.type === "root" && parent.nodes?.length === 1) return `@${parent.name} ${parent.params}`;
  return null;
}

function groupKey(rule: Rule): string | null {
  const where = context(rule);
  const decls = rule.nodes.filter((n) => n.type === "decl");
  if (where === null || decls.length !== rule.nodes.length || !decls.length) return null;
  const own = decls.filter((d) => !isVariable(d.prop));
  // Variable blocks (`:root`, a component's `--bs-btn-*`): the same selector and the same other declarations.
  if (own.length < decls.length) return `vars\u0000${where}\u0000${rule.selector}\u0000${own.map((d) => `${d.prop}:${d.value}${d.important ? "!" : ""}`).join(";")}`;
  return `decls\u0000${where}\u0000${decls.map((d) => `${d.prop}:${d.value}${d.important ? "!" : ""}`).join(";")}`;
}

function unionSelectors(group: Occurrence[], reaches: PageReach[]): void {
  const union = [...new Set(group.flatMap((o) => o.rule.selectors))];
  for (const { page, rule } of group) {
    const own = new Set(rule.selectors);
    const added = union.filter((s) => !own.has(s));
    if (!added.length) {
      rule.selectors = union;
      continue;
    }
    const probe = rule.clone({ selectors: added, nodes: [] });
    const reached = reaches[page].reach(probe);
    if (reached && reached.size === 0) rule.selectors = union;
  }
}

function unionVariables(group: Occurrence[], stylesheets: string[]): void {
  const values = new Map<string, string>();
  for (const { rule } of group) {
    for (const d of rule.nodes) {
      if (d.type !== "decl" || !isVariable(d.prop)) continue;
      const value = `${d.value}${d.important ? " !important" : ""}`;
      if (values.has(d.prop) && values.get(d.prop) !== value) return; // two pages disagree: each keeps its own
      values.set(d.prop, value);
    }
  }
  for (const { page, rule } of group) {
    const own = new Set(rule.nodes.flatMap((n) => (n.type === "decl" ? [n.prop] : [])));
    const added = [...values.keys()].filter((p) => !own.has(p));
    if (added.some((p) => stylesheets[page].includes(`var(${p}`))) continue;
    const template = rule.nodes.find((n) => n.type === "decl")!;
    const byName = new Map(rule.nodes.flatMap((n) => (n.type === "decl" ? [[n.prop, n] as const] : [])));
    const others = rule.nodes.filter((n) => n.type === "decl" && !isVariable(n.prop));
    rule.removeAll();
    // The rule's other declarations, then the variables in the site's order (distinct names: the order changes nothing).
    rule.append(...others);
    for (const prop of values.keys()) rule.append(byName.get(prop) ?? template.clone({ prop, value: values.get(prop)!.replace(/ !important$/, ""), important: values.get(prop)!.endsWith(" !important") }));
  }
}

/** Copies of the pages' stylesheets with rules given their site-wide shape wherever that is safe. */
export function canonicalStylesheets(roots: readonly Root[], reaches: PageReach[]): Root[] {
  const copies = roots.map((r) => r.clone());
  const stylesheets = roots.map((r) => r.toString());
  const groups = new Map<string, Occurrence[]>();
  copies.forEach((root, page) => {
    root.walkRules((rule) => {
      const key = groupKey(rule);
      if (key) groups.set(key, [...(groups.get(key) ?? []), { page, rule }]);
    });
  });
  for (const [key, group] of groups) {
    // A rule twice on one page stays as it is: its two places in the cascade matter.
    if (group.length < 2 || new Set(group.map((o) => o.page)).size !== group.length) continue;
    if (key.startsWith("vars")) unionVariables(group, stylesheets);
    else unionSelectors(group, reaches);
  }
  return copies;
}
