import { getNode, updateNodes } from "./node-table";
import { insertBefore } from "./tree-ops";
import type { DocNode, ElementNode, LayoutDoc } from "./types";

/** Working copies of the parents an operation touches, so each is copied once however many children move. */
class ParentEdits {
  private readonly parents = new Map<string, ElementNode>();
  roots: readonly string[];

  constructor(private readonly doc: LayoutDoc) {
    this.roots = doc.roots;
  }

  children(parent: string | null): readonly string[] {
    if (parent === null) return this.roots;
    return (this.parents.get(parent) ?? (getNode(this.doc.nodes, parent) as ElementNode)).children;
  }

  setChildren(parent: string | null, children: readonly string[]): void {
    if (parent === null) this.roots = children;
    else this.parents.set(parent, { ...(this.parents.get(parent) ?? (getNode(this.doc.nodes, parent) as ElementNode)), children });
  }

  changed(): ElementNode[] {
    return [...this.parents.values()];
  }
}

/** Attaches new subtrees (already in `nodes`, roots parented to `parent`) before `beforeId` under `parent`. */
export function attachNodes(
  doc: LayoutDoc,
  placement: { parent: string | null; beforeId: string | null },
  rootIds: readonly string[],
  nodes: readonly DocNode[],
  nextId: number,
): LayoutDoc {
  const edits = new ParentEdits(doc);
  edits.setChildren(placement.parent, insertBefore(edits.children(placement.parent), rootIds, placement.beforeId));
  const changed = edits.changed();
  // A freshly created parent is in `nodes`; its children are already right there.
  const set = [...nodes, ...changed.filter((p) => !nodes.some((n) => n.id === p.id))];
  return { ...doc, nodes: updateNodes(doc.nodes, set), roots: edits.roots, nextId };
}

/** Moves elements (top-level, document order) to sit before `beforeId` under `parent`, keeping their order. */
export function moveNodes(doc: LayoutDoc, ids: readonly string[], placement: { parent: string | null; beforeId: string | null }): LayoutDoc {
  const edits = new ParentEdits(doc);
  const moved: DocNode[] = [];
  for (const id of ids) {
    const node = getNode(doc.nodes, id);
    if (!node) continue;
    edits.setChildren(node.parent, edits.children(node.parent).filter((c) => c !== id));
    moved.push({ ...node, parent: placement.parent });
  }
  const movedIds = moved.map((n) => n.id);
  edits.setChildren(placement.parent, insertBefore(edits.children(placement.parent), movedIds, placement.beforeId));
  // The moved nodes' own records change (parent), and the target parent's working copy wins over a stale one.
  const changed = edits.changed();
  const set = [...moved.map((m) => changed.find((c) => c.id === m.id) ?? m), ...changed.filter((c) => !movedIds.includes(c.id))];
  return { ...doc, nodes: updateNodes(doc.nodes, set), roots: edits.roots };
}

/** Removes elements and everything inside them. */
export function removeNodes(doc: LayoutDoc, ids: readonly string[], subtree: (id: string) => string[]): LayoutDoc {
  const edits = new ParentEdits(doc);
  const removed: string[] = [];
  for (const id of ids) {
    const node = getNode(doc.nodes, id);
    if (!node) continue;
    edits.setChildren(node.parent, edits.children(node.parent).filter((c) => c !== id));
    removed.push(...subtree(id));
  }
  const gone = new Set(removed);
  return { ...doc, nodes: updateNodes(doc.nodes, edits.changed().filter((p) => !gone.has(p.id)), removed), roots: edits.roots };
}
