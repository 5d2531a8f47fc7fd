import type { LayoutElement, LayoutNode } from "../model/layout-nodes.ts";
import { VOID_ELEMENTS } from "../../html/void-elements.ts";
import { printNodes, type TagPrinter } from "./code-layout.ts";
import { inertHtmlAttribute, inertHtmlText } from "../../html/template-delimiters.ts";
import { isPrintableAttributeName, isPrintableElementName, type MarkupTarget } from "../../html/printable-names.ts";

/** The HTML-syntax printer behind the html, Vue, WordPress and embed formats; each may override text/attributes. */
export interface MarkupOptions {
  /** The language the markup lands in, whose name rules the printer enforces (plain HTML by default). */
  target?: MarkupTarget;
  /** Text content as it should appear in the file (already escaped for its context). */
  text?: (value: string, preformatted: boolean, parent: LayoutElement | null) => string;
  /** One attribute as `name="value"` (or null to drop it); defaults to HTML escaping. */
  attr?: (el: LayoutElement, name: string, value: string) => string | null;
  /** Extra attributes for an element, e.g. `v-pre` on top-level template elements. */
  extraAttrs?: (el: LayoutElement, depth: number) => string[];
}

const defaultAttr = (_el: LayoutElement, name: string, value: string) => (value === "" ? name : `${name}="${inertHtmlAttribute(value)}"`);

export function markupPrinter(options: MarkupOptions = {}): TagPrinter {
  const target = options.target ?? "html";
  const attr = options.attr ?? defaultAttr;
  return {
    accepts: (el) => isPrintableElementName(target, el.tag, el.ns),
    open(el, depth) {
      const parts = [el.tag];
      for (const a of el.attrs) {
        if (!isPrintableAttributeName(target, a.name, el.ns, el.tag)) continue;
        const printed = attr(el, a.name, a.value);
        if (printed) parts.push(printed);
      }
      parts.push(...(options.extraAttrs?.(el, depth) ?? []));
      // Foreign (SVG/MathML) elements without children are self-closed, as XML expects and HTML allows.
      const selfClose = el.ns !== "html" && el.children.length === 0 ? " /" : "";
      return `<${parts.join(" ")}${selfClose}>`;
    },
    close: (el) => `</${el.tag}>`,
    selfContained: (el) => (el.ns === "html" ? VOID_ELEMENTS.has(el.tag) : el.children.length === 0),
    text: options.text ?? ((value, _pre, parent) => inertHtmlText(value, parent && { tag: parent.tag, ns: parent.ns })),
  };
}

export function printMarkup(nodes: LayoutNode[], options: MarkupOptions = {}, depth = 0): string {
  return printNodes(nodes, null, markupPrinter(options), depth);
}
