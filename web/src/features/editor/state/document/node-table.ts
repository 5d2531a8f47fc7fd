import type { DocNode, NodeTable } from "./types";

const CHUNK_SHIFT = 6;

function chunkOf(id: string): number {
  return Number(id.slice(1)) >> CHUNK_SHIFT;
}

export const EMPTY_TABLE: NodeTable = { chunks: [] };

export function getNode(table: NodeTable, id: string | null | undefined): DocNode | undefined {
  if (!id) return undefined;
  return table.chunks[chunkOf(id)]?.[id];
}

/** A new table with `set` written and `remove` deleted; untouched chunks (and nodes) keep their identity. */
export function updateNodes(table: NodeTable, set: readonly DocNode[], remove: readonly string[] = []): NodeTable {
  const chunks = [...table.chunks];
  const copied = new Set<number>();
  const writable = (index: number): Record<string, DocNode> => {
    if (!copied.has(index)) {
      chunks[index] = { ...chunks[index] };
      copied.add(index);
    }
    return chunks[index] as Record<string, DocNode>;
  };
  for (const id of remove) delete writable(chunkOf(id))[id];
  for (const node of set) writable(chunkOf(node.id))[node.id] = node;
  return { chunks };
}

export function tableFrom(nodes: Iterable<DocNode>): NodeTable {
  return updateNodes(EMPTY_TABLE, [...nodes]);
}

export function* allNodes(table: NodeTable): Generator<DocNode> {
  for (const chunk of table.chunks) if (chunk) yield* Object.values(chunk);
}
