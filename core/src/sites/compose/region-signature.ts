import type { LayoutElement, LayoutNode } from "../../export/model/layout-nodes.ts";
import { getAttr } from "../../export/model/layout-nodes.ts";
import { normalizePageUrl } from "../page-url.ts";

/** The class token and attribute that mark "this is the page you are on" in a site's navigation. */
export const ACTIVE_CLASS = "active";
export const CURRENT_ATTRIBUTE = "aria-current";
// `src` too: a copy made absolute for a page in another folder (chrome/adapt-part.ts) is still the same part.
const LINK_ATTRIBUTES = new Set(["href", "action", "src", "poster"]);

export function classTokens(el: LayoutElement): string[] {
  return (getAttr(el, "class") ?? "").split(/\s+/).filter(Boolean);
}

/** Whether the element says "current page" on this page: the `active` class or an `aria-current` other than false. */
export function isMarked(el: LayoutElement): boolean {
  const current = getAttr(el, CURRENT_ATTRIBUTE);
  return classTokens(el).includes(ACTIVE_CLASS) || (current !== undefined && current !== "false");
}

/**
 * A region's markup as text for comparing pages: whitespace in text collapsed, attributes sorted, links resolved
 * against the page (so `about.html` on two pages in different folders compares as the same address). With
 * `withoutMarkers` the active class and aria-current are left out, so regions differing only there compare equal.
 */
export function regionSignature(node: LayoutNode, pageUrl: string, withoutMarkers: boolean): string {
  if (node.type === "text") {
    const text = node.preformatted ? node.value : node.value.replace(/\s+/g, " ").trim();
    return text ? JSON.stringify(text) : "";
  }
  const attrs = node.attrs
    .filter((a) => !(withoutMarkers && a.name === CURRENT_ATTRIBUTE))
    .map((a) => {
      let value = a.value;
      if (a.name === "class") value = a.value.split(/\s+/).filter((c) => c && !(withoutMarkers && c === ACTIVE_CLASS)).join(" ");
      else if (LINK_ATTRIBUTES.has(a.name)) value = normalizePageUrl(a.value, pageUrl) ?? a.value.trim();
      return `${a.name}=${JSON.stringify(value)}`;
    })
    .sort();
  const children = node.children.map((c) => regionSignature(c, pageUrl, withoutMarkers)).filter(Boolean);
  return `<${node.tag}${attrs.length ? " " + attrs.join(" ") : ""}>${children.join("")}</${node.tag}>`;
}

/** Elements of a subtree in document order (the same order for regions of equal signature). */
export function subtreeElements(el: LayoutElement, out: LayoutElement[] = []): LayoutElement[] {
  out.push(el);
  for (const c of el.children) if (c.type === "element") subtreeElements(c, out);
  return out;
}

/** The address an element stands for in a navigation: its own link, the first link inside it, or the link around it. */
export function linkTarget(path: LayoutElement[], el: LayoutElement): string | null {
  const own = getAttr(el, "href");
  if (own !== undefined) return own;
  const inside = subtreeElements(el).find((e) => getAttr(e, "href") !== undefined);
  if (inside) return getAttr(inside, "href")!;
  const around = [...path].reverse().find((e) => getAttr(e, "href") !== undefined);
  return around ? getAttr(around, "href")! : null;
}
