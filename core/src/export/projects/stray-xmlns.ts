import type { LayoutNode, LayoutTree } from "../model/layout-nodes.ts";

/**
 * An `xmlns` attribute whose value is not its element's namespace: the HTML parser ignores it, so the page shows
 * nothing of it, but Vue's template parser (as eslint-plugin-vue runs it) refuses the file (`x-invalid-namespace`).
 * Projects leave it out; the correct one stays.
 */
const NAMESPACES: Record<string, string> = {
  html: "http://www.w3.org/1999/xhtml",
  svg: "http://www.w3.org/2000/svg",
  math: "http://www.w3.org/1998/Math/MathML",
};

export function withoutStrayXmlns(tree: LayoutTree): LayoutTree {
  const visit = (node: LayoutNode): LayoutNode => {
    if (node.type !== "element") return node;
    const stray = node.attrs.some((a) => a.name === "xmlns" && a.value.trim() !== NAMESPACES[node.ns]);
    const attrs = stray ? node.attrs.filter((a) => a.name !== "xmlns" || a.value.trim() === NAMESPACES[node.ns]) : node.attrs;
    return { ...node, attrs, children: node.children.map(visit) };
  };
  return { ...tree, nodes: tree.nodes.map(visit) };
}
