import type { Root } from "postcss";
import type { LayoutNode, LayoutTree } from "../model/layout-nodes.ts";
import { isUrlAttribute, SRCSET_ATTRIBUTES } from "../../html/url-attributes.ts";
import { parseSrcset, serializeSrcset } from "../../html/srcset.ts";
import { isSvgDataUrl, sanitizeSvgDataUrl, sanitizeSvgDataUrlsInCss } from "../../html/svg-data-url.ts";

/**
 * Every `data:image/svg+xml` the layout carries (URL attributes, srcset candidates, inline styles, the stylesheet)
 * through the SVG file policy, before any format prints or writes it out: inline or as a zip's file, an SVG from the
 * page can then run nothing even when opened on its own. Layouts without one are returned as they are.
 */
export function withSafeInlineSvgs(tree: LayoutTree, cssRoot: Root): { tree: LayoutTree; cssRoot: Root } {
  const hasSvg = (text: string) => /data:image\/svg\+xml/i.test(text);
  let root = cssRoot;
  // tree.css is the stylesheet's source text: a cheap test before any copy.
  if (hasSvg(tree.css)) {
    root = cssRoot.clone();
    root.walkDecls((decl) => {
      if (hasSvg(decl.value)) decl.value = sanitizeSvgDataUrlsInCss(decl.value);
    });
  }
  let changed = false;
  const rewrite = (node: LayoutNode): LayoutNode => {
    if (node.type !== "element") return node;
    const attrs = [];
    for (const attr of node.attrs) {
      if (!hasSvg(attr.value)) {
        attrs.push(attr);
        continue;
      }
      changed = true;
      const name = attr.name.toLowerCase();
      if (name === "style") attrs.push({ ...attr, value: sanitizeSvgDataUrlsInCss(attr.value) });
      else if (SRCSET_ATTRIBUTES.has(name)) {
        const kept = parseSrcset(attr.value).flatMap((c) => {
          const url = isSvgDataUrl(c.url) ? sanitizeSvgDataUrl(c.url) : c.url;
          return url ? [{ ...c, url }] : [];
        });
        if (kept.length) attrs.push({ ...attr, value: serializeSrcset(kept) });
      } else if (isUrlAttribute(name) && isSvgDataUrl(attr.value)) {
        const url = sanitizeSvgDataUrl(attr.value);
        if (url) attrs.push({ ...attr, value: url });
      } else attrs.push(attr);
    }
    return { ...node, attrs, children: node.children.map(rewrite) };
  };
  const nodes = tree.nodes.map(rewrite);
  return { tree: changed ? { ...tree, nodes } : tree, cssRoot: root };
}
