import type { ElementContext } from "./namespaces.ts";

/**
 * How text is written into HTML. Inside raw-text elements the parser reads no markup and decodes no entities: only
 * the element's own end tag ends it, so such text cannot be escaped at all. Escapable raw text (textarea, title)
 * decodes entities but reads no tags. The policy renames or drops every raw-text element except <style>, whose CSS
 * has an escape that keeps its meaning; everything else is entity-escaped, which is correct in normal and
 * escapable raw text alike (and in SVG/MathML, where even <style> content is normal text).
 */
export const RAW_TEXT_ELEMENTS: ReadonlySet<string> = new Set(["script", "style", "xmp", "iframe", "noembed", "noframes", "noscript", "plaintext"]);
export const ESCAPABLE_RAW_TEXT_ELEMENTS: ReadonlySet<string> = new Set(["textarea", "title"]);

export function escapeHtmlText(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/\u00a0/g, "&nbsp;");
}

/** `<` and `>` too, as the HTML spec's serializer does since 2025: a value can never close a tag, even mis-nested. */
export function escapeHtmlAttribute(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/\u00a0/g, "&nbsp;");
}

/**
 * CSS for a <style> element, which ends at the first `</style` whatever CSS syntax says. `\/` is a CSS escape for
 * "/" and `\3C ` for "<", so the stylesheet means the same while the HTML parser sees no end tag.
 */
export function escapeStyleElementText(css: string): string {
  return css.replace(/<\/(style)/gi, "<\\/$1").replace(/<!--/g, "\\3C !--");
}

/** Text inside `parent` as HTML source. Text in a raw-text element the policy never keeps is not written at all. */
export function serializeTextIn(value: string, parent: ElementContext | null): string {
  if (parent?.ns === "html" && RAW_TEXT_ELEMENTS.has(parent.tag)) return parent.tag === "style" ? escapeStyleElementText(value) : "";
  return escapeHtmlText(value);
}
