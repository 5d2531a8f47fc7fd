import type { LayoutElement, LayoutNode } from "../../export/model/layout-nodes.ts";
import { getAttr } from "../../export/model/layout-nodes.ts";
import { crawlKey } from "../page-url.ts";
import { activeRegion } from "./active-binding.ts";
import { regionSignature } from "./region-signature.ts";

/**
 * The parts every page of a site shares: top-level regions at the start (header, navigation) and at the end
 * (footer) whose markup is the same on every page after whitespace normalisation, or differs only in which link is
 * marked active (then the difference becomes the `active` prop). Found by comparing the pages, never assumed from a
 * tag: a footer that differs on one page is that page's own content.
 */
export interface SharedRegion {
  /** `SiteHeader`, `SiteFooter`, `SiteNav`, `Sidebar` (numbered when a site has two of a kind). */
  name: string;
  placement: "start" | "end";
  /** Per page, the region's index among the page's top-level nodes. */
  nodeIndex: number[];
  /** The region as printed by the framework exports; marker attributes carry a `prop` expression over `active`. */
  template: LayoutElement;
  /** Per page, the `active` value (all null when the region has no active link). */
  activeByPage: (string | null)[];
  hasActive: boolean;
}

export type RegionMatch = { kind: "identical"; template: LayoutElement } | { kind: "active"; template: LayoutElement; activeByPage: (string | null)[] } | null;

export interface RegionPage {
  url: string;
  nodes: LayoutNode[];
}

const ROLE_NAMES: [RegExp, string][] = [
  [/^(header|banner)$/, "SiteHeader"],
  [/^(footer|contentinfo)$/, "SiteFooter"],
  [/^(nav|navigation)$/, "SiteNav"],
  [/^(aside|complementary)$/, "Sidebar"],
];
const CLASS_NAMES: [RegExp, string][] = [
  [/(^|[-_\s])(site-?header|masthead|top-?bar|navbar)([-_\s]|$)/i, "SiteHeader"],
  [/(^|[-_\s])(site-?)?footer([-_\s]|$)/i, "SiteFooter"],
  [/(^|[-_\s])sidebar([-_\s]|$)/i, "Sidebar"],
];

/** The component name a region's role gives it, or null for an element that is not a site part. */
export function regionRole(el: LayoutElement): string | null {
  for (const source of [getAttr(el, "role") ?? "", el.tag]) {
    for (const [pattern, name] of ROLE_NAMES) if (pattern.test(source.toLowerCase())) return name;
  }
  const words = `${getAttr(el, "class") ?? ""} ${getAttr(el, "id") ?? ""}`;
  for (const [pattern, name] of CLASS_NAMES) if (pattern.test(words)) return name;
  return null;
}

/** Whether the same region on every page (one element per page) is one component, and how. */
export function matchRegion(regions: LayoutElement[], pageUrls: string[], keyOf: (url: string) => string | null): RegionMatch {
  if (regions.length < 2) return null;
  const strict = regions.map((r, i) => regionSignature(r, pageUrls[i], false));
  if (strict.every((s) => s === strict[0])) return { kind: "identical", template: regions[0] };
  const loose = regions.map((r, i) => regionSignature(r, pageUrls[i], true));
  if (!loose.every((s) => s === loose[0])) return null;
  const active = activeRegion(regions, pageUrls, keyOf);
  return active && { kind: "active", ...active };
}

const topElements = (nodes: LayoutNode[]) =>
  nodes.flatMap((n, index) => (n.type === "element" ? [{ el: n, index }] : []));

/** The shared regions of a site; `keys` maps each page's crawl key to its `active` value (its route key). */
export function findSharedRegions(pages: RegionPage[], keys: Map<string, string>): SharedRegion[] {
  if (pages.length < 2) return [];
  const keyOf = (url: string) => keys.get(crawlKey(url)) ?? null;
  const tops = pages.map((p) => topElements(p.nodes));
  const urls = pages.map((p) => p.url);
  const shortest = Math.min(...tops.map((t) => t.length));
  const found: SharedRegion[] = [];
  const take = (at: (t: typeof tops[number]) => { el: LayoutElement; index: number }, placement: SharedRegion["placement"]) => {
    const picked = tops.map(at);
    const name = regionRole(picked[0].el);
    if (!name || picked.some((p) => p.el.tag !== picked[0].el.tag)) return false;
    const match = matchRegion(picked.map((p) => p.el), urls, keyOf);
    if (!match) return false;
    const activeByPage = match.kind === "active" ? match.activeByPage : pages.map(() => null);
    found.push({ name, placement, nodeIndex: picked.map((p) => p.index), template: match.template, activeByPage, hasActive: match.kind === "active" });
    return true;
  };
  let start = 0;
  while (start < shortest && take((t) => t[start], "start")) start++;
  let end = 0;
  while (start + end < shortest && take((t) => t[t.length - 1 - end], "end")) end++;
  const seen = new Map<string, number>();
  for (const region of found) {
    const n = (seen.get(region.name) ?? 0) + 1;
    seen.set(region.name, n);
    if (n > 1) region.name = `${region.name}${n}`;
  }
  return found;
}
