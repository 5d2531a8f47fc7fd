/**
 * HTML/SVG attribute names → the React prop names @types/react declares. Attributes not listed here (and not
 * data-/aria-) are passed through a spread object so they reach the DOM unchanged without upsetting the type checker.
 */
export const REACT_PROP_NAMES: Record<string, string> = {
  class: "className", for: "htmlFor", tabindex: "tabIndex", readonly: "readOnly", maxlength: "maxLength",
  minlength: "minLength", colspan: "colSpan", rowspan: "rowSpan", contenteditable: "contentEditable",
  crossorigin: "crossOrigin", srcset: "srcSet", srcdoc: "srcDoc", autocomplete: "autoComplete", autofocus: "autoFocus",
  enctype: "encType", "accept-charset": "acceptCharset", novalidate: "noValidate", datetime: "dateTime", usemap: "useMap",
  allowfullscreen: "allowFullScreen", spellcheck: "spellCheck", inputmode: "inputMode", enterkeyhint: "enterKeyHint",
  referrerpolicy: "referrerPolicy", playsinline: "playsInline", accesskey: "accessKey", formaction: "formAction",
  formmethod: "formMethod", formtarget: "formTarget", formenctype: "formEncType", formnovalidate: "formNoValidate",
  hreflang: "hrefLang", itemprop: "itemProp", itemscope: "itemScope", itemtype: "itemType", itemid: "itemID",
  itemref: "itemRef", cellpadding: "cellPadding", cellspacing: "cellSpacing", frameborder: "frameBorder",
  marginheight: "marginHeight", marginwidth: "marginWidth", charset: "charSet", ismap: "isMap", nomodule: "noModule",
  "http-equiv": "httpEquiv", fetchpriority: "fetchPriority", popovertarget: "popoverTarget",
  popovertargetaction: "popoverTargetAction", imagesrcset: "imageSrcSet", imagesizes: "imageSizes",
  value: "value", checked: "checked", selected: "selected", muted: "muted",
  "xlink:href": "xlinkHref", "xlink:title": "xlinkTitle", "xlink:role": "xlinkRole", "xlink:show": "xlinkShow",
  "xlink:actuate": "xlinkActuate", "xlink:arcrole": "xlinkArcrole", "xlink:type": "xlinkType",
  "xml:space": "xmlSpace", "xml:lang": "xmlLang", "xml:base": "xmlBase", "xmlns:xlink": "xmlnsXlink",
};

/** Plain lowercase names @types/react declares on some element (HTML or SVG) and React passes through as-is. */
export const REACT_PLAIN_PROPS = new Set([
  "id", "title", "lang", "dir", "hidden", "role", "href", "src", "alt", "width", "height", "type", "name",
  "placeholder", "disabled", "required", "multiple", "target", "rel", "action", "method", "min", "max", "step",
  "pattern", "size", "rows", "cols", "wrap", "label", "loading", "decoding", "sizes", "media", "download", "poster",
  "controls", "autoplay", "loop", "preload", "open", "span", "headers", "scope", "start", "reversed", "list", "form",
  "accept", "capture", "coords", "shape", "high", "low", "optimum", "default", "kind", "srclang", "async", "defer",
  "cite", "summary", "allow", "sandbox", "slot", "translate", "draggable", "inert", "nonce", "is", "color", "content",
  "viewBox", "fill", "stroke", "d", "cx", "cy", "r", "rx", "ry", "x", "y", "x1", "x2", "y1", "y2", "points",
  "transform", "opacity", "offset", "mask", "filter", "version", "xmlns", "preserveAspectRatio", "gradientUnits",
  "gradientTransform", "patternUnits", "patternContentUnits", "patternTransform", "markerWidth", "markerHeight",
  "refX", "refY", "orient", "maskUnits", "maskContentUnits", "clipPathUnits", "filterUnits", "primitiveUnits",
  "stdDeviation", "in", "in2", "result", "operator", "mode", "values", "dx", "dy", "rotate", "textLength",
  "lengthAdjust", "fx", "fy", "fr", "pathLength", "spreadMethod", "href", "style", "popover", "direction", "visibility",
  "display", "overflow", "cursor", "k", "k1", "k2", "k3", "k4", "scale", "seed", "order", "radius", "amplitude",
  "exponent", "intercept", "slope", "tableValues", "azimuth", "elevation", "specularExponent", "surfaceScale",
  "begin", "dur", "end", "from", "to", "by", "repeatCount", "attributeName", "fill", "keyTimes", "keySplines",
  "calcMode", "additive", "accumulate", "z", "u1", "u2", "g1", "g2", "local", "startOffset", "method", "spacing",
]);

/** Boolean HTML attributes: present means true, whatever the value. */
export const BOOLEAN_ATTRIBUTES = new Set([
  "allowfullscreen", "async", "autofocus", "autoplay", "checked", "controls", "default", "defer", "disabled",
  "formnovalidate", "hidden", "inert", "ismap", "itemscope", "loop", "multiple", "muted", "nomodule", "novalidate",
  "open", "playsinline", "readonly", "required", "reversed", "selected",
]);

/** SVG presentation attributes written with hyphens or colons become camelCase props (`stroke-width` → `strokeWidth`). */
export function camelCaseSvgAttribute(name: string): string {
  return name.replace(/[-:]([a-z])/g, (_m, ch: string) => ch.toUpperCase());
}
