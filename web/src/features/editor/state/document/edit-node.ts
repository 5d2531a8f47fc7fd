import { getNode, updateNodes } from "./node-table";
import type { DocNode, ElementNode, LayoutDoc } from "./types";

export function getElement(doc: LayoutDoc, id: string | null | undefined): ElementNode | null {
  if (!id) return null;
  const node = getNode(doc.nodes, id);
  return node && node.kind === "element" ? node : null;
}

/** A copy of the document with some nodes replaced; untouched nodes keep their identity for the canvas diff. */
export function withNodes(doc: LayoutDoc, changed: DocNode[], extra: Partial<LayoutDoc> = {}): LayoutDoc {
  return { ...doc, ...extra, nodes: updateNodes(doc.nodes, changed) };
}

export function setAttr(el: ElementNode, name: string, value: string | null): ElementNode {
  const attrs = { ...el.attrs };
  if (value === null) delete attrs[name];
  else attrs[name] = value;
  return { ...el, attrs };
}

/** Every node id in a subtree, the root included. */
export function subtreeIds(doc: LayoutDoc, id: string): string[] {
  const out: string[] = [];
  const stack = [id];
  while (stack.length) {
    const current = stack.pop()!;
    out.push(current);
    const node = getNode(doc.nodes, current);
    if (node?.kind === "element") stack.push(...node.children);
  }
  return out;
}

/** True when the element or one of its ancestors is locked: a locked container locks what is inside. */
export function isLocked(doc: LayoutDoc, id: string, lockAttr: string): boolean {
  let node: DocNode | undefined = getNode(doc.nodes, id);
  while (node) {
    if (node.kind === "element" && lockAttr in node.attrs) return true;
    node = node.parent ? getNode(doc.nodes, node.parent) : undefined;
  }
  return false;
}
