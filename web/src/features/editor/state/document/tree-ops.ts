import { getNode } from "./node-table";
import type { DocNode, ElementNode, LayoutDoc } from "./types";

/** The children list an element sits in: its parent's children, or the document's roots. */
export function siblingsOf(doc: LayoutDoc, node: DocNode): readonly string[] {
  if (!node.parent) return doc.roots;
  const parent = getNode(doc.nodes, node.parent);
  return parent?.kind === "element" ? parent.children : [];
}

/** True when `id` is `ancestorId` or lies inside it. */
export function isInside(doc: LayoutDoc, id: string, ancestorId: string): boolean {
  let node = getNode(doc.nodes, id);
  while (node) {
    if (node.id === ancestorId) return true;
    node = node.parent ? getNode(doc.nodes, node.parent) : undefined;
  }
  return false;
}

/** Child indexes from the root down: comparing two paths gives document order. */
function pathOf(doc: LayoutDoc, id: string): number[] {
  const path: number[] = [];
  let node = getNode(doc.nodes, id);
  while (node) {
    path.unshift(siblingsOf(doc, node).indexOf(node.id));
    node = node.parent ? getNode(doc.nodes, node.parent) : undefined;
  }
  return path;
}

function comparePaths(a: number[], b: number[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return a[i] - b[i];
  return a.length - b.length;
}

/**
 * The elements among `ids` that are not inside another one of them, in document order: what a multi-element
 * delete, move, copy or duplicate acts on.
 */
export function topLevelElements(doc: LayoutDoc, ids: readonly string[]): ElementNode[] {
  const unique = [...new Set(ids)].filter((id) => getNode(doc.nodes, id)?.kind === "element");
  const outer = unique.filter((id) => !unique.some((other) => other !== id && isInside(doc, id, other)));
  return outer
    .map((id) => ({ id, path: pathOf(doc, id) }))
    .sort((a, b) => comparePaths(a.path, b.path))
    .map(({ id }) => getNode(doc.nodes, id) as ElementNode);
}

/**
 * Copies of subtrees with fresh ids (numbering from `nextId`), ready to be attached under `parent`.
 * Returns the new root ids, every new node and the next free id number.
 */
export function cloneSubtrees(doc: LayoutDoc, ids: readonly string[], parent: string | null, nextId: number) {
  const nodes: DocNode[] = [];
  let next = nextId;
  const clone = (id: string, newParent: string | null): string | null => {
    const node = getNode(doc.nodes, id);
    if (!node) return null;
    const newId = `n${next++}`;
    if (node.kind === "text") {
      nodes.push({ ...node, id: newId, parent: newParent });
      return newId;
    }
    const copy: ElementNode = { ...node, id: newId, parent: newParent, children: [] };
    nodes.push(copy);
    copy.children = node.children.map((c) => clone(c, newId)).filter((c): c is string => c !== null);
    return newId;
  };
  const roots = ids.map((id) => clone(id, parent)).filter((id): id is string => id !== null);
  return { roots, nodes, nextId: next };
}

/** `list` with `ids` inserted before `beforeId` (at the end when it is null or absent). */
export function insertBefore(list: readonly string[], ids: readonly string[], beforeId: string | null): string[] {
  const at = beforeId === null ? -1 : list.indexOf(beforeId);
  const copy = [...list];
  copy.splice(at === -1 ? copy.length : at, 0, ...ids);
  return copy;
}

/** The sibling right after `id` in its list, or null when it is the last. */
export function nextSiblingId(doc: LayoutDoc, id: string): string | null {
  const node = getNode(doc.nodes, id);
  if (!node) return null;
  const list = siblingsOf(doc, node);
  return list[list.indexOf(id) + 1] ?? null;
}
