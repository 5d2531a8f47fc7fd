import postcss, { type ChildNode, type Root } from "postcss";
import type { Element } from "domhandler";
import { overlaps } from "../../export/print/components/css-split.ts";
import type { PageReach } from "./css-reach.ts";

/**
 * Splits the pages' stylesheets into one global stylesheet and one per page, for a site where every page loads the
 * global sheet first and its own after it. Only rules byte-identical on every page become global (the extraction
 * prunes and renames per page, so two pages' `.card-title` may be different rules: those stay in their own page's
 * sheet, which no other page loads). Moving a rule into the earlier global sheet must not change what wins: a global
 * rule that came after one of the page's own rules setting an overlapping property is repeated in the page's sheet
 * at its original place when both can reach one of the page's elements (read from its markup), so the page computes
 * what its single-page export computes.
 */
export interface SiteCss {
  global: Root;
  /** Per page, in page order. */
  pages: Root[];
}

interface Item {
  node: ChildNode;
  key: string;
}

function items(root: Root): Item[] {
  const seen = new Map<string, number>();
  return (root.nodes ?? []).filter((n) => n.type !== "comment").map((node) => {
    const text = node.toString().trim();
    const n = (seen.get(text) ?? 0) + 1;
    seen.set(text, n);
    // The second identical rule of a page is a different item (both are kept where they stood).
    return { node, key: n > 1 ? `${n}\u0000${text}` : text };
  });
}

/** The properties an item sets (keyframes count as a property of their name: a later one replaces an earlier). */
function propertyNames(node: ChildNode): string[] {
  const names = new Set<string>();
  if (node.type === "atrule" && /keyframes$/i.test(node.name)) names.add(`@keyframes ${node.params}`);
  if (node.type === "rule" || node.type === "atrule") node.walkDecls((d) => void names.add(d.prop.toLowerCase()));
  return [...names];
}

const EVERYTHING = Symbol("every element");

/** The page's own items so far: which element each may style and with what, to tell whether a later rule could beat one. */
class OwnRules {
  private readonly byElement = new Map<Element | typeof EVERYTHING, string[]>();
  add(reach: Set<Element> | null, names: string[]): void {
    for (const el of reach ?? [EVERYTHING as typeof EVERYTHING]) this.byElement.set(el, [...(this.byElement.get(el) ?? []), ...names]);
  }
  conflicts(reach: Set<Element> | null, names: string[]): boolean {
    const hit = (set: string[] | undefined) => !!set && set.some((a) => names.some((b) => propertiesOverlap(a, b)));
    if (hit(this.byElement.get(EVERYTHING))) return true;
    if (!reach) return [...this.byElement.values()].some(hit);
    for (const el of reach) if (hit(this.byElement.get(el))) return true;
    return false;
  }
}

function propertiesOverlap(a: string, b: string): boolean {
  if (a.startsWith("@") || b.startsWith("@")) return a === b;
  return overlaps(a, b);
}

/** Keys on every page, in the start page's order, dropping any a later page orders differently. */
function globalKeys(pages: Item[][]): Set<string> {
  if (pages.length < 2) return new Set();
  const present = pages.slice(1).map((p) => new Set(p.map((i) => i.key)));
  const order = pages[0].map((i) => i.key).filter((k) => present.every((s) => s.has(k)));
  const global = new Set(order);
  for (let changed = true; changed; ) {
    changed = false;
    const rank = new Map([...global].map((k, i) => [k, i]));
    for (const page of pages.slice(1)) {
      let last = -1;
      for (const { key } of page) {
        const r = rank.get(key);
        if (r === undefined) continue;
        if (r < last) {
          global.delete(key);
          changed = true;
        } else last = r;
      }
      if (changed) break;
    }
  }
  return global;
}

export interface SiteCssInput {
  cssRoot: Root;
  /** The page's markup, to tell which rules can reach the same elements. */
  reach: PageReach;
}

export function splitSiteCss(inputs: readonly SiteCssInput[]): SiteCss {
  const pages = inputs.map((p) => items(p.cssRoot));
  const global = globalKeys(pages);
  const globalRoot = postcss.root();
  for (const item of pages[0] ?? []) if (global.has(item.key)) globalRoot.append(item.node.clone());
  const pageRoots = pages.map((page, i) => {
    const root = postcss.root();
    const own = new OwnRules();
    for (const item of page) {
      const names = propertyNames(item.node);
      const reach = inputs[i].reach.reach(item.node);
      if (global.has(item.key) && !own.conflicts(reach, names)) continue;
      own.add(reach, names);
      root.append(item.node.clone());
    }
    return root;
  });
  return { global: globalRoot, pages: pageRoots };
}
