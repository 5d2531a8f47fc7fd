import { parseFragment, html as parse5Html, type DefaultTreeAdapterTypes } from "parse5";
import { sanitizeTree } from "./sanitize.ts";
import { normalizeWhitespace } from "./whitespace.ts";

/**
 * The one tree every exporter prints from. It is built once per export call from the user's HTML (parse5), already
 * sanitized and whitespace-normalized, so every format starts from the same content and renders the same.
 */
export type Namespace = "html" | "svg" | "math";

export interface LayoutElement {
  type: "element";
  tag: string;
  ns: Namespace;
  /** In source order; names as parse5 reports them (SVG names already case-adjusted, e.g. viewBox). */
  attrs: { name: string; value: string }[];
  children: LayoutNode[];
}

export interface LayoutText {
  type: "text";
  value: string;
  /** Inside <pre>, <textarea> or similar: whitespace is significant and must be kept byte for byte. */
  preformatted: boolean;
}

export type LayoutNode = LayoutElement | LayoutText;

export interface LayoutTree {
  nodes: LayoutNode[];
  css: string;
  title: string;
  baseUrl?: string;
}

const NS: Record<string, Namespace> = {
  [parse5Html.NS.HTML]: "html",
  [parse5Html.NS.SVG]: "svg",
  [parse5Html.NS.MATHML]: "math",
};

type P5Node = DefaultTreeAdapterTypes.ChildNode;

function convert(node: P5Node): LayoutNode | null {
  if (node.nodeName === "#text") return { type: "text", value: (node as DefaultTreeAdapterTypes.TextNode).value, preformatted: false };
  if (!("tagName" in node)) return null; // comments and doctypes are not part of any export
  const el = node as DefaultTreeAdapterTypes.Element;
  const source = el.tagName === "template" ? (el as DefaultTreeAdapterTypes.Template).content.childNodes : el.childNodes;
  return {
    type: "element",
    tag: el.tagName,
    ns: NS[el.namespaceURI] ?? "html",
    attrs: el.attrs.map((a) => ({ name: a.prefix ? `${a.prefix}:${a.name}` : a.name, value: a.value })),
    children: source.map(convert).filter((n): n is LayoutNode => n !== null),
  };
}

export function parseLayout(input: { html: string; css: string; title?: string; baseUrl?: string }): LayoutTree {
  const fragment = parseFragment(input.html);
  const raw = fragment.childNodes.map(convert).filter((n): n is LayoutNode => n !== null);
  const { nodes, hoistedCss } = sanitizeTree(raw);
  const extra = [hoistedCss, hasHiddenElement(nodes) ? HIDDEN_RULE : ""].filter(Boolean).join("\n");
  const css = extra ? `${input.css}\n${extra}` : input.css;
  return {
    nodes: normalizeWhitespace(nodes),
    css,
    title: input.title?.trim() || "Exported layout",
    baseUrl: input.baseUrl,
  };
}

/**
 * The editor hides layers with the `hidden` attribute; an author rule such as `.card { display: flex }` would
 * otherwise beat the browser's own `[hidden]` style and show them again in the export.
 */
const HIDDEN_RULE = "[hidden] { display: none !important; }";

function hasHiddenElement(nodes: LayoutNode[]): boolean {
  return nodes.some((n) => n.type === "element" && (n.attrs.some((a) => a.name === "hidden") || hasHiddenElement(n.children)));
}

export function isElement(node: LayoutNode): node is LayoutElement {
  return node.type === "element";
}

export function getAttr(el: LayoutElement, name: string): string | undefined {
  return el.attrs.find((a) => a.name === name)?.value;
}

/** HTML elements that never have children or a closing tag. */
export const VOID_ELEMENTS = new Set([
  "area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr",
]);

/** Attributes whose value is a URL (or a srcset list of URLs). */
export const URL_ATTRIBUTES = new Set(["href", "src", "action", "formaction", "poster", "cite", "data", "xlink:href", "background"]);
export const SRCSET_ATTRIBUTES = new Set(["srcset", "imagesrcset"]);
