import type { DownloadedAssets } from "../../export/assets/assets.ts";
import { formatCss } from "../../export/css/css-format.ts";
import { usesBehaviours } from "../../export/model/behaviour-attributes.ts";
import type { LayoutElement, LayoutNode, LayoutTree } from "../../export/model/layout-nodes.ts";
import { componentIdentifier } from "../../export/model/structure/identifiers.ts";
import type { ComposedSite } from "../compose/compose-site.ts";
import { localCss, localNodes } from "../compose/site-assets.ts";
import { rewriteLinks, routerHref } from "../compose/site-links.ts";

/**
 * A site as the framework projects print it: public/ serves the assets from the site root, links between captured
 * pages are router links, each shared region is one component (its `active` prop bound where the region has an
 * active link), each page one route component with its own stylesheet, mounted only while the route is shown.
 */
export interface ProjectPage {
  /** `HomePage`, `AboutPage`, `BlogFirstHarvestPage`. */
  component: string;
  route: string;
  title: string;
  /** What the shared regions get as `active` on this page. */
  active: string | null;
  nodes: LayoutNode[];
  css: string;
}

export interface ProjectRegion {
  name: string;
  placement: "start" | "end";
  template: LayoutElement;
  hasActive: boolean;
}

export interface SiteProjectModel {
  pages: ProjectPage[];
  regions: ProjectRegion[];
  globalCss: string;
  /** The start page's tree: the document (html/body attributes, title) every project's entry page starts from. */
  document: LayoutTree;
  behaviours: boolean;
  /** Every route, for telling router links from other links. */
  routes: Set<string>;
}

export function siteProjectModel(site: ComposedSite, assets: DownloadedAssets): SiteProjectModel {
  const taken = new Set(site.regions.map((r) => r.name));
  const start = site.pages[0];
  const local = (tree: LayoutTree, url: string, nodes: LayoutNode[]) => localNodes(tree, rewriteLinks(nodes, url, site.routes, routerHref), assets, "/");
  const activeOf = (i: number) => site.regions.find((r) => r.hasActive)?.activeByPage[i] ?? null;
  const pages = site.pages.map((page, i) => ({
    component: componentIdentifier(`${page.source.route === "/" ? "home" : page.source.route} page`, taken, "SitePage"),
    route: page.source.route,
    title: page.tree.title,
    active: activeOf(i),
    nodes: local(page.tree, page.source.url, site.content[i]),
    css: formatCss(localCss(site.pageCss[i], page.source.url, assets, "/")),
  }));
  const regions = site.regions.map((r) => ({
    name: r.name,
    placement: r.placement,
    template: local(start.tree, start.source.url, [r.template])[0] as LayoutElement,
    hasActive: r.hasActive,
  }));
  return {
    pages,
    regions,
    globalCss: formatCss(localCss(site.globalCss, start.source.url, assets, "/")),
    document: start.tree,
    behaviours: site.pages.some((p) => usesBehaviours(p.tree.nodes)),
    routes: new Set(site.pages.map((p) => p.source.route)),
  };
}

/** Whether an href (as rewritten by routerHref) leads to a captured page: then a router link prints it. */
export function isRouteHref(href: string | undefined, routes: ReadonlySet<string>): boolean {
  if (!href || !href.startsWith("/") || href.startsWith("//")) return false;
  return routes.has(href.replace(/#.*$/, ""));
}
