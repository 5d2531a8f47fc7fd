import { parseFragment, type DefaultTreeAdapterMap } from "parse5";

/**
 * An independent reading of stored HTML and CSS for anything active, written without the product's policy so the
 * policy cannot grade itself: names outside a plain grammar, handler attributes, elements that run or load code,
 * script URLs in any attribute (after the whitespace/control characters browsers ignore), SVG animation of links,
 * and CSS that runs code or could end a <style> element. Returns one line per finding.
 */
type Node = DefaultTreeAdapterMap["node"];
type Element = DefaultTreeAdapterMap["element"];

const ACTIVE_ELEMENTS = new Set(["script", "iframe", "frame", "frameset", "object", "embed", "applet", "base", "meta", "link", "noscript", "noembed", "noframes", "xmp", "plaintext", "portal", "param"]);
const HTML_TAG = /^[a-z][a-z0-9-]*$/;
const FOREIGN_TAG = /^[a-zA-Z][a-zA-Z0-9-]*$/;
const ATTRIBUTE = /^[a-zA-Z][a-zA-Z0-9-]*(:[a-zA-Z][a-zA-Z0-9-]*)?$/;
const SCRIPT_URL = /(^|,)(javascript|vbscript|livescript|data:text\/html)/;

const compact = (value: string) => value.replace(/[\u0000-\u0020\u007f]/g, "").toLowerCase();

export function activeHtmlFindings(html: string): string[] {
  const findings: string[] = [];
  const visit = (node: Node) => {
    if ("tagName" in node) {
      const el = node as Element;
      const html = el.namespaceURI === "http://www.w3.org/1999/xhtml";
      if (!(html ? HTML_TAG : FOREIGN_TAG).test(el.tagName)) findings.push(`element name ${JSON.stringify(el.tagName)}`);
      if (ACTIVE_ELEMENTS.has(el.tagName.toLowerCase()) || (html && el.tagName === "title")) findings.push(`element <${el.tagName}>`);
      for (const attr of el.attrs) {
        const name = attr.prefix ? `${attr.prefix}:${attr.name}` : attr.name;
        if (!ATTRIBUTE.test(name)) findings.push(`attribute name ${JSON.stringify(name)} on <${el.tagName}>`);
        if (/^on/i.test(name) || name === "srcdoc") findings.push(`attribute ${name} on <${el.tagName}>`);
        if (SCRIPT_URL.test(compact(attr.value))) findings.push(`script URL in ${name}=${JSON.stringify(attr.value)} on <${el.tagName}>`);
        if (/^attributename$/i.test(name) && /href/i.test(attr.value)) findings.push(`<${el.tagName}> animates ${attr.value}`);
      }
      if (el.tagName === "template") visit((el as DefaultTreeAdapterMap["template"]).content);
    }
    if ("childNodes" in node) for (const child of node.childNodes) visit(child);
  };
  visit(parseFragment(html));
  return findings;
}

export function activeCssFindings(css: string): string[] {
  const findings: string[] = [];
  if (/<\/style/i.test(css)) findings.push("`</style` in CSS text");
  const decoded = compact(css.replace(/\/\*[\s\S]*?\*\//g, "").replace(/\\([0-9a-f]{1,6})\s?/gi, (_m, hex: string) => String.fromCodePoint(parseInt(hex, 16) || 0xfffd)).replace(/\\(.)/g, "$1"));
  for (const danger of ["expression(", "javascript:", "vbscript:", "-moz-binding", "behavior:"]) if (decoded.includes(danger)) findings.push(`CSS contains ${danger}`);
  return findings;
}
