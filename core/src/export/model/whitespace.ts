import type { LayoutNode } from "./layout-nodes.ts";

/**
 * Browsers collapse whitespace, JSX trims lines and Vue condenses templates, each differently. To make every
 * format render the same, the shared tree is normalized to what a browser would render anyway: runs of
 * whitespace become one space, and whitespace a browser would never show (between block boxes, at the start or
 * end of a block's line) is removed. Printers can then lay out the code freely.
 */
export const BLOCK_ELEMENTS = new Set([
  "address", "article", "aside", "blockquote", "caption", "col", "colgroup", "dd", "details", "dialog", "div", "dl",
  "dt", "fieldset", "figcaption", "figure", "footer", "form", "h1", "h2", "h3", "h4", "h5", "h6", "header", "hgroup",
  "hr", "li", "main", "menu", "nav", "ol", "p", "pre", "search", "section", "summary", "table", "tbody", "td", "tfoot",
  "th", "thead", "tr", "ul", "legend", "optgroup", "option", "html", "body",
]);
const PREFORMATTED = new Set(["pre", "textarea", "listing", "plaintext", "xmp"]);

/** SVG elements other than text content never render whitespace. */
export function isSvgContainer(node: LayoutNode | undefined): boolean {
  return !!node && node.type === "element" && node.ns === "svg" && node.tag !== "text" && node.tag !== "tspan" && node.tag !== "textPath";
}

export function isBlock(node: LayoutNode | undefined): boolean {
  return !!node && node.type === "element" && node.ns === "html" && BLOCK_ELEMENTS.has(node.tag);
}

function normalizeChildren(children: LayoutNode[], parentIsBlock: boolean, inPre: boolean, dropBlankText = false): LayoutNode[] {
  if (inPre) {
    return children.map((c) => (c.type === "text" ? { ...c, preformatted: true } : normalizeElement(c, true)));
  }
  // Collapse first, then merge adjacent text, so decisions look at real neighbours.
  const merged: LayoutNode[] = [];
  for (const child of children) {
    if (child.type === "text") {
      const value = child.value.replace(/[ \t\n\r\f]+/g, " ");
      const last = merged[merged.length - 1];
      if (last?.type === "text") merged[merged.length - 1] = { ...last, value: (last.value + value).replace(/ {2,}/g, " ") };
      else merged.push({ type: "text", value, preformatted: false });
    } else merged.push(normalizeElement(child, false));
  }
  const out: LayoutNode[] = [];
  merged.forEach((node, i) => {
    if (node.type !== "text") return out.push(node);
    const prev = merged[i - 1];
    const next = merged[i + 1];
    const startsLine = prev ? isBlock(prev) : parentIsBlock;
    const endsLine = next ? isBlock(next) : parentIsBlock;
    let value = node.value;
    if (startsLine) value = value.replace(/^ /, "");
    if (endsLine) value = value.replace(/ $/, "");
    if (value && !(dropBlankText && value === " ")) out.push({ ...node, value });
  });
  return out;
}

function normalizeElement(node: LayoutNode, inPre: boolean): LayoutNode {
  if (node.type === "text") return node;
  const pre = inPre || (node.ns === "html" && PREFORMATTED.has(node.tag));
  // SVG text behaves like inline content; other SVG containers ignore whitespace-only text entirely.
  const svgContainer = isSvgContainer(node);
  return { ...node, children: normalizeChildren(node.children, isBlock(node) || svgContainer, pre, svgContainer) };
}

export function normalizeWhitespace(nodes: LayoutNode[]): LayoutNode[] {
  // The fragment's parent is <body>: a block.
  return normalizeChildren(nodes, true, false);
}
