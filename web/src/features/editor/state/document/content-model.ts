import { VOID_ELEMENTS } from "@layoutlift/core/html/void-elements";
import type { ElementNode } from "./types";

/** Phrasing (inline) content: what may sit inside a paragraph, a heading, a link or a span. */
const PHRASING_TAGS = new Set([
  "a", "abbr", "b", "bdi", "bdo", "br", "button", "cite", "code", "data", "dfn", "em", "i", "img", "input", "kbd", "label",
  "mark", "meter", "output", "picture", "progress", "q", "s", "samp", "select", "small", "span", "strong", "sub", "sup",
  "svg", "textarea", "time", "u", "var", "video", "audio", "canvas", "wbr", "del", "ins",
]);

/** Elements whose content model is phrasing only: a block dropped inside would be invalid (and re-parented by browsers). */
const PHRASING_ONLY_PARENTS = new Set([
  "p", "h1", "h2", "h3", "h4", "h5", "h6", "span", "a", "b", "strong", "em", "i", "small", "label", "button", "code", "q",
  "cite", "time", "abbr", "mark", "sub", "sup", "u", "s", "pre", "dt", "legend", "summary", "kbd", "var", "samp", "data",
]);

/** Parents with a fixed child structure. */
const STRUCTURED: Record<string, ReadonlySet<string>> = {
  ul: new Set(["li"]),
  ol: new Set(["li"]),
  menu: new Set(["li"]),
  dl: new Set(["dt", "dd", "div"]),
  table: new Set(["caption", "colgroup", "thead", "tbody", "tfoot", "tr"]),
  thead: new Set(["tr"]),
  tbody: new Set(["tr"]),
  tfoot: new Set(["tr"]),
  tr: new Set(["td", "th"]),
  select: new Set(["option", "optgroup"]),
  picture: new Set(["source", "img"]),
};

/** Where these may go: their only valid parents. */
const NEEDS_PARENT: Record<string, ReadonlySet<string>> = {
  li: new Set(["ul", "ol", "menu"]),
  tr: new Set(["table", "thead", "tbody", "tfoot"]),
  td: new Set(["tr"]),
  th: new Set(["tr"]),
  dt: new Set(["dl", "div"]),
  dd: new Set(["dl", "div"]),
  option: new Set(["select", "optgroup", "datalist"]),
  source: new Set(["picture", "video", "audio"]),
  thead: new Set(["table"]),
  tbody: new Set(["table"]),
  tfoot: new Set(["table"]),
};

export function isPhrasing(tag: string): boolean {
  return PHRASING_TAGS.has(tag);
}

/** True when an element with tag `childTag` may be placed inside `parent` (null: the page body). */
export function canContain(parent: ElementNode | null, childTag: string): boolean {
  const parentTag = parent?.tag ?? "body";
  const needs = NEEDS_PARENT[childTag];
  if (needs && !needs.has(parentTag)) return false;
  if (!parent) return true;
  if (VOID_ELEMENTS.has(parentTag) || parentTag === "svg" || parentTag === "math" || parentTag === "textarea" || parentTag === "iframe") return false;
  const structured = STRUCTURED[parentTag];
  if (structured) return structured.has(childTag);
  if (PHRASING_ONLY_PARENTS.has(parentTag)) {
    if (!isPhrasing(childTag)) return false;
    // Interactive content may not nest: no link inside a link, no button inside a button.
    if ((parentTag === "a" || parentTag === "button") && (childTag === "a" || childTag === "button")) return false;
  }
  return true;
}
