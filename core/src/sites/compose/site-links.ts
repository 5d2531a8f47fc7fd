import type { LayoutNode } from "../../export/model/layout-nodes.ts";
import { linkTarget, mapLinkHrefs } from "../../export/model/link-hrefs.ts";
import { crawlKey, normalizePageUrl } from "../page-url.ts";

/**
 * Links between captured pages lead to the export's routes; every other link (a page not captured, a PDF, another
 * site) stays absolute to the original site, so it works wherever the export is opened. A link to a captured page
 * with another query string or a fragment still names that page (crawlKey); its fragment is kept.
 */
export type RouteHref = (route: string, fragment: string) => string;

/** The href of a link on `pageUrl` in the export, or null to leave it as it is (in-page anchors, mailto:, tel:). */
export function exportHref(href: string, pageUrl: string, routes: ReadonlyMap<string, string>, to: RouteHref): string | null {
  const url = linkTarget(href, pageUrl);
  if (!url) return null;
  // `index.html` names its folder, as the crawler counted it.
  const route = routes.get(crawlKey(normalizePageUrl(url.href, pageUrl) ?? url.href));
  return route === undefined ? url.href : to(route, url.hash);
}

export function rewriteLinks(nodes: LayoutNode[], pageUrl: string, routes: ReadonlyMap<string, string>, to: RouteHref): LayoutNode[] {
  return mapLinkHrefs(nodes, (href) => exportHref(href, pageUrl, routes, to));
}

/** Folders between a route's page and the site root (`/blog/first-harvest` → 2). */
export function routeDepth(route: string): number {
  return route === "/" ? 0 : route.split("/").length - 1;
}

/** Where a route's page is in the static site, relative to `site/`. */
export function routeFile(route: string): string {
  return route === "/" ? "index.html" : `${route.slice(1)}/index.html`;
}

/** Static-site links: relative file paths, so the site works from file:// and from any folder of any host. */
export function staticHref(fromRoute: string): RouteHref {
  const up = "../".repeat(routeDepth(fromRoute));
  return (route, fragment) => `${up}${routeFile(route)}${fragment}`;
}

/** Router links: the route itself. */
export const routerHref: RouteHref = (route, fragment) => `${route}${fragment}`;
