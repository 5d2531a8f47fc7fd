import type { Namespace } from "./namespaces.ts";
import { isAllowedAttributeName, isAllowedElementName } from "./names.ts";
import { isEventAttributeName } from "./event-attributes.ts";

/**
 * The last check before a printer writes a name into a file, whatever the sanitizer did before (defence in
 * depth): every printer refuses a name the policy does not allow or that its target language would read as more
 * than a name. HTML and PHP templates write names as they are (the grammar already excludes `<?`, quotes, braces);
 * Vue templates read `v-`, `:`, `@`, `#` and `.` as directives; Svelte and Astro read `prefix:name` as a directive
 * (`bind:`, `on:`, `use:`, `client:`, `set:html`, `is:raw`, `define:vars`) and compile their own <style>, <script>
 * and <slot> (Svelte also `<svelte:…>`), so only the XML prefixes of SVG keep a colon there; JSX reads `{`, `.` and `:` as syntax and treats a
 * capitalised tag as a component reference.
 */
export type MarkupTarget = "html" | "php" | "vue" | "svelte" | "astro";

const VUE_DIRECTIVE = /^(v-|:|@|#|\.)/;
/** Vue's template compiler refuses elements with side effects inside a template. */
const VUE_REFUSED_ELEMENTS = new Set(["style", "script"]);
const VUE_RESERVED = new Set(["key", "ref", "is"]);
/** Svelte and Astro: `xlink:href`, `xml:lang`, `xmlns:xlink` are attributes; any other prefix is a directive. */
const BRACE_DIRECTIVE = /:/;
const XML_PREFIX = /^(xlink|xml|xmlns):[a-z]+$/i;
const BRACE_REFUSED_ELEMENTS = new Set(["style", "script", "slot"]);
const BRACE_RESERVED = new Set(["slot"]);
const isBraceTarget = (target: string) => target === "svelte" || target === "astro";
/** JSX intrinsic element: a lower-case first letter (else React looks up a component), letters, digits, hyphens. */
const JSX_TAG = /^[a-z][a-zA-Z0-9]*(-[a-zA-Z0-9]+)*$/;
/** JSX attribute name as React reads it: an identifier with inner hyphens, no namespace colon. */
const JSX_PROP = /^[a-zA-Z][a-zA-Z0-9]*(-[a-zA-Z0-9_]+)*$/;
/** Props React itself interprets instead of passing them to the DOM. */
const REACT_RESERVED = new Set(["children", "dangerouslySetInnerHTML", "key", "ref", "suppressContentEditableWarning", "suppressHydrationWarning"]);

export function isPrintableElementName(target: MarkupTarget | "jsx", tag: string, ns: Namespace): boolean {
  if (!isAllowedElementName(tag, ns)) return false;
  if (target === "vue") return !VUE_REFUSED_ELEMENTS.has(tag.toLowerCase());
  // A capital first letter or a dot names a component in both (the policy's names have neither; checked again here).
  if (isBraceTarget(target)) return !BRACE_REFUSED_ELEMENTS.has(tag.toLowerCase()) && /^[a-z][a-zA-Z0-9-]*$/.test(tag);
  return target !== "jsx" || JSX_TAG.test(tag);
}

export function isPrintableAttributeName(target: MarkupTarget, name: string, ns: Namespace, tag?: string): boolean {
  if (!isAllowedAttributeName(name, ns, tag)) return false;
  if (isBraceTarget(target)) return (!BRACE_DIRECTIVE.test(name) || XML_PREFIX.test(name)) && !BRACE_RESERVED.has(name.toLowerCase());
  return target !== "vue" || (!VUE_DIRECTIVE.test(name) && !VUE_RESERVED.has(name));
}

/**
 * A prop name the JSX printer is about to write (after mapping `class` to `className` and so on): the source
 * attribute must pass the policy, and the prop must be plain JSX that React hands to the DOM as an attribute.
 */
export function isPrintableJsxProp(sourceName: string, prop: string, ns: Namespace, tag?: string): boolean {
  if (!isAllowedAttributeName(sourceName, ns, tag)) return false;
  return JSX_PROP.test(prop) && !isEventAttributeName(prop) && !REACT_RESERVED.has(prop);
}

/** An attribute the JSX printer passes through a spread object (`{...{ "bgcolor": "#fff" }}`): quoted, so any
 * allowed name is valid syntax; it still must not be a handler or a prop React interprets itself. */
export function isPrintableJsxSpreadKey(name: string, ns: Namespace, tag?: string): boolean {
  return isAllowedAttributeName(name, ns, tag) && !isEventAttributeName(name) && !REACT_RESERVED.has(name);
}
