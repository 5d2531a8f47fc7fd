/**
 * The element allowlist. The lists are DOMPurify 3.4.18's defaults (src/tags.ts: `html`, `svg`, `svgFilters`,
 * `mathMl`; https://github.com/cure53/DOMPurify, MPL-2.0 OR Apache-2.0), with SVG names in the case an HTML parser
 * gives them (the HTML spec's "adjust SVG tag names" table, as parse5 applies it). Additions are marked.
 */
export const HTML_ELEMENTS: ReadonlySet<string> = new Set([
  "a", "abbr", "acronym", "address", "area", "article", "aside", "audio", "b", "bdi", "bdo", "big", "blink",
  "blockquote", "body", "br", "button", "canvas", "caption", "center", "cite", "code", "col", "colgroup", "content",
  "data", "datalist", "dd", "decorator", "del", "details", "dfn", "dialog", "dir", "div", "dl", "dt", "element",
  "em", "fieldset", "figcaption", "figure", "font", "footer", "form", "h1", "h2", "h3", "h4", "h5", "h6", "head",
  "header", "hgroup", "hr", "html", "i", "img", "input", "ins", "kbd", "label", "legend", "li", "main", "map",
  "mark", "marquee", "menu", "menuitem", "meter", "nav", "nobr", "ol", "optgroup", "option", "output", "p",
  "picture", "pre", "progress", "q", "rp", "rt", "ruby", "s", "samp", "search", "section", "select", "shadow",
  "slot", "small", "source", "spacer", "span", "strike", "strong", "style", "sub", "summary", "sup", "table",
  "tbody", "td", "template", "textarea", "tfoot", "th", "thead", "time", "tr", "track", "tt", "u", "ul", "var",
  "video", "wbr",
  // Added: ruby base/text containers and the customizable <select>'s mirror; all inert.
  "rb", "rtc", "selectedcontent",
]);

export const SVG_ELEMENTS: ReadonlySet<string> = new Set([
  "svg", "a", "altGlyph", "altGlyphDef", "altGlyphItem", "animateColor", "animateMotion", "animateTransform",
  "circle", "clipPath", "defs", "desc", "ellipse", "filter", "font", "g", "glyph", "glyphRef", "hkern", "image",
  "line", "linearGradient", "marker", "mask", "metadata", "mpath", "path", "pattern", "polygon", "polyline",
  "radialGradient", "rect", "stop", "style", "switch", "symbol", "text", "textPath", "title", "tref", "tspan",
  "view", "vkern", "feBlend", "feColorMatrix", "feComponentTransfer", "feComposite", "feConvolveMatrix",
  "feDiffuseLighting", "feDisplacementMap", "feDistantLight", "feDropShadow", "feFlood", "feFuncA", "feFuncB",
  "feFuncG", "feFuncR", "feGaussianBlur", "feImage", "feMerge", "feMergeNode", "feMorphology", "feOffset",
  "fePointLight", "feSpecularLighting", "feSpotLight", "feTile", "feTurbulence",
  // Added: the spec's case table lacks feDropShadow, so parsers produce it lower-cased.
  "fedropshadow",
  // Added: icon sprites need <use> (its href is a checked URL, never data:); loading spinners need <animate> and
  // <set>, which the attribute policy only keeps when they animate a plain presentation attribute.
  "use", "animate", "set",
]);

export const MATHML_ELEMENTS: ReadonlySet<string> = new Set([
  "math", "menclose", "merror", "mfenced", "mfrac", "mglyph", "mi", "mlabeledtr", "mmultiscripts", "mn", "mo",
  "mover", "mpadded", "mphantom", "mroot", "mrow", "ms", "mspace", "msqrt", "mstyle", "msub", "msup", "msubsup",
  "mtable", "mtd", "mtext", "mtr", "munder", "munderover", "mprescripts",
]);

/** SVG animation elements: they can write another attribute after load, so what they animate is checked. */
export const SVG_ANIMATION_ELEMENTS: ReadonlySet<string> = new Set(["animate", "set", "animateMotion", "animateTransform", "animateColor"]);
