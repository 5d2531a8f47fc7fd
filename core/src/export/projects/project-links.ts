import type { LayoutTree } from "../model/layout-nodes.ts";
import { linkTarget, mapLinkHrefs } from "../model/link-hrefs.ts";

/**
 * A project is the site a developer goes on to build, served from its own root: links to the captured page lead
 * to that root (`/`, or its `#section`), links to the site's other pages become root-relative paths
 * (`/about`, the routes the developer adds next) instead of pointing back at the original site. Links to other
 * sites, mail and phone links and in-page anchors stay as they are. Without the page's address nothing changes.
 */
function projectHref(href: string, page: URL): string | null {
  const url = linkTarget(href, page);
  if (!url || url.origin !== page.origin) return null;
  const samePage = url.pathname.replace(/\/index\.html?$/i, "/") === page.pathname.replace(/\/index\.html?$/i, "/") && url.search === page.search;
  if (samePage) return url.hash || "/";
  return `${url.pathname}${url.search}${url.hash}`;
}

export function relativeInternalLinks(tree: LayoutTree): LayoutTree {
  let page: URL;
  try {
    page = new URL(tree.baseUrl ?? "");
  } catch {
    return tree;
  }
  return { ...tree, nodes: mapLinkHrefs(tree.nodes, (href) => projectHref(href, page)) };
}
