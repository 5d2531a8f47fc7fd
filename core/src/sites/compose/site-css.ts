import postcss, { type ChildNode, type Root } from "postcss";
import { itemEffect, OwnRules } from "./css-conflicts.ts";
import type { PageReach } from "./css-reach.ts";
import { canonicalStylesheets } from "./css-canonical.ts";

/**
 * Splits the pages' stylesheets into one global stylesheet and one per page, for a site where every page loads the
 * global sheet first and its own after it. Only byte-identical rules are shared (the extraction prunes and renames
 * per page, so two pages' `.card-title` may be different rules: those stay in their own page's sheet, which no other
 * page loads): rules on every page, and rules on several pages that style nothing on the others. Moving a rule into the earlier global sheet must not change what wins: a global
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

/** A rule (or an @media of rules) that styles none of a page's elements: in that page's cascade it changes nothing. */
function inert(node: ChildNode, reach: PageReach): boolean {
  if (node.type !== "rule" && !(node.type === "atrule" && /^media$/i.test(node.name) && (node.nodes ?? []).every((n) => n.type === "rule"))) return false;
  const reached = reach.reach(node);
  return !!reached && reached.size === 0;
}

/**
 * The shared rules in one order every page agrees with: those on every page, and those on several pages that style
 * nothing on the others (written once instead of once per page). Each page's order is merged in; a rule two pages
 * order differently stays with the pages.
 */
function globalOrder(pages: Item[][], reaches: PageReach[]): Item[] {
  if (pages.length < 2) return [];
  const present = pages.map((p) => new Set(p.map((i) => i.key)));
  const first = new Map<string, Item>();
  for (const page of pages) for (const item of page) if (!first.has(item.key)) first.set(item.key, item);
  const shared = new Set(
    [...first.values()]
      .filter((item) => present.filter((s) => s.has(item.key)).length >= 2)
      .filter((item) => present.every((s, p) => s.has(item.key) || inert(item.node, reaches[p])))
      .map((item) => item.key),
  );
  const order: string[] = [];
  for (const page of pages) {
    let cursor = 0;
    for (const { key } of page) {
      if (!shared.has(key)) continue;
      const at = order.indexOf(key);
      if (at >= 0) cursor = Math.max(cursor, at + 1);
      else order.splice(cursor++, 0, key);
    }
  }
  for (let changed = true; changed; ) {
    changed = false;
    const rank = new Map(order.filter((k) => shared.has(k)).map((k, i) => [k, i]));
    for (const page of pages) {
      let last = -1;
      for (const { key } of page) {
        const r = rank.get(key);
        if (r === undefined) continue;
        if (r < last) {
          shared.delete(key);
          changed = true;
        } else last = r;
      }
    }
  }
  return order.filter((k) => shared.has(k)).map((k) => first.get(k)!);
}

export interface SiteCssInput {
  cssRoot: Root;
  /** The page's markup, to tell which rules can reach the same elements. */
  reach: PageReach;
}

export function splitSiteCss(inputs: readonly SiteCssInput[]): SiteCss {
  const canonical = canonicalStylesheets(inputs.map((p) => p.cssRoot), inputs.map((p) => p.reach));
  const pages = canonical.map(items);
  const shared = globalOrder(pages, inputs.map((p) => p.reach));
  const global = new Set(shared.map((i) => i.key));
  const globalRoot = postcss.root();
  for (const item of shared) globalRoot.append(item.node.clone());
  const pageRoots = pages.map((page, i) => {
    const root = postcss.root();
    const own = new OwnRules();
    for (const item of page) {
      const effect = itemEffect(item.node);
      const reach = inputs[i].reach.reach(item.node);
      if (global.has(item.key) && !own.conflicts(reach, effect)) continue;
      own.add(reach, effect);
      root.append(item.node.clone());
    }
    return root;
  });
  return { global: globalRoot, pages: pageRoots };
}
