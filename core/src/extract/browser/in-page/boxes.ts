import { composed, isRendered, parentElementOf, tenth } from "./composed.ts";
import { STAMP } from "./page-names.ts";

/**
 * One stamped element at one width: [stamp, parent stamp, x, y, w, h, rendered (1/0), index of its key style values
 * in the snapshot's `styles`].
 */
export type SnapshotRow = [string, string, number, number, number, number, number, number];

/** Stamps the first `max` elements (document order, shadow roots included). */
export function stamp(max: number): { total: number; height: number } {
  let n = 0;
  const all = composed();
  for (const el of all) {
    if (n >= max) break;
    el.setAttribute(STAMP, String(++n));
  }
  return { total: all.length, height: document.documentElement.scrollHeight };
}

/**
 * Every stamped element's border box (document coordinates) and the computed values of `keys`. Elements share their
 * values: each distinct list of values is sent once (`styles`) and a row names it by index. Sending every element's
 * own list was most of a snapshot's time on a large page (3,200 elements: 0.9 s of which 0.6 s carrying ~2 MB of
 * repeated font stacks and colours to Node).
 */
export function snapshot(keys: readonly string[]): { rows: SnapshotRow[]; styles: string[][]; height: number } {
  const rows: SnapshotRow[] = [];
  const styles: string[][] = [];
  const known = new Map<string, number>();
  const sx = window.scrollX, sy = window.scrollY;
  for (const el of composed()) {
    const id = el.getAttribute(STAMP);
    if (!id) continue;
    const r = el.getBoundingClientRect();
    const cs = getComputedStyle(el);
    const rendered = isRendered(el, cs);
    const parent = parentElementOf(el);
    const values = keys.map((k) => cs.getPropertyValue(k));
    const key = values.join("\u0000");
    let index = known.get(key);
    if (index === undefined) {
      index = styles.push(values) - 1;
      known.set(key, index);
    }
    rows.push([id, parent ? parent.getAttribute(STAMP) || "" : "", tenth(r.left + sx), tenth(r.top + sy), tenth(r.width), tenth(r.height), rendered ? 1 : 0, index]);
  }
  return { rows, styles, height: document.documentElement.scrollHeight };
}

/** Border boxes (document coordinates) of the stamped elements, [x, y, w, h, rendered]; zeros for a missing one. */
export function boxes(stamps: string[]): number[][] {
  const sx = window.scrollX, sy = window.scrollY;
  return stamps.map((id) => {
    const el = document.querySelector("[" + STAMP + '="' + id + '"]');
    if (!el) return [0, 0, 0, 0, 0];
    const r = el.getBoundingClientRect();
    return [r.left + sx, r.top + sy, r.width, r.height, isRendered(el) ? 1 : 0].map(tenth);
  });
}

/** A container whose items a script packed into columns, by stamps. */
export interface PackedContainer {
  stamp: string;
  items: string[];
}

/**
 * Containers whose children a script placed one by one (Masonry and kin): every child absolutely positioned by its
 * own inline left/top, the container given an inline pixel height.
 */
export function packed(): PackedContainer[] {
  const out: PackedContainer[] = [];
  for (const el of document.body ? document.body.querySelectorAll<HTMLElement>("[style]") : []) {
    if (!/^\d+(\.\d+)?px$/.test(el.style.height)) continue;
    const kids = [...el.children] as HTMLElement[];
    if (kids.length < 2 || !kids.every((k) => k.style && k.style.position === "absolute" && k.style.left && k.style.top)) continue;
    const id = el.getAttribute(STAMP);
    const items = kids.map((k) => k.getAttribute(STAMP));
    if (id && items.every((s): s is string => !!s)) out.push({ stamp: id, items });
  }
  return out;
}
