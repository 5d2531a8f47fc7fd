import type { LayoutAttr, LayoutElement, LayoutNode, PropSlot } from "../layout-nodes.ts";
import { propNames, type PropDraft } from "./prop-names.ts";

/**
 * Repeated items: three or more adjacent sibling elements with the same structure that differ only in text,
 * image/link attributes or a class (cards, team members, nav links, tiers, tiles). They become one item template
 * whose differing values are props, plus one data record per item. Siblings must touch (no text between them),
 * so printing them from a loop adds or loses no whitespace.
 *
 * Identical siblings (a demo album's nine cards) are items too: a developer replaces placeholder content with
 * real records, so their text and image/link values become props with one identical record per item. Items with
 * no content at all (decorative dots) are rendered from a count.
 */
export const MIN_REPEATS = 3;
const VARYING_ATTRIBUTES = new Set(["src", "srcset", "alt", "href", "class", "title", "aria-label", "datetime", "id"]);
/** Attributes that carry content: what an identical item's record holds. */
const CONTENT_ATTRIBUTES = new Set(["src", "srcset", "alt", "href", "title", "aria-label", "datetime"]);
const NEVER_ITEMS = new Set(["td", "th", "option", "optgroup", "br", "hr", "col", "colgroup", "source", "track", "wbr", "area", "param", "script", "style", "html", "body", "head"]);

export interface RepeatedTemplate {
  template: LayoutElement;
  props: PropSlot[];
  items: Record<string, string>[];
  key: string | null;
}

/**
 * Fingerprints by element: the plan asks for every level of the tree, and the exports of one layout share its
 * tree, so each subtree is fingerprinted once instead of once per ancestor and per format (the tree is immutable).
 */
const signatures = new WeakMap<LayoutElement, string>();

/** A structural fingerprint: tag, attribute names and children's shapes; values that may vary are left out. */
function signature(node: LayoutNode): string {
  if (node.type === "text") return node.preformatted ? "#pre" : "#t";
  const known = signatures.get(node);
  if (known !== undefined) return known;
  const names = node.attrs.map((a) => a.name).join(",");
  const sig = `${node.ns}:${node.tag}[${names}](${node.children.map(signature).join("|")})`;
  signatures.set(node, sig);
  return sig;
}

function canRepeat(el: LayoutElement): boolean {
  return el.ns === "html" && !NEVER_ITEMS.has(el.tag) && !el.use;
}

/** Maximal runs of ≥ 3 adjacent elements with one signature, as [start, end) index pairs into `children`. */
export function repeatedRuns(children: LayoutNode[]): Array<[number, number]> {
  const runs: Array<[number, number]> = [];
  let i = 0;
  while (i < children.length) {
    const first = children[i];
    if (first.type !== "element" || !canRepeat(first)) {
      i++;
      continue;
    }
    const sig = signature(first);
    let j = i + 1;
    while (j < children.length && children[j].type === "element" && signature(children[j]) === sig) j++;
    if (j - i >= MIN_REPEATS) runs.push([i, j]);
    i = Math.max(j, i + 1);
  }
  return runs;
}

interface SlotDraft extends PropDraft {
  assign(prop: string): void;
}


/** Walks the items in parallel; returns the template (a copy of the first item) or null when they differ in shape. */
function merge(items: LayoutElement[], slots: SlotDraft[], promote: boolean): LayoutElement | null {
  const first = items[0];
  if (items.some((el) => el.tag !== first.tag || el.ns !== first.ns || el.children.length !== first.children.length || el.attrs.length !== first.attrs.length)) return null;
  const attrs: LayoutAttr[] = [];
  for (let a = 0; a < first.attrs.length; a++) {
    const name = first.attrs[a].name;
    const values = items.map((el) => el.attrs[a]);
    if (values.some((v) => v.name !== name)) return null;
    const attr: LayoutAttr = { name, value: first.attrs[a].value };
    const varies = values.some((v) => v.value !== attr.value);
    if (varies || (promote && CONTENT_ATTRIBUTES.has(name.toLowerCase()) && attr.value.trim())) {
      if (!VARYING_ATTRIBUTES.has(name.toLowerCase())) return null;
      slots.push({ kind: "attr", el: first, attr: name, values: values.map((v) => v.value), assign: (prop) => (attr.prop = prop) });
    }
    attrs.push(attr);
  }
  const children: LayoutNode[] = [];
  for (let c = 0; c < first.children.length; c++) {
    const column = items.map((el) => el.children[c]);
    const head = column[0];
    if (head.type === "text") {
      if (column.some((n) => n.type !== "text" || n.preformatted !== head.preformatted)) return null;
      const values = column.map((n) => (n as { value: string }).value);
      const text = { ...head };
      if (values.some((v) => v !== head.value) || (promote && !head.preformatted && head.value.trim())) {
        if (head.preformatted) return null;
        slots.push({ kind: "text", el: first, values, assign: (prop) => (text.prop = prop) });
      }
      children.push(text);
    } else {
      if (column.some((n) => n.type !== "element")) return null;
      const merged = merge(column as LayoutElement[], slots, promote);
      if (!merged) return null;
      children.push(merged);
    }
  }
  return { ...first, attrs, children, layerName: undefined, componentName: undefined };
}

const KEY_PREFERENCE = ["href", "title", "label", "name", "description", "text", "image"];

/** The item template, props and data for a run, or null when the siblings are not items of one kind. */
export function repeatedTemplate(items: LayoutElement[]): RepeatedTemplate | null {
  let slots: SlotDraft[] = [];
  let template = merge(items, slots, false);
  if (!template) return null;
  if (slots.length === 0) {
    slots = [];
    template = merge(items, slots, true)!;
  }
  const names = propNames(slots);
  const props: PropSlot[] = slots.map((slot, s) => {
    slot.assign(names[s]);
    return { name: names[s], kind: slot.kind };
  });
  const records = items.map((_, i) => Object.fromEntries(slots.map((slot, s) => [props[s].name, slot.values[i]])));
  const unique = props.filter((_, s) => new Set(slots[s].values).size === items.length && slots[s].values.every((v) => v.trim()));
  const rank = (p: PropSlot) => {
    const at = KEY_PREFERENCE.findIndex((k) => p.name.startsWith(k));
    return at === -1 ? KEY_PREFERENCE.length : at;
  };
  const key = unique.sort((a, b) => rank(a) - rank(b))[0]?.name ?? null;
  return { template, props, items: records, key };
}
