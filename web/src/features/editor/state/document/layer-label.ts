import { getNode } from "./node-table";
import { elementKind, textContent } from "./element-kind";
import type { ElementNode, LayoutDoc } from "./types";

/**
 * Framework utility classes (Bootstrap's and Tailwind's) say how a box is laid out, not what it is: `col-lg-4`,
 * `d-flex`, `mb-3`, `py-12`, `md:flex`. A layer is not named after them.
 */
const BARE_UTILITIES = new Set([
  "row", "col", "container", "container-fluid", "clearfix", "visually-hidden", "img-fluid", "list-unstyled", "list-inline",
  "flex", "grid", "hidden", "block", "inline", "inline-block", "inline-flex", "relative", "absolute", "fixed", "sticky",
  "static", "truncate", "uppercase", "lowercase", "capitalize", "italic", "underline", "shadow", "rounded", "border", "grow", "shrink",
]);
const PREFIXED_UTILITY =
  /^(col|row-cols|container|d|m[trblxyse]?|p[trblxyse]?|g[xy]?|gap|text|bg|fs|fw|lh|flex|justify|align|order|w|h|mw|mh|min-w|min-h|max-w|max-h|vw|vh|border|rounded|shadow|position|top|bottom|start|end|left|right|translate|overflow|float|opacity|z|font|items|self|place|inset|space|divide|ring|leading|tracking|object|aspect|transition|duration|ease|cursor|select|sr|grid-cols|col-span|row-span|offset|fst|link|icon-link|display|lh)-[\w.-]+$/;

const isUtility = (name: string) => /[:[\]/]/.test(name) || BARE_UTILITIES.has(name) || PREFIXED_UTILITY.test(name);

const FRIENDLY: Record<string, string> = {
  nav: "Navigation",
  header: "Header",
  footer: "Footer",
  main: "Main",
  section: "Section",
  article: "Article",
  aside: "Sidebar",
  form: "Form",
  ul: "List",
  ol: "List",
  li: "List item",
  a: "Link",
  button: "Button",
  img: "Image",
  svg: "Icon",
  picture: "Image",
  figure: "Figure",
  table: "Table",
  tr: "Table row",
  input: "Input",
  label: "Label",
  div: "Box",
  span: "Text",
  p: "Paragraph",
};

const MAX_LABEL = 32;

function snippet(text: string): string | null {
  const words = text.replace(/\s+/g, " ").trim();
  if (!words) return null;
  return words.length > MAX_LABEL ? `${words.slice(0, MAX_LABEL - 1).trimEnd()}…` : words;
}

/** The first heading's words inside a box (a card's title names the card). */
function headingInside(doc: LayoutDoc, el: ElementNode, depth = 0): string | null {
  if (depth > 6) return null;
  for (const id of el.children) {
    const child = getNode(doc.nodes, id);
    if (child?.kind !== "element") continue;
    if (/^h[1-6]$/.test(child.tag)) return snippet(textContent(doc, child)) ?? headingInside(doc, child, depth + 1);
    const found = headingInside(doc, child, depth + 1);
    if (found) return found;
  }
  return null;
}

/** Failing a heading, the first words or picture a box shows, in reading order. */
function firstContentInside(doc: LayoutDoc, el: ElementNode, depth = 0): string | null {
  if (depth > 6) return null;
  for (const id of el.children) {
    const child = getNode(doc.nodes, id);
    if (child?.kind === "text") {
      const words = snippet(child.text);
      if (words) return words;
    } else if (child?.kind === "element") {
      const found = child.tag === "img" ? snippet(child.attrs.alt ?? "") : firstContentInside(doc, child, depth + 1);
      if (found) return found;
    }
  }
  return null;
}

/** A sprite sheet: an `<svg>` holding only `<symbol>`/`<defs>` definitions that pages hide and `<use>` elsewhere. */
export function isIconSprite(doc: LayoutDoc, el: ElementNode): boolean {
  if (el.tag !== "svg") return false;
  const kids = el.children.map((id) => getNode(doc.nodes, id)).filter((n) => n?.kind === "element") as ElementNode[];
  return kids.length > 0 && kids.every((k) => k.tag === "symbol" || k.tag === "defs" || k.tag === "title");
}

/**
 * The name a layer shows: its given name (`data-name`), else a class that says what it is (`hero-title`, `card`),
 * else its content (a text's words, an image's alt, a box's heading or first words), else what the tag is ("Navigation").
 */
export function layerLabel(doc: LayoutDoc, el: ElementNode): string {
  const given = el.attrs["data-name"]?.trim();
  if (given) return given;
  if (isIconSprite(doc, el)) return "Icons";
  const classes = el.attrs.class?.trim().split(/\s+/).filter(Boolean) ?? [];
  const meaningful = classes.find((c) => !isUtility(c));
  if (meaningful) return meaningful;
  if (el.tag === "img") return snippet(el.attrs.alt ?? "") ?? "Image";
  if (el.tag === "svg") return snippet(el.attrs["aria-label"] ?? "") ?? "Icon";
  if (el.tag === "symbol") return el.attrs.id ? `Icon ${el.attrs.id}` : "Icon";
  const kind = elementKind(doc, el);
  const content = kind === "text" || kind === "button" ? snippet(textContent(doc, el)) : (headingInside(doc, el) ?? firstContentInside(doc, el));
  return content ?? FRIENDLY[el.tag] ?? classes[0] ?? el.tag;
}

/** How many boxes up an icon looks for what it stands beside (a card's title, its link's words). */
const ICON_CONTEXT_DEPTH = 3;

/**
 * What the Assets panel calls an inline SVG icon, so six icons are not six rows reading "svg": its own accessible
 * name (aria-label, its <title>), else what it sits in (the words of its link or button, the heading of its card:
 * "Icon · Pricing"), else its layer label.
 */
export function iconLabel(doc: LayoutDoc, svg: ElementNode): string {
  const own = snippet(svg.attrs["aria-label"] ?? "");
  if (own) return own;
  for (const id of svg.children) {
    const child = getNode(doc.nodes, id);
    if (child?.kind === "element" && child.tag === "title") {
      const title = snippet(textContent(doc, child));
      if (title) return title;
    }
  }
  let parent = getNode(doc.nodes, svg.parent);
  for (let depth = 0; parent?.kind === "element" && depth < ICON_CONTEXT_DEPTH; depth++) {
    const context = parent.tag === "a" || parent.tag === "button" ? snippet(textContent(doc, parent)) : headingInside(doc, parent);
    if (context) return `Icon · ${context}`;
    parent = getNode(doc.nodes, parent.parent);
  }
  return layerLabel(doc, svg);
}
