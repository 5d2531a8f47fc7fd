import { ESCAPABLE_RAW_TEXT_ELEMENTS, RAW_TEXT_ELEMENTS, escapeHtmlAttribute, escapeHtmlText, serializeTextIn } from "./raw-text.ts";
import type { ElementContext } from "./namespaces.ts";

/**
 * Page text that a template engine would evaluate: `{{ }}` (AngularJS, Vue's in-DOM templates, Handlebars, Jinja,
 * Liquid, Blade), `{% %}` and `{# #}` (Jinja, Liquid, Twig) and `${` (JavaScript template literals, JSP EL). An
 * export lands on the customer's site, where such an engine may run over the markup (an embed on an AngularJS
 * page) or over the source (a static site generator). Entities alone are not enough: a DOM-based engine reads the
 * decoded text. So the two characters of each delimiter are split apart — by an empty comment in markup (two DOM
 * text nodes, so no engine sees `{{` in either), by an invisible U+2060 WORD JOINER where comments are not parsed
 * (attribute values, <title>, <textarea>) — and the braces are written as entities for engines reading the source.
 * Text without a delimiter is written as before.
 */
const DELIMITER_SPLIT = /(?<=\{)(?=[{%#])|(?<=\})(?=\})|(?<=\$)(?=\{)|(?<=%)(?=\})|(?<=#)(?=\})/;
const BRACES = /[{}$]/g;
const ENTITIES: Record<string, string> = { "{": "&#123;", "}": "&#125;", $: "&#36;" };
/** U+2060 WORD JOINER: no width, no line break, ignored by search and copy in practice. */
export const INVISIBLE_SEPARATOR = "\u2060";

export function hasTemplateDelimiter(value: string): boolean {
  return DELIMITER_SPLIT.test(value);
}

/** The text in pieces that contain no delimiter; one piece when it has none. */
export function splitTemplateDelimiters(value: string): string[] {
  return value.split(DELIMITER_SPLIT);
}

const entities = (escaped: string) => escaped.replace(BRACES, (c) => ENTITIES[c]);

/** Text content in HTML source, inert for template engines (see above). */
export function inertHtmlText(value: string, parent: ElementContext | null): string {
  // Raw-text elements (a kept <style>) hold CSS, whose braces are syntax; the policy keeps no other raw text.
  if (!hasTemplateDelimiter(value) || (parent?.ns === "html" && RAW_TEXT_ELEMENTS.has(parent.tag))) return serializeTextIn(value, parent);
  const escapable = parent?.ns === "html" && ESCAPABLE_RAW_TEXT_ELEMENTS.has(parent.tag);
  return splitTemplateDelimiters(value)
    .map((piece) => entities(escapeHtmlText(piece)))
    .join(escapable ? "&#8288;" : "<!---->");
}

/** An attribute value (without quotes) in HTML source, inert for template engines. */
export function inertHtmlAttribute(value: string): string {
  if (!hasTemplateDelimiter(value)) return escapeHtmlAttribute(value);
  return splitTemplateDelimiters(value)
    .map((piece) => entities(escapeHtmlAttribute(piece)))
    .join("&#8288;");
}

/** A value as plain text with the delimiters split by the invisible separator: for targets that escape it themselves (PHP). */
export function inertPlainText(value: string): string {
  return hasTemplateDelimiter(value) ? splitTemplateDelimiters(value).join(INVISIBLE_SEPARATOR) : value;
}

/**
 * The document's <title> (escapable raw text, where AngularJS with `ng-app` on <html> also interpolates) and, in a
 * Vite project's index.html, not a `%ENV%` placeholder either: Vite replaces `%NAME%` in that file's source.
 */
export function inertTitleText(value: string): string {
  return inertHtmlText(value, { tag: "title", ns: "html" }).replace(/%/g, "&#37;");
}

/** Attribute source text already escaped for HTML (` name="value"` pairs), made inert the same way as a value. */
export function inertAttributeSource(source: string): string {
  return hasTemplateDelimiter(source) ? splitTemplateDelimiters(source).map(entities).join("&#8288;") : source;
}
