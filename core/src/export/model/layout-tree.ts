import { parseFragment, type DefaultTreeAdapterTypes } from "parse5";
import { namespaceFromUri } from "../../html/namespaces.ts";
import { sanitizeParse5Tree } from "../../html/parse5-tree.ts";
import type { LayoutElement, LayoutNode, LayoutTree } from "./layout-nodes.ts";
import { normalizeWhitespace } from "./whitespace.ts";
import { keepValidBehaviourAttributes } from "./behaviour-attributes.ts";
import { stripEditorAttributes } from "./structure/editor-attributes.ts";
import { readsAsCss } from "../css/css-format.ts";
import { safeDocumentAttributes, type DocumentAttributes } from "../../contract/document-attributes.ts";
import { stripControlCharacters } from "../../html/control-characters.ts";

type P5Node = DefaultTreeAdapterTypes.ChildNode;

/**
 * Control characters go at the tree, not only at the file: formats that print text as a JavaScript string (JSX data,
 * Vue render functions, Next's metadata) write `"\u0001"`, which has no control byte in the file but puts one back
 * in the page. A character reference (`&#1;`) decodes to one too, so raw HTML cannot be cleaned before parsing.
 */
function convert(node: P5Node): LayoutNode | null {
  if (node.nodeName === "#text") return { type: "text", value: stripControlCharacters((node as DefaultTreeAdapterTypes.TextNode).value), preformatted: false };
  if (!("tagName" in node)) return null;
  const el = node as DefaultTreeAdapterTypes.Element;
  const source = el.tagName === "template" ? (el as DefaultTreeAdapterTypes.Template).content.childNodes : el.childNodes;
  return {
    type: "element",
    tag: el.tagName,
    ns: namespaceFromUri(el.namespaceURI),
    attrs: el.attrs.map((a) => ({ name: a.prefix ? `${a.prefix}:${a.name}` : a.name, value: stripControlCharacters(a.value) })),
    children: source.map(convert).filter((n): n is LayoutNode => n !== null),
  };
}

/**
 * Builds the shared tree once per export call from the user's HTML: parsed by parse5, put through the
 * active-content policy (users paste anything and exports run on other people's sites), `<style>` elements moved
 * into the stylesheet so every format can ship them, editor attributes removed, whitespace normalized.
 */
export function parseLayout(input: { html: string; css: string; title?: string; baseUrl?: string; document?: DocumentAttributes | null }): LayoutTree {
  const fragment = parseFragment(input.html);
  const hoisted: string[] = [];
  sanitizeParse5Tree(fragment, { styleElements: "drop", onStyle: (css) => void (readsAsCss(css) && hoisted.push(css)) });
  const sanitized = fragment.childNodes.map(convert).filter((n): n is LayoutNode => n !== null);
  keepValidBehaviourAttributes(sanitized);
  const document = { html: safeDocumentAttributes(input.document?.html), body: safeDocumentAttributes(input.document?.body) };
  const direction = directionWrapper(document);
  const extra = [hoisted.join("\n").trim(), hasHiddenElement(sanitized) ? HIDDEN_RULE : "", direction ? DIRECTION_RULE : ""].filter(Boolean).join("\n");
  const { nodes, css } = stripEditorAttributes(sanitized, extra ? `${input.css}\n${extra}` : input.css);
  const normalized = normalizeWhitespace(nodes);
  return {
    nodes: direction ? [{ ...direction, children: normalized }] : normalized,
    css,
    title: stripControlCharacters(input.title ?? "").trim() || "Exported layout",
    baseUrl: input.baseUrl,
    document,
  };
}

/**
 * A right-to-left page's direction comes from `dir` on <html>, which components and embeds do not have: every
 * format gets the fragment inside one `display: contents` element carrying dir and lang, so the text runs and
 * the boxes mirror as on the page without adding a box (the HTML export also sets them on <html>).
 */
function directionWrapper(document: DocumentAttributes): LayoutElement | null {
  const dir = document.body.dir ?? document.html.dir;
  if (!dir || dir.toLowerCase() === "ltr") return null;
  const lang = document.body.lang ?? document.html.lang;
  const attrs = [{ name: "class", value: "ll-document" }, { name: "dir", value: dir }, ...(lang ? [{ name: "lang", value: lang }] : [])];
  return { type: "element", tag: "div", ns: "html", attrs, children: [] };
}
const DIRECTION_RULE = ".ll-document { display: contents; }";

/**
 * The editor hides layers with the `hidden` attribute; an author rule such as `.card { display: flex }` would
 * otherwise beat the browser's own `[hidden]` style and show them again in the export.
 */
const HIDDEN_RULE = "[hidden] { display: none !important; }";

function hasHiddenElement(nodes: LayoutNode[]): boolean {
  return nodes.some((n) => n.type === "element" && (n.attrs.some((a) => a.name === "hidden") || hasHiddenElement(n.children)));
}
