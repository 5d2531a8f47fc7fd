/**
 * Component, prop and data names printed into JSX, TSX and Vue files. Every name comes from page content or a
 * layer name a user typed, so it is reduced to ASCII letters and digits and checked against what each framework
 * reserves before it is printed.
 */

/** Keywords and names the frameworks give a meaning to as props or variables. */
const RESERVED = new Set([
  "break", "case", "catch", "class", "const", "continue", "debugger", "default", "delete", "do", "else", "enum",
  "export", "extends", "false", "finally", "for", "function", "if", "import", "in", "instanceof", "new", "null",
  "return", "super", "switch", "this", "throw", "true", "try", "typeof", "var", "void", "while", "with", "yield",
  "let", "static", "implements", "interface", "package", "private", "protected", "public", "await", "async", "of",
  "arguments", "eval", "undefined", "nan", "infinity", "type", "as", "any", "unknown", "never", "styles", "props",
  "key", "ref", "children", "style", "slot", "is", "item", "index", "h", "defineprops", "withdefaults",
]);

/** Names a component must not take: globals and what the exported files import or declare. */
const COMPONENT_RESERVED = new Set([
  "object", "string", "number", "boolean", "symbol", "bigint", "array", "map", "set", "promise", "date", "error",
  "json", "math", "regexp", "proxy", "reflect", "window", "document", "globalthis", "console", "react", "fragment",
  "app", "page", "layout", "rootlayout", "metadata", "reactnode", "cssproperties", "htmlattributes",
  "exportedlayout", "image", "link", "head", "script", "component", "transition", "keepalive", "teleport",
  "suspense", "vue",
]);

/** HTML and SVG element names: Vue resolves a component whose name matches one, in any case, as that element. */
const ELEMENT_NAMES = new Set([
  "a", "abbr", "address", "area", "article", "aside", "audio", "b", "base", "bdi", "bdo", "blockquote", "body", "br",
  "button", "canvas", "caption", "cite", "code", "col", "colgroup", "data", "datalist", "dd", "del", "details", "dfn",
  "dialog", "div", "dl", "dt", "em", "embed", "fieldset", "figcaption", "figure", "footer", "form", "h1", "h2", "h3",
  "h4", "h5", "h6", "head", "header", "hgroup", "hr", "html", "i", "iframe", "img", "input", "ins", "kbd", "label",
  "legend", "li", "link", "main", "map", "mark", "menu", "meta", "meter", "nav", "noscript", "object", "ol",
  "optgroup", "option", "output", "p", "picture", "pre", "progress", "q", "rp", "rt", "ruby", "s", "samp", "script",
  "search", "section", "select", "slot", "small", "source", "span", "strong", "style", "sub", "summary", "sup",
  "table", "tbody", "td", "template", "textarea", "tfoot", "th", "thead", "time", "title", "tr", "track", "u", "ul",
  "var", "video", "wbr", "svg", "circle", "clippath", "defs", "ellipse", "filter", "g", "line", "marker", "mask",
  "path", "pattern", "polygon", "polyline", "rect", "stop", "symbol", "text", "tspan", "use", "view", "image",
  "lineargradient", "radialgradient", "foreignobject", "switch", "desc", "center", "font", "marquee", "component",
]);

/** Splits any text into ASCII words ("Our Services!" → ["Our", "Services"]; "teamCard" → ["team", "Card"]). */
export function words(text: string): string[] {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
}

const capitalize = (w: string) => w.charAt(0).toUpperCase() + w.slice(1).toLowerCase();

export function pascalCase(text: string): string {
  return words(text).map(capitalize).join("");
}

export function camelCase(text: string): string {
  const p = pascalCase(text);
  return p.charAt(0).toLowerCase() + p.slice(1);
}

/** A valid JS identifier (letters/digits, not starting with a digit, not reserved or an element name). */
export function isSafeIdentifier(name: string, asComponent = false): boolean {
  const lower = name.toLowerCase();
  return /^[A-Za-z][A-Za-z0-9]*$/.test(name) && !RESERVED.has(lower) && !(asComponent && (ELEMENT_NAMES.has(lower) || COMPONENT_RESERVED.has(lower)));
}

/**
 * A PascalCase component name from `text`, unique within `taken` (which it updates). Names that would clash with
 * a keyword, an import or an HTML element get a prefix (`Header` → `SiteHeader`), so one name works in React,
 * Next.js and Vue alike.
 */
export function componentIdentifier(text: string, taken: Set<string>, fallback = "ContentSection"): string {
  let base = pascalCase(text).slice(0, 40) || fallback;
  if (/^[0-9]/.test(base)) base = `Section${base}`;
  if (!isSafeIdentifier(base, true)) base = `Site${base}`;
  if (!isSafeIdentifier(base, true)) base = fallback;
  return unique(base, taken);
}

/** A camelCase prop or variable name, unique within `taken` (which it updates). */
export function propIdentifier(text: string, taken: Set<string>, fallback = "value"): string {
  let base = camelCase(text).slice(0, 30) || fallback;
  if (/^[0-9]/.test(base)) base = `${fallback}${base}`;
  if (!isSafeIdentifier(base)) base = `${base}Value`;
  if (!isSafeIdentifier(base)) base = fallback;
  return unique(base, taken);
}

/**
 * Component names become file names (`Con.jsx`, `Aux.module.css`): Windows cannot create a file whose name before
 * the first dot is a device name, so unzipping the export would fail there. Names are ASCII letters and digits.
 */
const WINDOWS_DEVICE_NAME = /^(con|prn|aux|nul|com[0-9]|lpt[0-9])$/i;

function unique(base: string, taken: Set<string>): string {
  let name = base;
  for (let i = 2; taken.has(name.toLowerCase()) || WINDOWS_DEVICE_NAME.test(name); i++) name = `${base}${i}`;
  taken.add(name.toLowerCase());
  return name;
}

/** "teamMember" → "teamMembers", "story" → "stories": the name of a data array of items. */
export function plural(name: string): string {
  if (/[^aeiou]y$/i.test(name)) return `${name.slice(0, -1)}ies`;
  if (/(s|x|z|ch|sh)$/i.test(name)) return `${name}es`;
  return `${name}s`;
}
