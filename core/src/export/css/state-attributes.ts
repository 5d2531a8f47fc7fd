import type { LayoutElement, LayoutNode } from "../model/layout-nodes.ts";
import { getAttr } from "../model/layout-nodes.ts";
import { BEHAVIOUR_ATTRIBUTES } from "../../contract/behaviours.ts";

/**
 * The attributes by which a recorded behaviour state (contract/behaviours.ts) changes the layout at run time: what a
 * stylesheet rule may wait for although no element matches it in the markup as exported. Dead-rule removal
 * (dead-rules.ts) and the Tailwind flavour read them alike.
 */

/** Classes a recorded state puts on an element or takes off it (open and closed). */
export const STATE_CLASS_ATTRIBUTES: string[] = [BEHAVIOUR_ATTRIBUTES.openClass, BEHAVIOUR_ATTRIBUTES.closedClass];
/** Every attribute naming classes the runtime adds or removes (scrolling and scrollspy too). */
export const TOGGLED_CLASS_ATTRIBUTES: string[] = [
  ...STATE_CLASS_ATTRIBUTES, BEHAVIOUR_ATTRIBUTES.scrolledClass, BEHAVIOUR_ATTRIBUTES.unscrolledClass, BEHAVIOUR_ATTRIBUTES.spyClass,
];
/** Attributes the runtime sets or removes: `name=value` and `!name` tokens. */
export const TOGGLED_ATTRIBUTE_LISTS: string[] = [BEHAVIOUR_ATTRIBUTES.openAttrs, BEHAVIOUR_ATTRIBUTES.closedAttrs];
/** Classes of elements the layout does not hold (a dialog's backdrop, the body's while a dialog is open). */
export const OUTSIDE_CLASS_ATTRIBUTES: string[] = [BEHAVIOUR_ATTRIBUTES.openBackdrop, BEHAVIOUR_ATTRIBUTES.openBodyClass];

export function allElements(nodes: LayoutNode[], out: LayoutElement[] = []): LayoutElement[] {
  for (const n of nodes) {
    if (n.type !== "element") continue;
    out.push(n);
    allElements(n.children, out);
  }
  return out;
}

export const tokensOf = (el: LayoutElement, name: string) => (getAttr(el, name) ?? "").split(/\s+/).filter(Boolean);

/** What the recorded states of the layout's elements change, gathered over all of them. */
export interface StateChanges {
  /** Classes the runtime adds or removes on the layout's elements. */
  toggledClasses: Set<string>;
  /** Classes of elements outside the layout (backdrops) or of the body while a state is on. */
  outsideClasses: Set<string>;
  /** Attributes the runtime sets or removes (lower case). */
  toggledAttributes: Set<string>;
}

export function stateChanges(elements: LayoutElement[]): StateChanges {
  return {
    toggledClasses: new Set(elements.flatMap((el) => TOGGLED_CLASS_ATTRIBUTES.flatMap((name) => tokensOf(el, name)))),
    outsideClasses: new Set(elements.flatMap((el) => OUTSIDE_CLASS_ATTRIBUTES.flatMap((name) => tokensOf(el, name)))),
    toggledAttributes: new Set(elements.flatMap((el) => TOGGLED_ATTRIBUTE_LISTS.flatMap((name) => tokensOf(el, name).map((t) => t.replace(/^!/, "").split("=")[0].toLowerCase())))),
  };
}
