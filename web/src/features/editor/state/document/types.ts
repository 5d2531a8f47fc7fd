import type { RuleLocation } from "../styles/css-rules";

/** The layout as the editor holds it: a flat map of nodes, so one edit copies one node, not the whole tree. */
export interface ElementNode {
  kind: "element";
  id: string;
  tag: string;
  attrs: Readonly<Record<string, string>>;
  children: readonly string[];
  parent: string | null;
}

export interface TextNode {
  kind: "text";
  id: string;
  text: string;
  parent: string | null;
}

export type DocNode = ElementNode | TextNode;

/**
 * Nodes in fixed-size chunks keyed by id number (node-table.ts): an edit copies the chunk list and one chunk (about
 * 100 entries), not a map of every node, so a keystroke on a 2,000-element layout stays well under a frame.
 */
export interface NodeTable {
  readonly chunks: readonly (Readonly<Record<string, DocNode>> | undefined)[];
}

export interface LayoutDoc {
  nodes: NodeTable;
  roots: readonly string[];
  css: string;
  /** Next free id number; ids are never reused, so the canvas can trust them across undo. */
  nextId: number;
  /**
   * Set by a property edit: the `from` → `to` stylesheet change touched one existing rule, so the canvas can
   * update that rule alone. Other edits copy the document with it, which is why both ends are kept and checked.
   */
  cssEdit?: { from: string; to: string; rule: RuleLocation };
}

/** Editor-only attributes: the id links canvas elements to nodes; the lock flag is saved but never exported. */
export const ID_ATTR = "data-ll-id";
export const LOCK_ATTR = "data-ll-locked";
