import type { Root } from "postcss";
import type { LayoutNode } from "../../export/model/layout-nodes.ts";
import { crawlKey } from "../page-url.ts";
import type { SitePageSource } from "../site-page-source.ts";
import { PageReach } from "./css-reach.ts";
import { splitSiteCss } from "./site-css.ts";
import { prepareSitePages, routeKey, type SitePage } from "./site-pages.ts";
import { findSharedRegions, type SharedRegion } from "./shared-regions.ts";

/** A site ready for any export: its pages, the parts they share, their own content and the split stylesheet. */
export interface ComposedSite {
  pages: SitePage[];
  /** Shared regions in document order (those before each page's content, then those after it). */
  regions: SharedRegion[];
  /** Crawl key of each captured page → its route: what links are rewritten against. */
  routes: Map<string, string>;
  /** Per page: its top-level nodes without the shared regions (what its page component renders). */
  content: LayoutNode[][];
  globalCss: Root;
  pageCss: Root[];
}

export function composeSite(sources: readonly SitePageSource[]): ComposedSite {
  if (!sources.length) throw new Error("a site needs at least one page");
  const pages = prepareSitePages(sources);
  const routes = new Map(sources.map((s) => [crawlKey(s.url), s.route]));
  const keys = new Map(sources.map((s) => [crawlKey(s.url), routeKey(s.route)]));
  const found = findSharedRegions(pages.map((p) => ({ url: p.source.url, nodes: p.tree.nodes })), keys);
  const regions = [...found.filter((r) => r.placement === "start"), ...found.filter((r) => r.placement === "end").sort((a, b) => a.nodeIndex[0] - b.nodeIndex[0])];
  const content = pages.map((page, i) => {
    const shared = new Set(regions.map((r) => r.nodeIndex[i]));
    return page.tree.nodes.filter((_, index) => !shared.has(index));
  });
  const css = splitSiteCss(pages.map((p) => ({ cssRoot: p.cssRoot, reach: new PageReach(p.tree) })));
  return { pages, regions, routes, content, globalCss: css.global, pageCss: css.pages };
}
