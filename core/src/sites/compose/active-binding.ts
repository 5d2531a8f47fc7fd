import type { LayoutAttr, LayoutElement } from "../../export/model/layout-nodes.ts";
import { getAttr } from "../../export/model/layout-nodes.ts";
import { normalizePageUrl } from "../page-url.ts";
import { CURRENT_ATTRIBUTE, isMarked, linkTarget, subtreeElements } from "./region-signature.ts";

/**
 * A region that differs between pages only in which link is marked active: the marked element's class and
 * aria-current in both states, and which value of the `active` prop turns it on.
 */
interface Marker {
  index: number;
  key: string;
  on: { class: string | undefined; current: string | undefined };
  off: { class: string | undefined; current: string | undefined };
}

export interface ActiveRegion {
  /** The region with each marker's class and aria-current bound to `active` (attribute `prop`: a JS expression). */
  template: LayoutElement;
  /** Per page, the value of `active` it renders with (null: no link marked there). */
  activeByPage: (string | null)[];
}

/** Single-quoted: valid in JSX braces and inside a Vue attribute's double quotes alike. */
export const jsString = (value: string) => `'${value.replace(/[\\']/g, "\\$&").replace(/\n/g, "\\n")}'`;

function withAncestors(root: LayoutElement): { el: LayoutElement; ancestors: LayoutElement[] }[] {
  const out: { el: LayoutElement; ancestors: LayoutElement[] }[] = [];
  const walk = (el: LayoutElement, ancestors: LayoutElement[]) => {
    out.push({ el, ancestors });
    for (const c of el.children) if (c.type === "element") walk(c, [...ancestors, el]);
  };
  walk(root, []);
  return out;
}

const stateOf = (el: LayoutElement) => ({ class: getAttr(el, "class"), current: getAttr(el, CURRENT_ATTRIBUTE) });
const same = (a: Marker["on"], b: Marker["on"]) => a.class === b.class && a.current === b.current;

/**
 * Reads the markers of regions whose markup is equal apart from the active class and aria-current (checked by the
 * caller). Null when the difference is not one "active" value per page: two different links marked on one page, a
 * marked state that looks different on two pages, or a link marked on one page but not on another page with the
 * same active value.
 */
export function activeRegion(regions: LayoutElement[], pageUrls: string[], keyOf: (url: string) => string | null): ActiveRegion | null {
  const walked = regions.map(withAncestors);
  const flat = regions.map((r) => subtreeElements(r));
  const markers: Marker[] = [];
  for (let j = 0; j < walked[0].length; j++) {
    const marks = flat.map((els) => isMarked(els[j]));
    if (marks.every((m) => m === marks[0])) continue;
    const { el, ancestors } = walked[0][j];
    const href = linkTarget(ancestors, el);
    const url = href === null ? null : normalizePageUrl(href, pageUrls[0]);
    const key = (url && keyOf(url)) ?? `item-${markers.length + 1}`;
    const onPages = flat.map((els) => els[j]).filter((_, p) => marks[p]);
    const offPages = flat.map((els) => els[j]).filter((_, p) => !marks[p]);
    const on = stateOf(onPages[0]);
    const off = stateOf(offPages[0]);
    if (!onPages.every((e) => same(stateOf(e), on)) || !offPages.every((e) => same(stateOf(e), off))) return null;
    markers.push({ index: j, key, on, off });
  }
  if (!markers.length) return null;
  const activeByPage: (string | null)[] = [];
  for (let p = 0; p < regions.length; p++) {
    const keys = new Set(markers.filter((m) => isMarked(flat[p][m.index])).map((m) => m.key));
    if (keys.size > 1) return null;
    const active = keys.size ? [...keys][0] : null;
    if (markers.some((m) => isMarked(flat[p][m.index]) !== (m.key === active))) return null;
    activeByPage.push(active);
  }
  return { template: bindMarkers(regions[0], markers), activeByPage };
}

function bound(attrs: LayoutAttr[], name: string, on: string | undefined, off: string | undefined, key: string): LayoutAttr[] {
  if (on === off) return attrs;
  const expression = `active === ${jsString(key)} ? ${on === undefined ? "undefined" : jsString(on)} : ${off === undefined ? "undefined" : jsString(off)}`;
  const attr: LayoutAttr = { name, value: on ?? off ?? "", prop: expression };
  const at = attrs.findIndex((a) => a.name === name);
  return at < 0 ? [...attrs, attr] : attrs.map((a, i) => (i === at ? attr : a));
}

function bindMarkers(region: LayoutElement, markers: Marker[]): LayoutElement {
  const byIndex = new Map(markers.map((m) => [m.index, m]));
  let index = 0;
  const copy = (el: LayoutElement): LayoutElement => {
    const marker = byIndex.get(index++);
    let attrs = el.attrs;
    if (marker) {
      attrs = bound(attrs, "class", marker.on.class, marker.off.class, marker.key);
      attrs = bound(attrs, CURRENT_ATTRIBUTE, marker.on.current, marker.off.current, marker.key);
    }
    return { ...el, attrs, children: el.children.map((c) => (c.type === "element" ? copy(c) : c)) };
  };
  return copy(region);
}
