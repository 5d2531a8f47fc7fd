import { getNode } from "./node-table";
import type { ElementNode, LayoutDoc } from "./types";

export type ElementKind = "text" | "image" | "button" | "input" | "container";

const IMAGE_TAGS = new Set(["img", "svg", "picture", "video", "canvas"]);
const INPUT_TAGS = new Set(["input", "select", "textarea"]);
const TEXT_TAGS = new Set(["h1", "h2", "h3", "h4", "h5", "h6", "p", "span", "a", "label", "li", "strong", "em", "b", "i", "small", "blockquote", "figcaption", "dt", "dd", "code", "pre", "cite", "q", "time"]);

/** What the properties panel offers for an element: typography for text, a source for images. */
export function elementKind(doc: LayoutDoc, el: ElementNode): ElementKind {
  if (IMAGE_TAGS.has(el.tag)) return "image";
  if (INPUT_TAGS.has(el.tag)) return "input";
  if (el.tag === "button" || el.attrs.role === "button") return "button";
  const onlyText = el.children.length > 0 && el.children.every((id) => getNode(doc.nodes, id)?.kind === "text");
  if (TEXT_TAGS.has(el.tag) || onlyText) return "text";
  return "container";
}

/** The layer name: data-name, else the first class, else the tag (spec section 2). */
export function elementName(el: ElementNode): string {
  const dataName = el.attrs["data-name"]?.trim();
  if (dataName) return dataName;
  const firstClass = el.attrs.class?.trim().split(/\s+/)[0];
  return firstClass || el.tag;
}

/** The element's text when it holds only text (what the content field edits). */
export function textContent(doc: LayoutDoc, el: ElementNode): string {
  return el.children.map((id) => {
    const node = getNode(doc.nodes, id);
    return node?.kind === "text" ? node.text : "";
  }).join("");
}
