import type { LayoutElement, LayoutNode } from "../../export/model/layout-nodes.ts";
import { crawlKey, normalizePageUrl } from "../page-url.ts";

/**
 * Links between captured pages lead to the export's routes; every other link (a page not captured, a PDF, another
 * site) stays absolute to the original site, so it works wherever the export is opened. A link to a captured page
 * with another query string or a fragment still names that page (crawlKey); its fragment is kept.
 */
export type RouteHref = (route: string, fragment: string) => string;

const LINK_ELEMENTS = new Set(["a", "area"]);

/** The href of a link on `pageUrl` in the export, or null to leave it as it is (in-page anchors, mailto:, tel:). */
export function exportHref(href: string, pageUrl: string, routes: ReadonlyMap<string, string>, to: RouteHref): string | null {
  const raw = href.trim();
  if (!raw || raw.startsWith("#")) return null;
  let url: URL;
  try {
    url = new URL(raw, pageUrl);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  // `index.html` names its folder, as the crawler counted it.
  const route = routes.get(crawlKey(normalizePageUrl(url.href, pageUrl) ?? url.href));
  return route === undefined ? url.href : to(route, url.hash);
}

export function rewriteLinks(nodes: LayoutNode[], pageUrl: string, routes: ReadonlyMap<string, string>, to: RouteHref): LayoutNode[] {
  const rewrite = (node: LayoutNode): LayoutNode => {
    if (node.type !== "element") return node;
    const el: LayoutElement = { ...node, children: node.children.map(rewrite) };
    if (el.ns !== "html" || !LINK_ELEMENTS.has(el.tag)) return el;
    el.attrs = el.attrs.map((a) => {
      if (a.name !== "href" || a.prop) return a;
      const next = exportHref(a.value, pageUrl, routes, to);
      return next === null ? a : { ...a, value: next };
    });
    return el;
  };
  return nodes.map(rewrite);
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
