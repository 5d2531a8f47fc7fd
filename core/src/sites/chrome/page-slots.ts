import { parseFragment, serialize, type DefaultTreeAdapterTypes as P5 } from "parse5";
import { DETACHED_PART_ATTR } from "../../contract/site-parts.ts";
import type { LayoutElement, LayoutNode } from "../../export/model/layout-nodes.ts";
import { isEditorAttribute } from "../../export/model/structure/editor-attributes.ts";
import { namespaceFromUri } from "../../html/namespaces.ts";
import { regionRole } from "../compose/shared-regions.ts";
import { regionSignature } from "../compose/region-signature.ts";

/**
 * A site page's stored html as the shared-chrome editing reads it: its top-level elements, and the slots (counted
 * from the start for a header or navigation, from the end for a footer) where a site's shared parts sit. The exports
 * find shared parts the same way (compose/shared-regions.ts); editing works on the stored html, so it keeps the
 * page's markup exactly as the editor saved it apart from the part it replaces.
 */
export type P5Element = P5.Element;

export interface PageHtml {
  fragment: P5.DocumentFragment;
  tops: P5Element[];
}

export interface Slot {
  placement: "start" | "end";
  /** Position among the top-level elements, from the start or from the end. */
  offset: number;
}

export function readPage(html: string): PageHtml {
  const fragment = parseFragment(html);
  return { fragment, tops: fragment.childNodes.filter((n): n is P5Element => "tagName" in n) };
}

export const writePage = (page: PageHtml): string => serialize(page.fragment);

export function slotElement(page: PageHtml, slot: Slot): P5Element | undefined {
  return slot.placement === "start" ? page.tops[slot.offset] : page.tops[page.tops.length - 1 - slot.offset];
}

/** The index among top-level elements (what the editor counts) of an element in a slot. */
export function slotIndex(page: PageHtml, slot: Slot): number {
  return slot.placement === "start" ? slot.offset : page.tops.length - 1 - slot.offset;
}

export const attrOf = (el: P5Element, name: string) => el.attrs.find((a) => a.name === name)?.value;
export const isDetached = (el: P5Element) => attrOf(el, DETACHED_PART_ATTR) !== undefined;

/** LayoutLift's element model of a parse5 element; `withEditorAttributes` false leaves out layer names, locks and ids. */
export function toLayoutElement(el: P5Element, withEditorAttributes = true): LayoutElement {
  const convert = (node: P5.ChildNode): LayoutNode | null => {
    if (node.nodeName === "#text") return { type: "text", value: (node as P5.TextNode).value, preformatted: false };
    if (!("tagName" in node)) return null;
    const source = node.tagName === "template" ? (node as P5.Template).content.childNodes : node.childNodes;
    return {
      type: "element",
      tag: node.tagName,
      ns: namespaceFromUri(node.namespaceURI),
      attrs: node.attrs.filter((a) => withEditorAttributes || !isEditorAttribute(a.name)).map((a) => ({ name: a.name, value: a.value })),
      children: source.map(convert).filter((n): n is LayoutNode => n !== null),
    };
  };
  return convert(el) as LayoutElement;
}

/** The part's name (SiteHeader, SiteFooter, SiteNav, Sidebar) when the element is one, else null. */
export const partName = (el: P5Element): string | null => regionRole(toLayoutElement(el, false));

/**
 * Whether two pages' copies are one shared part: the same markup apart from the active link and editor attributes
 * (each page's links resolved against its own address, as the exports compare them).
 */
export function sameShape(a: P5Element, aUrl: string, b: P5Element, bUrl: string): boolean {
  if (a.tagName !== b.tagName) return false;
  return regionSignature(toLayoutElement(a, false), aUrl, true) === regionSignature(toLayoutElement(b, false), bUrl, true);
}

/** Whether a page's own copy changed between two saves (editor attributes included: a renamed layer is an edit). */
export function changed(before: P5Element, after: P5Element, url: string): boolean {
  return regionSignature(toLayoutElement(before), url, false) !== regionSignature(toLayoutElement(after), url, false);
}

/**
 * The slots of a page that hold a site part: consecutive part elements from the start, then from the end, never
 * overlapping. Detached copies are slots too (they are skipped by the callers that follow the site).
 */
export function partSlots(page: PageHtml): Slot[] {
  const slots: Slot[] = [];
  let start = 0;
  while (start < page.tops.length && partName(page.tops[start])) slots.push({ placement: "start", offset: start++ });
  let end = 0;
  while (start + end < page.tops.length && partName(page.tops[page.tops.length - 1 - end])) slots.push({ placement: "end", offset: end++ });
  return slots;
}

/** Every element of a subtree in document order. */
export function subtree(el: P5Element, out: P5Element[] = []): P5Element[] {
  out.push(el);
  const children = el.tagName === "template" ? (el as P5.Template).content.childNodes : el.childNodes;
  for (const c of children) if ("tagName" in c) subtree(c, out);
  return out;
}

export function classesOf(el: P5Element): string[] {
  return subtree(el).flatMap((e) => (attrOf(e, "class") ?? "").split(/\s+/).filter(Boolean));
}
