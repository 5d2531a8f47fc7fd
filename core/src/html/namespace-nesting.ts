import type { ElementContext, Namespace } from "./namespaces.ts";
import { MATHML_ELEMENTS, SVG_ELEMENTS } from "./known-elements.ts";

/**
 * Whether an HTML parser could have put an element of this namespace under this parent. A tree that breaks these
 * rules (built by hand, or by the parser's own mis-nesting tricks such as `<form><math><mtext></form><form>
 * <mglyph><style>`) is printed as markup that re-parses into a different tree: the classic mutation-XSS. Port of
 * DOMPurify 3.4.18's `_checkValidNamespace` with its default integration points (MPL-2.0 OR Apache-2.0).
 */
const MATHML_TEXT_INTEGRATION_POINTS = new Set(["mi", "mo", "mn", "ms", "mtext"]);
const HTML_INTEGRATION_POINTS = new Set(["annotation-xml"]);
const COMMON_SVG_AND_HTML_ELEMENTS = new Set(["title", "style", "font", "a", "script"]);
/** Every SVG and MathML element name, allowed or not (DOMPurify's svgDisallowed and mathMlDisallowed added). */
const ALL_SVG_ELEMENTS = new Set([
  ...[...SVG_ELEMENTS].map((n) => n.toLowerCase()),
  "animate", "color-profile", "cursor", "discard", "font-face", "font-face-format", "font-face-name", "font-face-src",
  "font-face-uri", "foreignobject", "hatch", "hatchpath", "mesh", "meshgradient", "meshpatch", "meshrow",
  "missing-glyph", "script", "set", "solidcolor", "unknown", "use",
]);
const ALL_MATHML_ELEMENTS = new Set([
  ...MATHML_ELEMENTS,
  "maction", "maligngroup", "malignmark", "mlongdiv", "mscarries", "mscarry", "msgroup", "mstack", "msline", "msrow",
  "semantics", "annotation", "annotation-xml", "none",
]);

/** `parent` null is the top of a body fragment. */
export function isValidNesting(tag: string, ns: Namespace, parent: ElementContext | null): boolean {
  const lower = tag.toLowerCase();
  const parentNs = parent?.ns ?? "html";
  const parentTag = parent?.tag.toLowerCase() ?? "body";
  if (ns === "svg") {
    if (parentNs === "html") return lower === "svg";
    if (parentNs === "math") return lower === "svg" && (parentTag === "annotation-xml" || MATHML_TEXT_INTEGRATION_POINTS.has(parentTag));
    return true;
  }
  if (ns === "math") {
    if (parentNs === "html") return lower === "math";
    if (parentNs === "svg") return lower === "math" && HTML_INTEGRATION_POINTS.has(parentTag);
    return true;
  }
  if (parentNs === "svg" && !HTML_INTEGRATION_POINTS.has(parentTag)) return false;
  if (parentNs === "math" && !MATHML_TEXT_INTEGRATION_POINTS.has(parentTag)) return false;
  return !ALL_MATHML_ELEMENTS.has(lower) && (COMMON_SVG_AND_HTML_ELEMENTS.has(lower) || !ALL_SVG_ELEMENTS.has(lower));
}

/**
 * The namespace an HTML parser gives a start tag inside `parent`, for trees that keep no namespaces (the editor's
 * document). Enough for trees the policy allows: they hold no HTML inside SVG, and HTML inside MathML only at its
 * text integration points.
 */
export function childNamespace(parent: ElementContext | null, tag: string): Namespace {
  const ns = parent?.ns ?? "html";
  if (ns === "svg") return "svg";
  if (ns === "math" && !(MATHML_TEXT_INTEGRATION_POINTS.has(parent!.tag) && tag !== "mglyph" && tag !== "malignmark")) return "math";
  return tag === "svg" ? "svg" : tag === "math" ? "math" : "html";
}
