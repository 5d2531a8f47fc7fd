import { parseFragment, serialize, type DefaultTreeAdapterMap } from "parse5";
import postcss from "postcss";

type ParentNode = DefaultTreeAdapterMap["parentNode"];
type ChildNode = DefaultTreeAdapterMap["childNode"];
type Element = DefaultTreeAdapterMap["element"];

/** Elements that can run code or pull in active content; an edited layout never needs them. */
const FORBIDDEN_TAGS = new Set(["script", "iframe", "object", "embed", "base", "meta", "link", "frame", "frameset", "applet", "noscript"]);
const URL_ATTRIBUTES = new Set(["href", "src", "action", "formaction", "xlink:href", "poster", "background", "data"]);
const DANGEROUS_URL = /^\s*(javascript|vbscript|data\s*:\s*text\/html)/i;

function isElement(node: ChildNode): node is Element {
  return "tagName" in node;
}

function cleanElement(el: Element): void {
  el.attrs = el.attrs.filter((attr) => {
    const name = attr.name.toLowerCase();
    if (name.startsWith("on")) return false;
    if (URL_ATTRIBUTES.has(name) && DANGEROUS_URL.test(attr.value.replace(/[\u0000-\u001f]/g, ""))) return false;
    if (name === "style") attr.value = sanitizeInlineStyle(attr.value);
    return true;
  });
}

function cleanChildren(parent: ParentNode): void {
  parent.childNodes = parent.childNodes.filter((child) => {
    if (child.nodeName === "#comment") return false;
    if (!isElement(child)) return true;
    if (FORBIDDEN_TAGS.has(child.tagName.toLowerCase())) return false;
    cleanElement(child);
    cleanChildren(child);
    if (child.tagName === "template") cleanChildren((child as unknown as { content: ParentNode }).content);
    return true;
  });
}

/** A body fragment with no scripts, no inline handlers and no script URLs, as every LayoutLift output must be. */
export function sanitizeHtml(html: string): string {
  const fragment = parseFragment(html);
  cleanChildren(fragment);
  return serialize(fragment);
}

const DANGEROUS_CSS_VALUE = /expression\s*\(|javascript:|vbscript:|-moz-binding|behavior\s*:/i;

function sanitizeInlineStyle(style: string): string {
  return DANGEROUS_CSS_VALUE.test(style) ? "" : style;
}

/** Drops declarations that can execute code in old engines and `@import`s that pull in unreviewed CSS. */
export function sanitizeCss(css: string): string {
  const root = postcss.parse(css);
  root.walkDecls((decl) => {
    if (DANGEROUS_CSS_VALUE.test(decl.value) || DANGEROUS_CSS_VALUE.test(decl.prop)) decl.remove();
  });
  root.walkAtRules("import", (rule) => {
    rule.remove();
  });
  return root.toString();
}
