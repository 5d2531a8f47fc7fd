import type { ChildNode, Container, Root } from "postcss";

/*
 * postcss's `node.remove()` finds the node in its parent's array and splices it out: O(siblings) per call. Removing
 * rules one by one from a 150k-rule stylesheet is therefore quadratic (minutes of blocked CPU). These helpers rebuild
 * each parent's array once instead. Call them after a walk, never from inside a walk over the same parent (postcss
 * keeps live iteration indexes that a rebuilt array would skip).
 */

/** Drops the direct children `drop` says yes to, in one pass; returns how many went. */
export function removeChildrenWhere(container: Container, drop: (node: ChildNode) => boolean): number {
  const nodes = container.nodes;
  if (!nodes?.length) return 0;
  const kept: ChildNode[] = [];
  for (const node of nodes) {
    if (drop(node)) node.parent = undefined;
    else kept.push(node);
  }
  const removed = nodes.length - kept.length;
  if (removed) container.nodes = kept;
  return removed;
}

/** Removes every given node from wherever it sits, one array rebuild per parent. */
export function removeNodes(nodes: Iterable<ChildNode>): void {
  const byParent = new Map<Container, Set<ChildNode>>();
  for (const node of nodes) {
    const parent = node.parent as Container | undefined;
    if (!parent) continue;
    let set = byParent.get(parent);
    if (!set) byParent.set(parent, (set = new Set()));
    set.add(node);
  }
  for (const [parent, set] of byParent) removeChildrenWhere(parent, (node) => set.has(node));
}

/**
 * Moves all of `from`'s children to the end of `into`. `into.append(from.nodes)` would detach them one at a time
 * (each a search and splice of `from`'s array): quadratic for a large sheet.
 */
export function moveChildren(from: Container | Root, into: Container): void {
  const nodes = from.nodes ?? [];
  from.removeAll();
  into.append(nodes);
}

/** Rules left without declarations go (collected in one walk, then removed in one pass per parent). */
export function removeEmptyRules(root: Container): void {
  const empty: ChildNode[] = [];
  root.walkRules((rule) => {
    if (rule.nodes.length === 0) empty.push(rule);
  });
  removeNodes(empty);
}
