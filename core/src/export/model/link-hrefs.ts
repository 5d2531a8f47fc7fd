import type { LayoutElement, LayoutNode } from "./layout-nodes.ts";

/**
 * Where exported links lead is decided per export kind (a project's own root, a site's routes); which attributes are
 * links, and which hrefs are web addresses worth rewriting at all, is decided here once.
 */
const LINK_ELEMENTS = new Set(["a", "area"]);

/** The http(s) address an href on `base` leads to; null for in-page anchors, mailto:, tel:, javascript: and junk. */
export function linkTarget(href: string, base: string | URL): URL | null {
  const raw = href.trim();
  if (!raw || raw.startsWith("#")) return null;
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    return null;
  }
  return url.protocol === "http:" || url.protocol === "https:" ? url : null;
}

/** The nodes with every link's href replaced by `next(href)`; null leaves that href as it is. */
export function mapLinkHrefs(nodes: LayoutNode[], next: (href: string) => string | null): LayoutNode[] {
  const rewrite = (node: LayoutNode): LayoutNode => {
    if (node.type !== "element") return node;
    const el: LayoutElement = { ...node, children: node.children.map(rewrite) };
    if (el.ns !== "html" || !LINK_ELEMENTS.has(el.tag)) return el;
    el.attrs = el.attrs.map((a) => {
      if (a.name !== "href" || a.prop) return a;
      const value = next(a.value);
      return value === null ? a : { ...a, value };
    });
    return el;
  };
  return nodes.map(rewrite);
}
