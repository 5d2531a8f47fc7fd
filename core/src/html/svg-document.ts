import { parseFragment, type DefaultTreeAdapterMap } from "parse5";
import { NAMESPACE_URIS } from "./namespaces.ts";
import { parse5Access } from "./parse5-tree.ts";
import { sanitizeTree } from "./sanitize-tree.ts";

type Node = DefaultTreeAdapterMap["node"];
type Element = DefaultTreeAdapterMap["element"];

/**
 * An SVG file we write (a zip's asset, a `data:` image kept inline) as a standalone image that can run nothing when
 * opened directly: the page's file is parsed as markup (so no DOCTYPE, `<!ENTITY>` or processing instruction
 * survives), its first <svg> goes through the one active-content policy (no script, foreignObject, handlers or
 * script URLs), and then, since a file has no page around it, every reference must stay inside the file: `href`s
 * only to `#fragments`, `url()` only to `#fragments`, no <style> that loads or imports anything. The result is
 * serialized as XML with the namespaces declared. Null when there is no <svg> in it.
 */
const SVG_NS = NAMESPACE_URIS.svg;
const XLINK_NS = "http://www.w3.org/1999/xlink";
/** `url(` to anything but a fragment of this file, after CSS escapes and comments are ignored (roughly: refuse any doubt). */
const OUTSIDE_URL = /url\(\s*(?!['"]?#)|\\|@import|image-set|expression/i;
const isElement = (node: Node): node is Element => "tagName" in node;

function firstSvg(nodes: Node[]): Element | null {
  for (const node of nodes) {
    if (!isElement(node)) continue;
    if (node.tagName === "svg" && node.namespaceURI === SVG_NS) return node;
    const inner = firstSvg(node.childNodes);
    if (inner) return inner;
  }
  return null;
}

/** The file-only rules, after the shared policy ran: references stay in the file, nothing from another namespace. */
function confine(el: Element): void {
  el.attrs = el.attrs.filter((a) => {
    const name = (a.prefix ? `${a.prefix}:${a.name}` : a.name).toLowerCase();
    if (name.startsWith("xmlns")) return false;
    if (name.includes("href")) return a.value.trim().startsWith("#");
    return !OUTSIDE_URL.test(a.value);
  });
  el.childNodes = el.childNodes.filter((child) => {
    if (!isElement(child)) return child.nodeName === "#text";
    if (child.namespaceURI !== SVG_NS || child.tagName.toLowerCase() === "foreignobject") return false;
    if (child.tagName === "style" && OUTSIDE_URL.test(parse5Access.textContent(child))) return false;
    confine(child);
    return true;
  });
}

const escapeXml = (value: string) => value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
/** Characters XML 1.0 does not allow at all (C0 controls but tab, LF and CR; lone surrogates; U+FFFE/U+FFFF). */
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

function toXml(node: Node, root: boolean): string {
  if (!isElement(node)) return node.nodeName === "#text" ? escapeXml((node as DefaultTreeAdapterMap["textNode"]).value.replace(NOT_XML, "")) : "";
  const attrs = node.attrs.map((a) => ` ${a.prefix ? `${a.prefix}:${a.name}` : a.name}="${escapeXml(a.value.replace(NOT_XML, ""))}"`);
  if (root) attrs.unshift(` xmlns="${SVG_NS}"`, ` xmlns:xlink="${XLINK_NS}"`);
  const children = node.childNodes.map((c) => toXml(c, false)).join("");
  return children ? `<${node.tagName}${attrs.join("")}>${children}</${node.tagName}>` : `<${node.tagName}${attrs.join("")}/>`;
}

export function sanitizeSvgDocument(text: string): string | null {
  const svg = firstSvg(parseFragment(text.replace(/^\uFEFF/, "")).childNodes);
  if (!svg) return null;
  // The <svg> alone, as if it stood in an HTML <body>: the shared policy judges it exactly as it does inline SVG.
  const holder = parseFragment("");
  holder.childNodes = [svg];
  svg.parentNode = holder;
  sanitizeTree(parse5Access, holder as Node, { styleElements: "keep" });
  const kept = holder.childNodes.find(isElement);
  if (!kept) return null;
  confine(kept);
  return `<?xml version="1.0" encoding="UTF-8"?>\n${toXml(kept, true)}\n`;
}
