import type { ElementContext, Namespace } from "./namespaces.ts";
import { isAllowedElementName } from "./names.ts";
import { isValidNesting } from "./namespace-nesting.ts";
import { SVG_ANIMATION_ELEMENTS } from "./known-elements.ts";
import { SVG_ATTRIBUTES } from "./known-attributes.ts";
import { isUrlAttribute } from "./url-attributes.ts";
import { isEventAttributeName } from "./event-attributes.ts";

/**
 * What happens to one element. Active content and content no browser shows is dropped with everything inside;
 * an element whose name is not allowed but whose content is ordinary page content keeps its children under a safe
 * name (a <span>, which is what an unknown HTML element renders as); the raw-text elements that show their text
 * become <pre>, so the text can be escaped. <style> is each caller's choice (sanitize-tree.ts).
 */
export type ElementVerdict = { action: "keep" } | { action: "drop" } | { action: "unwrap" } | { action: "rename"; tag: string };

export const DROPPED_ELEMENTS: ReadonlySet<string> = new Set([
  "script", "noscript", "noembed", "noframes", "iframe", "frame", "frameset", "object", "embed", "applet", "param",
  "base", "basefont", "bgsound", "meta", "link", "title", "portal", "fencedframe", "keygen",
]);
const SHOWN_AS_PREFORMATTED: Record<string, string> = { xmp: "pre", plaintext: "pre", listing: "pre" };
/** MathML wrappers whose rendered content is their first child; the annotations beside it are never shown. */
const MATHML_UNWRAPPED = new Set(["semantics"]);
const MATHML_DROPPED = new Set(["annotation", "annotation-xml"]);

const KEEP: ElementVerdict = { action: "keep" };
const DROP: ElementVerdict = { action: "drop" };

export interface ElementFacts {
  tag: string;
  ns: Namespace;
  parent: ElementContext | null;
  /** Inside another <form>: a nested form start tag is ignored by parsers, so it only survives mis-nesting. */
  insideForm: boolean;
  /** The `attributeName` of an SVG animation element. */
  attributeName?: string;
}

export function elementVerdict({ tag, ns, parent, insideForm, attributeName }: ElementFacts): ElementVerdict {
  const lower = tag.toLowerCase();
  if (lower === "script") return DROP;
  if (!isValidNesting(tag, ns, parent)) return DROP;
  if (ns === "html") {
    if (DROPPED_ELEMENTS.has(lower)) return DROP;
    if (SHOWN_AS_PREFORMATTED[lower]) return { action: "rename", tag: SHOWN_AS_PREFORMATTED[lower] };
    if (lower === "form" && insideForm) return { action: "unwrap" };
    return isAllowedElementName(tag, ns) ? KEEP : { action: "rename", tag: "span" };
  }
  if (ns === "math") {
    if (MATHML_DROPPED.has(lower)) return DROP;
    if (MATHML_UNWRAPPED.has(lower)) return { action: "unwrap" };
    return isAllowedElementName(tag, ns) ? KEEP : { action: "rename", tag: "mrow" };
  }
  // Unknown SVG elements render nothing, so dropping them loses nothing.
  if (!isAllowedElementName(tag, ns)) return DROP;
  if (SVG_ANIMATION_ELEMENTS.has(tag) && !animatesPlainAttribute(tag, attributeName)) return DROP;
  return KEEP;
}

/**
 * SVG animation can set an attribute after any sanitizer ran (`<set attributeName="href" to="javascript:…">`), so
 * it is kept only when it animates a presentation attribute: a known SVG attribute that is no URL and no handler.
 */
export function animatesPlainAttribute(tag: string, attributeName: string | undefined): boolean {
  if (tag === "animateMotion" && attributeName === undefined) return true;
  if (!attributeName) return false;
  const lower = attributeName.toLowerCase();
  return SVG_ATTRIBUTES.has(attributeName) && !isUrlAttribute(lower) && !lower.includes("href") && !isEventAttributeName(lower) && lower !== "style";
}
