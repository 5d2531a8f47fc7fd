/**
 * The attribute allowlist, per namespace. The lists are DOMPurify 3.4.18's defaults (src/attrs.ts: `html`, `svg`,
 * `mathMl`, `xml`; https://github.com/cure53/DOMPurify, MPL-2.0 OR Apache-2.0), with SVG names in the case an HTML
 * parser gives them (the HTML spec's "adjust SVG attributes" table, as parse5 applies it). Additions and removals
 * are marked. `data-*` and `aria-*` are allowed by grammar (names.ts), event handlers never.
 */
const HTML = [
  "accept", "action", "align", "alt", "autocapitalize", "autocomplete", "autopictureinpicture", "autoplay",
  "background", "bgcolor", "border", "capture", "cellpadding", "cellspacing", "checked", "cite", "class", "clear",
  "color", "cols", "colspan", "command", "commandfor", "controls", "controlslist", "coords", "crossorigin",
  "datetime", "decoding", "default", "dir", "disabled", "disablepictureinpicture", "disableremoteplayback",
  "download", "draggable", "enctype", "enterkeyhint", "exportparts", "face", "for", "headers", "height", "hidden",
  "high", "href", "hreflang", "id", "inert", "inputmode", "ismap", "kind", "label", "lang", "list",
  "loading", "loop", "low", "max", "maxlength", "media", "method", "min", "minlength", "multiple", "muted", "name",
  "noshade", "novalidate", "nowrap", "open", "optimum", "part", "pattern", "placeholder", "playsinline",
  "popover", "popovertarget", "popovertargetaction", "poster", "preload", "pubdate", "radiogroup", "readonly",
  "rel", "required", "rev", "reversed", "role", "rows", "rowspan", "spellcheck", "scope", "selected", "shape",
  "size", "sizes", "slot", "span", "srclang", "start", "src", "srcset", "step", "style", "summary", "tabindex",
  "title", "translate", "type", "usemap", "valign", "value", "width", "wrap", "xmlns",
  // Removed: `nonce` and `integrity` only matter to scripts and stylesheets, which never survive.
  // Added: link targets, form submission details (their URLs are checked), microdata, table and image layout
  // hints, and declarative shadow roots, all of which pages use and none of which runs code.
  "target", "referrerpolicy", "fetchpriority", "ping", "formaction", "formmethod", "formtarget", "formenctype",
  "formnovalidate", "form", "accept-charset", "dirname", "autocorrect", "accesskey", "itemprop", "itemscope",
  "itemtype", "itemid", "itemref", "abbr", "axis", "rules", "frame", "hspace", "vspace", "shadowrootmode",
  "shadowrootdelegatesfocus", "shadowrootclonable", "shadowrootserializable",
];

const SVG = [
  "accent-height", "accumulate", "additive", "alignment-baseline", "amplitude", "ascent", "attributeName",
  "attributeType", "azimuth", "baseFrequency", "baseline-shift", "begin", "bias", "by", "class", "clip",
  "clipPathUnits", "clip-path", "clip-rule", "color", "color-interpolation", "color-interpolation-filters",
  "color-profile", "color-rendering", "cx", "cy", "d", "dx", "dy", "diffuseConstant", "direction", "display",
  "divisor", "dominant-baseline", "dur", "edgeMode", "elevation", "end", "exponent", "fill", "fill-opacity",
  "fill-rule", "filter", "filterUnits", "flood-color", "flood-opacity", "font-family", "font-size",
  "font-size-adjust", "font-stretch", "font-style", "font-variant", "font-weight", "fx", "fy", "g1", "g2",
  "glyph-name", "glyphRef", "gradientUnits", "gradientTransform", "height", "href", "id", "image-rendering", "in",
  "in2", "intercept", "k", "k1", "k2", "k3", "k4", "kerning", "keyPoints", "keySplines", "keyTimes", "lang",
  "lengthAdjust", "letter-spacing", "kernelMatrix", "kernelUnitLength", "lighting-color", "local", "marker-end",
  "marker-mid", "marker-start", "markerHeight", "markerUnits", "markerWidth", "maskContentUnits", "maskUnits",
  "max", "mask", "mask-type", "media", "method", "mode", "min", "name", "numOctaves", "offset", "operator",
  "opacity", "order", "orient", "orientation", "origin", "overflow", "paint-order", "path", "pathLength",
  "patternContentUnits", "patternTransform", "patternUnits", "pointer-events", "points", "preserveAlpha",
  "preserveAspectRatio", "primitiveUnits", "r", "rx", "ry", "radius", "refX", "refY", "repeatCount", "repeatDur",
  "restart", "result", "rotate", "scale", "seed", "shape-rendering", "slope", "specularConstant",
  "specularExponent", "spreadMethod", "startOffset", "stdDeviation", "stitchTiles", "stop-color", "stop-opacity",
  "stroke-dasharray", "stroke-dashoffset", "stroke-linecap", "stroke-linejoin", "stroke-miterlimit",
  "stroke-opacity", "stroke", "stroke-width", "style", "surfaceScale", "systemLanguage", "tabindex", "tableValues",
  "targetX", "targetY", "transform", "transform-origin", "text-anchor", "text-decoration", "text-orientation",
  "text-rendering", "textLength", "type", "u1", "u2", "unicode", "values", "vector-effect", "viewBox", "visibility",
  "version", "vert-adv-y", "vert-origin-x", "vert-origin-y", "width", "word-spacing", "wrap", "writing-mode",
  "xChannelSelector", "yChannelSelector", "x", "x1", "x2", "xmlns", "y", "y1", "y2", "z", "zoomAndPan",
  // From DOMPurify's `xml` list.
  "xlink:href", "xml:id", "xlink:title", "xml:space", "xmlns:xlink",
  // Added: the start/end values and timing mode of the animations we keep, and common accessibility attributes.
  "from", "to", "calcMode", "focusable", "role",
];

const MATHML = [
  "accent", "accentunder", "align", "bevelled", "close", "columnalign", "columnlines", "columnspacing",
  "columnspan", "denomalign", "depth", "dir", "display", "displaystyle", "encoding", "fence", "frame", "height",
  "href", "id", "largeop", "length", "linethickness", "lquote", "lspace", "mathbackground", "mathcolor", "mathsize",
  "mathvariant", "maxsize", "minsize", "movablelimits", "notation", "numalign", "open", "rowalign", "rowlines",
  "rowspacing", "rowspan", "rspace", "rquote", "scriptlevel", "scriptminsize", "scriptsizemultiplier", "selection",
  "separator", "separators", "stretchy", "subscriptshift", "supscriptshift", "symmetric", "voffset", "width",
  "xmlns",
  // Added: MathML Core's global attributes.
  "class", "style", "tabindex",
];

/** SVG names as written in source (`viewbox`) and as parsed (`viewBox`) both mean the same attribute. */
const withLowerCase = (names: string[]) => new Set([...names, ...names.map((n) => n.toLowerCase())]);

export const HTML_ATTRIBUTES: ReadonlySet<string> = new Set(HTML);
export const SVG_ATTRIBUTES: ReadonlySet<string> = withLowerCase(SVG);
export const MATHML_ATTRIBUTES: ReadonlySet<string> = new Set(MATHML);
