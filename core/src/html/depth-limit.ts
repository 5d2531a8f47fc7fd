import { parseFragment, type DefaultTreeAdapterMap } from "parse5";
import { MAX_ELEMENT_DEPTH } from "../contract/layouts.ts";

export { MAX_ELEMENT_DEPTH };

/**
 * Layouts have a nesting limit (MAX_ELEMENT_DEPTH). Every walk after this one (sanitizer, printers, component
 * finders, CSS passes) recurses over the tree, so the limit is what keeps a hostile document from overflowing the
 * stack or making an export take minutes; these two walks are iterative so they are safe at any depth.
 */
export interface DepthAccess<N> {
  /** The node's children (a template's content), or null for a node that holds none (text, comment). */
  children(node: N): N[] | null;
  isText(node: N): boolean;
  /** Replaces the element's children (the nodes are detached from wherever they were). */
  setChildren(parent: N, children: N[]): void;
}

/**
 * How many levels of elements holding content the tree under `root` nests (0 for text only; a childless element
 * such as an image adds no level, as flattenDeeperThan keeps those below its limit). Iterative: safe at any depth.
 */
export function treeDepth<N>(access: DepthAccess<N>, root: N): number {
  let deepest = 0;
  const stack: [N, number][] = [[root, 0]];
  while (stack.length) {
    const [node, depth] = stack.pop()!;
    for (const child of access.children(node) ?? []) {
      if (!access.children(child)?.length) continue;
      deepest = Math.max(deepest, depth + 1);
      stack.push([child, depth + 1]);
    }
  }
  return deepest;
}

/**
 * Flattens everything nested deeper than `limit` levels: an element at the limit keeps, in document order, the text
 * and the childless elements (images, line breaks, inputs) found anywhere under it, and the wrappers between are
 * dropped. Content survives, structure past the limit does not (template content past the limit is hoisted like
 * any other: everything here runs before the sanitizer).
 * Returns how many elements were dropped.
 */
export function flattenDeeperThan<N>(access: DepthAccess<N>, root: N, limit = MAX_ELEMENT_DEPTH): number {
  let dropped = 0;
  const stack: [N, number][] = [[root, 0]];
  while (stack.length) {
    const [node, depth] = stack.pop()!;
    const kids = access.children(node) ?? [];
    if (depth === limit && kids.some((k) => (access.children(k)?.length ?? 0) > 0)) {
      const { leaves, wrappers } = leavesOf(access, kids);
      dropped += wrappers;
      access.setChildren(node, leaves);
      continue;
    }
    for (const child of kids) if (access.children(child)?.length) stack.push([child, depth + 1]);
  }
  return dropped;
}

function leavesOf<N>(access: DepthAccess<N>, nodes: N[]): { leaves: N[]; wrappers: number } {
  const leaves: N[] = [];
  let wrappers = 0;
  // Reversed onto a stack so nodes come off in document order.
  const stack = [...nodes].reverse();
  while (stack.length) {
    const node = stack.pop()!;
    const kids = access.children(node);
    if (kids === null) {
      if (access.isText(node)) leaves.push(node);
    } else if (kids.length === 0) leaves.push(node);
    else {
      wrappers += 1;
      for (let i = kids.length - 1; i >= 0; i--) stack.push(kids[i]);
    }
  }
  return { leaves, wrappers };
}

type P5Node = DefaultTreeAdapterMap["node"];
type P5Parent = DefaultTreeAdapterMap["parentNode"];
type P5Child = DefaultTreeAdapterMap["childNode"];

/** A template keeps its children in `content`: that fragment is what holds them (and what they name as parent). */
const holder = (node: P5Node): P5Parent => ("content" in node ? (node as DefaultTreeAdapterMap["template"]).content : (node as P5Parent));

/** parse5's default tree (exports, the AI engine, the save check). */
export const parse5DepthAccess: DepthAccess<P5Node> = {
  children: (node) => ("childNodes" in node ? holder(node).childNodes : null),
  isText: (node) => node.nodeName === "#text",
  setChildren(parent, children) {
    const into = holder(parent);
    for (const child of children) (child as P5Child).parentNode = into;
    into.childNodes = children as P5Child[];
  },
};

/** How deep the body fragment `html` nests, parsed the way exports parse it. */
export function htmlDepth(html: string): number {
  return treeDepth(parse5DepthAccess, parseFragment(html) as P5Node);
}

export const TOO_DEEP_MESSAGE = (depth: number) =>
  `This layout nests elements ${depth} levels deep; at most ${MAX_ELEMENT_DEPTH} are supported. Remove some wrapper elements and save again.`;
