import { BEHAVIOUR_ATTRIBUTES as B } from "@layoutlift/core/contract/behaviours";
import { allNodes } from "./node-table";
import type { ElementNode, LayoutDoc } from "./types";

/** How a part the layout keeps hidden at rest is named in Layers ("Menu · collapsed"). */
export type RestingState = "collapsed" | "closed" | "inactive" | "other slide";

const words = (value: string | undefined) => value?.split(/\s+/).filter(Boolean) ?? [];

/** `name=value` sets, `!name` removes (contract/behaviours.ts); null: absent in that state. */
export function stateAttributes(value: string | undefined): Record<string, string | null> {
  const out: Record<string, string | null> = {};
  for (const token of words(value)) {
    if (token.startsWith("!")) out[token.slice(1)] = null;
    else {
      const eq = token.indexOf("=");
      out[eq < 0 ? token : token.slice(0, eq)] = eq < 0 ? "" : token.slice(eq + 1);
    }
  }
  return out;
}

/** Whether a behaviour's target is in its closed state as the layout has it (what the canvas shows at rest). */
export function closedAtRest(el: ElementNode): boolean {
  const classes = new Set(words(el.attrs.class));
  const openClass = words(el.attrs[B.openClass]);
  if (openClass.length) return !openClass.every((c) => classes.has(c));
  const closedClass = words(el.attrs[B.closedClass]);
  if (closedClass.length) return closedClass.every((c) => classes.has(c));
  const openAttrs = Object.entries(stateAttributes(el.attrs[B.openAttrs]));
  if (openAttrs.length) return openAttrs.some(([name, value]) => (value === null ? name in el.attrs : el.attrs[name] !== value));
  return "hidden" in el.attrs;
}

/**
 * Parts of the layout hidden at rest that a recorded behaviour opens (a collapsed menu, a closed dropdown or dialog,
 * an inactive tab pane, a carousel's other slides), by node id, with the word Layers shows for each. Read from the
 * readable behaviour attributes the extraction writes; elements no control opens are not listed.
 */
export function restingStates(doc: LayoutDoc): Map<string, RestingState> {
  const byHtmlId = new Map<string, ElementNode>();
  const toggled = new Set<string>();
  const selectedByTab = new Set<string>();
  const selected = new Set<string>();
  const stepGroups = new Set<string>();
  for (const node of allNodes(doc.nodes)) {
    if (node.kind !== "element") continue;
    const a = node.attrs;
    if (a.id) byHtmlId.set(a.id, node);
    if (a[B.toggleTarget]) toggled.add(a[B.toggleTarget]);
    if (a[B.selectTarget]) (a.role === "tab" ? selectedByTab : selected).add(a[B.selectTarget]);
    if (a[B.stepGroup]) stepGroups.add(a[B.stepGroup]);
  }
  const out = new Map<string, RestingState>();
  for (const [htmlId, el] of byHtmlId) {
    const group = el.attrs[B.group];
    const opened = toggled.has(htmlId) || selected.has(htmlId) || selectedByTab.has(htmlId) || (!!group && stepGroups.has(group));
    if (!opened || !closedAtRest(el)) continue;
    out.set(el.id, stateWord(el, { tab: selectedByTab.has(htmlId), slide: !!group && stepGroups.has(group) }));
  }
  return out;
}

function stateWord(el: ElementNode, is: { tab: boolean; slide: boolean }): RestingState {
  if (is.slide) return "other slide";
  if (is.tab || el.attrs.role === "tabpanel") return "inactive";
  const openAttrs = stateAttributes(el.attrs[B.openAttrs]);
  const dialog = el.tag === "dialog" || !!el.attrs[B.openBackdrop] || openAttrs.role === "dialog" || "aria-modal" in openAttrs;
  const dropdown = words(el.attrs[B.dismiss]).includes("outside") || el.attrs.popover !== undefined;
  return dialog || dropdown ? "closed" : "collapsed";
}
