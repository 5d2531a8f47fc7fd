import { BEHAVIOUR_ATTRIBUTES as B } from "@layoutlift/core/contract/behaviours";
import { allNodes, getNode } from "./node-table";
import { stateAttributes } from "./behaviour-states";
import type { ElementNode, LayoutDoc } from "./types";

/** What one element looks like in a shown state: its whole class list and the attributes to set (null: remove). */
export interface StateChange {
  id: string;
  className: string;
  attrs: Record<string, string | null>;
}

const words = (value: string | undefined) => value?.split(/\s+/).filter(Boolean) ?? [];

/**
 * The behaviour target (its html id) the state switch works on for a selected element: the one a control opens or
 * selects, or the element itself when a control opens it.
 */
export function behaviourTargetOf(doc: LayoutDoc, nodeId: string | null): string | null {
  const node = getNode(doc.nodes, nodeId);
  if (node?.kind !== "element") return null;
  const controlled = node.attrs[B.toggleTarget] ?? node.attrs[B.selectTarget];
  if (controlled && targetElement(doc, controlled)) return controlled;
  const own = node.attrs.id;
  if (own && controlsOf(doc, own).length) return own;
  return null;
}

function targetElement(doc: LayoutDoc, htmlId: string): ElementNode | null {
  for (const node of allNodes(doc.nodes)) if (node.kind === "element" && node.attrs.id === htmlId) return node;
  return null;
}

function controlsOf(doc: LayoutDoc, htmlId: string): ElementNode[] {
  const out: ElementNode[] = [];
  for (const node of allNodes(doc.nodes)) {
    if (node.kind === "element" && (node.attrs[B.toggleTarget] === htmlId || node.attrs[B.selectTarget] === htmlId)) out.push(node);
  }
  return out;
}

/** One element in the open (or closed) state its own readable attributes describe, from what the document has. */
function stateOf(el: ElementNode, open: boolean): StateChange {
  const add = words(el.attrs[open ? B.openClass : B.closedClass]);
  const drop = new Set(words(el.attrs[open ? B.closedClass : B.openClass]));
  const classes = words(el.attrs.class).filter((c) => !drop.has(c));
  for (const c of add) if (!classes.includes(c)) classes.push(c);
  const attrs = stateAttributes(el.attrs[open ? B.openAttrs : B.closedAttrs]);
  // A control's ARIA follows its target even when the extraction recorded no attribute change for it.
  if (B.toggleTarget in el.attrs && "aria-expanded" in el.attrs && !("aria-expanded" in attrs)) attrs["aria-expanded"] = String(open);
  return { id: el.id, className: classes.join(" "), attrs };
}

/**
 * The canvas-only changes that show `htmlId` open, as our runtime would after a click: the target, its controls
 * and the elements that follow it in their open state, and the other members of its group (tabs, slides, an
 * accordion's bodies) with whatever follows them, closed. Nothing here touches the document.
 */
export function openStateChanges(doc: LayoutDoc, htmlId: string): StateChange[] {
  const target = targetElement(doc, htmlId);
  if (!target) return [];
  const changes: StateChange[] = [];
  const withParts = (id: string, open: boolean, el: ElementNode) => {
    changes.push(stateOf(el, open));
    for (const node of allNodes(doc.nodes)) {
      if (node.kind !== "element" || node === el) continue;
      const a = node.attrs;
      if (a[B.toggleTarget] === id || a[B.selectTarget] === id || a[B.follows] === id) changes.push(stateOf(node, open));
    }
  };
  withParts(htmlId, true, target);
  const group = target.attrs[B.group];
  if (group) {
    for (const node of allNodes(doc.nodes)) {
      if (node.kind === "element" && node !== target && node.attrs[B.group] === group && node.attrs.id) withParts(node.attrs.id, false, node);
    }
  }
  return changes;
}
