import type { Namespace } from "./namespaces.ts";
import { HTML_ELEMENTS, MATHML_ELEMENTS, SVG_ELEMENTS } from "./known-elements.ts";
import { HTML_ATTRIBUTES, MATHML_ATTRIBUTES, SVG_ATTRIBUTES } from "./known-attributes.ts";
import { isEventAttributeName, isFrameworkCodeAttributeName } from "./event-attributes.ts";

/**
 * Which names may appear in any output at all. A parser accepts almost anything as a name (`x<?=system('id');`,
 * `w{...(expr,{})}`), and every printer writes names unquoted into HTML, JSX, Vue or PHP, so a name is only ever
 * allowed when it is both known (the allowlists) and inside a grammar every target reads as a plain name.
 */
const HTML_NAME = /^[a-z][a-z0-9-]*$/;
const FOREIGN_NAME = /^[a-zA-Z][a-zA-Z0-9-]*$/;
/** Valid custom element names restricted to ASCII: a lower-case letter first and a hyphen somewhere. */
const CUSTOM_ELEMENT_NAME = /^[a-z][a-z0-9]*-[a-z0-9-]*$/;
/** Names the custom elements spec reserves (they are SVG/MathML elements). */
const RESERVED_CUSTOM_NAMES = new Set([
  "annotation-xml", "color-profile", "font-face", "font-face-src", "font-face-uri", "font-face-format", "font-face-name", "missing-glyph",
]);
/** A plain or prefixed (`xlink:href`) attribute name; letters, digits and hyphens only. */
const ATTRIBUTE_NAME = /^[a-zA-Z][a-zA-Z0-9-]*(:[a-zA-Z][a-zA-Z0-9-]*)?$/;
/** `data-*` as JSX, Vue and PHP all read it plainly: lower-case letters, digits, `_` and `-` after the prefix. */
const DATA_ATTRIBUTE = /^data-[a-z0-9][a-z0-9_-]*$/;
/** ARIA attribute names are lower-case words. */
const ARIA_ATTRIBUTE = /^aria-[a-z]+$/;

/** Framework directive prefixes (htmx, AngularJS, Alpine, Vue) and attributes that change what the element is or runs. */
const NOT_ON_CUSTOM_ELEMENTS = /^(hx-|ng-|x-|v-|is$|srcdoc$|nonce$|http-equiv$)/;

export function isCustomElementName(tag: string): boolean {
  return CUSTOM_ELEMENT_NAME.test(tag) && !RESERVED_CUSTOM_NAMES.has(tag);
}

export function isAllowedElementName(tag: string, ns: Namespace): boolean {
  if (ns === "html") return HTML_NAME.test(tag) && (HTML_ELEMENTS.has(tag) || isCustomElementName(tag));
  return FOREIGN_NAME.test(tag) && (ns === "svg" ? SVG_ELEMENTS : MATHML_ELEMENTS).has(tag);
}

/**
 * A custom element defines its own attributes (`<ticket-tier featured>`), and its shadow styles key on them
 * (`:host([featured])`): on a custom element any plain lower-case name is allowed, still never a handler.
 */
export function isAllowedAttributeName(name: string, ns: Namespace, tag?: string): boolean {
  if (!ATTRIBUTE_NAME.test(name) || isEventAttributeName(name) || isFrameworkCodeAttributeName(name)) return false;
  if (DATA_ATTRIBUTE.test(name) || ARIA_ATTRIBUTE.test(name)) return true;
  if (ns === "html" && tag !== undefined && isCustomElementName(tag) && HTML_NAME.test(name) && !NOT_ON_CUSTOM_ELEMENTS.test(name)) return true;
  return (ns === "html" ? HTML_ATTRIBUTES : ns === "svg" ? SVG_ATTRIBUTES : MATHML_ATTRIBUTES).has(name);
}
