import type { LayoutElement, LayoutNode, LayoutText } from "../model/layout-nodes.ts";
import { isBlock, isSvgContainer } from "../model/whitespace.ts";

/**
 * Indentation shared by every printer. A line break is only placed where the normalized tree guarantees that
 * whitespace cannot show (next to a block box, inside a block's edges, between SVG shapes), so HTML (where a
 * break is a space), JSX (where a break is nothing) and Vue templates render alike.
 */
export interface TagPrinter {
  /**
   * False for an element this printer refuses to write (a name its target cannot express safely): the element and
   * everything inside it are left out. The sanitizer already removed such names; this is the printer's own check.
   */
  accepts(el: LayoutElement): boolean;
  /** Start tag, or the whole element when it has no children. */
  open(el: LayoutElement, depth: number): string;
  close(el: LayoutElement): string;
  /** True when the element is printed by `open` alone (void or self-closed). */
  selfContained(el: LayoutElement): boolean;
  /** `node` tells a component printer whether the text comes from a prop. */
  text(value: string, preformatted: boolean, parent: LayoutElement | null, node?: LayoutText): string;
  /** Elements whose content must stay byte-exact (pre, textarea): printed on one line without breaks. */
  keepsWhitespace?(el: LayoutElement): boolean;
}

const PRE_TAGS = new Set(["pre", "textarea", "listing"]);

function breakable(a: LayoutNode | undefined, b: LayoutNode | undefined, parent: LayoutElement | null): boolean {
  if (parent && isSvgContainer(parent)) return true;
  return isBlock(a) || isBlock(b);
}

function edgeBreakable(child: LayoutNode, parent: LayoutElement | null): boolean {
  if (!parent) return true; // the fragment sits in <body>, a block
  return isBlock(parent) || isSvgContainer(parent) || isBlock(child);
}

const printable = (nodes: LayoutNode[], p: TagPrinter) => nodes.filter((n) => n.type === "text" || p.accepts(n));

function printInline(node: LayoutNode, parent: LayoutElement | null, p: TagPrinter): string {
  if (node.type === "text") return p.text(node.value, node.preformatted, parent, node);
  if (p.selfContained(node)) return p.open(node, 0);
  return p.open(node, 0) + printable(node.children, p).map((c) => printInline(c, node, p)).join("") + p.close(node);
}

export function printNodes(all: LayoutNode[], parent: LayoutElement | null, p: TagPrinter, depth: number, indentUnit = "  "): string {
  return indentUnit.repeat(depth) + printLines(printable(all, p), parent, p, depth, indentUnit);
}

/** printNodes without the first line's indentation: callers nest it without copying (slicing) the text below. */
function printLines(nodes: LayoutNode[], parent: LayoutElement | null, p: TagPrinter, depth: number, indentUnit: string): string {
  const pad = indentUnit.repeat(depth);
  let out = "";
  let lineStart = true;
  nodes.forEach((node, i) => {
    if (i > 0 && breakable(nodes[i - 1], node, parent)) {
      out += `\n${pad}`;
      lineStart = true;
    }
    const printed = printNode(node, parent, p, depth, indentUnit, lineStart);
    out += printed;
    if (printed) lineStart = false;
  });
  return out;
}

function printNode(node: LayoutNode, parent: LayoutElement | null, p: TagPrinter, depth: number, indentUnit: string, lineStart: boolean): string {
  if (node.type === "text") return p.text(node.value, node.preformatted, parent, node);
  if (p.selfContained(node)) return p.open(node, depth);
  const keep = (node.ns === "html" && PRE_TAGS.has(node.tag)) || p.keepsWhitespace?.(node);
  const children = printable(node.children, p);
  const multiLine =
    !keep && lineStart && children.length > 0 &&
    (children.some((c, i) => i > 0 && breakable(children[i - 1], c, node)) ||
      (children.length === 1 && children[0].type === "element" && edgeBreakable(children[0], node) && isBlock(children[0])));
  if (!multiLine) return printInline(node, parent, p);
  const first = children[0];
  const last = children[children.length - 1];
  const open = p.open(node, depth);
  const close = p.close(node);
  const pad = indentUnit.repeat(depth + 1);
  const body = printLines(children, node, p, depth + 1, indentUnit);
  const head = edgeBreakable(first, node) ? `${open}\n${pad}` : open;
  const tail = edgeBreakable(last, node) ? `\n${indentUnit.repeat(depth)}${close}` : close;
  return head + body + tail;
}
