import { behaviourAttributesSchema, BEHAVIOUR_ATTRIBUTE_NAMES } from "../../contract/behaviours.ts";
import type { LayoutNode } from "./layout-nodes.ts";

/**
 * A layout's behaviour attributes (contract/behaviours.ts) as the exports may carry them: each one the contract
 * refuses (a handler in `data-open-attrs`, a selector in `data-toggle-target`, a class with `url(`) is dropped, so a
 * layout edited or written by hand can make our runtime toggle nothing but state classes and attributes.
 */
export function keepValidBehaviourAttributes(nodes: LayoutNode[]): void {
  for (const node of nodes) {
    if (node.type !== "element") continue;
    node.attrs = node.attrs.filter((a) => !BEHAVIOUR_ATTRIBUTE_NAMES.has(a.name) || behaviourAttributesSchema.safeParse({ [a.name]: a.value }).success);
    keepValidBehaviourAttributes(node.children);
  }
}

/** Whether anything in the layout opens, closes or selects: only then does an export carry our runtime. */
export function usesBehaviours(nodes: LayoutNode[]): boolean {
  return nodes.some((node) => node.type === "element" && (node.attrs.some((a) => BEHAVIOUR_ATTRIBUTE_NAMES.has(a.name)) || usesBehaviours(node.children)));
}
