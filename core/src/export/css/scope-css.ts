import type { Root, Rule } from "postcss";
import selectorParser from "postcss-selector-parser";
import type { DocumentAttributes } from "../../contract/document-attributes.ts";
import { documentRootFacts, rootsMatching, type DocumentRoot, type DocumentRootFacts } from "./document-root-match.ts";
import { viewportHeightsOnWrapper, viewportTallWhenPainted } from "./wrapper-heights.ts";

/**
 * Scopes a stylesheet under one wrapper (`#id`): every selector is prefixed, and html/body/:root — which the
 * embed does not have — map to the wrapper itself. An id prefix gives every rule at least id specificity, so
 * the host page's tag and class rules cannot override ours. The wrapper also carries the classes and attributes
 * the page had on <html> and <body> (`h-100`, `data-bs-theme`), so a rule whose first compound the page's roots
 * satisfied gets a second selector on the wrapper itself.
 */
const ROOT_TAGS = new Set(["html", "body"]);

function rootCompound(nodes: selectorParser.Node[]): DocumentRoot | null {
  let root: DocumentRoot | null = null;
  for (const n of nodes) {
    if (n.type === "tag" && ROOT_TAGS.has(n.value.toLowerCase())) root = n.value.toLowerCase() as DocumentRoot;
    else if (n.type === "pseudo" && n.value.toLowerCase() === ":root") root ??= "html";
  }
  return root;
}

interface Scoped {
  selector: string;
  /** Set when the selector matches the wrapper itself: which of the page's roots it was written for. */
  roots: DocumentRoot[] | null;
}

function join(parts: string[]): string {
  return selectorParser().astSync(parts.join("")).nodes[0].toString();
}

function scopeSelector(selector: selectorParser.Selector, scope: string, facts: DocumentRootFacts): Scoped[] {
  // Split into compounds (runs between combinators); drop leading html/body/:root compounds, then prefix the rest.
  const compounds: selectorParser.Node[][] = [[]];
  const combinators: (selectorParser.Combinator | null)[] = [null];
  for (const node of selector.nodes) {
    if (node.type === "combinator") {
      combinators.push(node);
      compounds.push([]);
    } else compounds[compounds.length - 1].push(node);
  }
  let first = 0;
  while (first < compounds.length - 1 && rootCompound(compounds[first])) first++;
  const comb = (i: number) => {
    const value = combinators[i]?.value.trim() ?? "";
    return value ? ` ${value} ` : " ";
  };
  const rest = (from: number) => compounds.slice(from).flatMap((c, k) => [...(k || from > first ? [comb(from + k)] : []), c.map((n) => String(n).trim()).join("")]);
  const last = rootCompound(compounds[first]);
  if (last) {
    // `body.dark`, `html:hover` and friends keep their pseudo-classes on the wrapper; tags and classes go.
    const keep = compounds[first].filter((n) => n.type === "pseudo" && n.value.toLowerCase() !== ":root");
    return [{ selector: join([scope + keep.map(String).join("")]), roots: [last] }];
  }
  // `body > main` keeps its combinator: the wrapper stands where <body> stood.
  const main: Scoped = { selector: join([scope, first > 0 ? comb(first) : " ", ...rest(first)]), roots: null };
  const roots = first === 0 ? rootsMatching(compounds[0], facts) : [];
  const next = combinators[1]?.value.trim() ?? "";
  if (!roots.length || next === "+" || next === "~") return [main];
  const onWrapper = scope + compounds[0].filter((n) => n.type !== "universal").map((n) => String(n).trim()).join("");
  return [main, { selector: join([onWrapper, ...rest(1)]), roots: compounds.length === 1 ? roots : null }];
}

function scopeRule(rule: Rule, scope: string, facts: DocumentRootFacts, wrapperRules: Map<Rule, Set<DocumentRoot>>): void {
  // Keyframe steps (from, 50%) are not selectors.
  if (rule.parent?.type === "atrule" && /keyframes$/i.test((rule.parent as { name: string }).name)) return;
  const scoped: Scoped[][] = [];
  selectorParser((root) => root.each((sel) => void scoped.push(scopeSelector(sel, scope, facts)))).processSync(rule.selector);
  const mains = scoped.map((s) => s[0]);
  rule.selector = mains.map((s) => s.selector).join(",");
  if (mains.every((s) => s.roots)) wrapperRules.set(rule, new Set(mains.flatMap((s) => s.roots ?? [])));
  const alternatives = scoped.flatMap((s) => s.slice(1));
  if (!alternatives.length) return;
  // A rule of its own, so the wrapper-only copy can be told apart from the one that matches descendants.
  const copy = rule.clone({ selector: alternatives.map((s) => s.selector).join(",") });
  rule.after(copy);
  if (alternatives.every((s) => s.roots)) wrapperRules.set(copy, new Set(alternatives.flatMap((s) => s.roots ?? [])));
}

export function scopeStylesheet(root: Root, scope: string, document?: DocumentAttributes | null): Root {
  const scoped = root.clone();
  const facts = documentRootFacts(document);
  const wrapperRules = new Map<Rule, Set<DocumentRoot>>();
  const rules: Rule[] = [];
  scoped.walkRules((rule) => void rules.push(rule));
  for (const rule of rules) scopeRule(rule, scope, facts, wrapperRules);
  viewportHeightsOnWrapper(wrapperRules);
  viewportTallWhenPainted(scoped, wrapperRules, scope);
  return scoped;
}
