import type { LayoutElement, LayoutNode, LayoutTree } from "../model/layout-nodes.ts";

/**
 * A project is the site a developer goes on to build, served from its own root: links to the captured page lead
 * to that root (`/`, or its `#section`), links to the site's other pages become root-relative paths
 * (`/about`, the routes the developer adds next) instead of pointing back at the original site. Links to other
 * sites, mail and phone links and in-page anchors stay as they are. Without the page's address nothing changes.
 */
const LINK_ELEMENTS = new Set(["a", "area"]);

function projectHref(raw: string, page: URL): string | null {
  const value = raw.trim();
  if (!value || value.startsWith("#")) return null;
  let url: URL;
  try {
    url = new URL(value, page);
  } catch {
    return null;
  }
  if ((url.protocol !== "http:" && url.protocol !== "https:") || url.origin !== page.origin) return null;
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
  const rewrite = (node: LayoutNode): LayoutNode => {
    if (node.type !== "element") return node;
    const el: LayoutElement = { ...node, children: node.children.map(rewrite) };
    if (el.ns !== "html" || !LINK_ELEMENTS.has(el.tag)) return el;
    el.attrs = el.attrs.map((a) => {
      if (a.name !== "href" || a.prop) return a;
      const href = projectHref(a.value, page);
      return href === null ? a : { ...a, value: href };
    });
    return el;
  };
  return { ...tree, nodes: tree.nodes.map(rewrite) };
}
