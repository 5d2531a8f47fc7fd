import type { ExtractContext } from "../context.ts";
import type { ChildNode, ParentNode } from "../dom.ts";
import { flattenDeeperThan, MAX_ELEMENT_DEPTH, type DepthAccess } from "../../html/depth-limit.ts";

type Node = ChildNode | ParentNode;

const domhandlerDepthAccess: DepthAccess<Node> = {
  children: (node) => ("children" in node ? (node.children as ChildNode[]) : null),
  isText: (node) => node.type === "text",
  setChildren(parent, children) {
    const kids = children as ChildNode[];
    kids.forEach((kid, i) => {
      kid.parent = parent as ParentNode;
      kid.prev = kids[i - 1] ?? null;
      kid.next = kids[i + 1] ?? null;
    });
    (parent as ParentNode).children = kids;
  },
};

/**
 * The captured body flattened past the nesting limit, first of all passes: every later pass and every export walks
 * the tree recursively, so a page (or a script building one) that nests without end must not produce a layout that
 * does. Its text and images stay, at the deepest level kept.
 */
export function limitDepth(ctx: ExtractContext): void {
  const dropped = flattenDeeperThan(domhandlerDepthAccess, ctx.body as Node, MAX_ELEMENT_DEPTH);
  if (dropped) {
    ctx.notes.push(`The page nests elements more than ${MAX_ELEMENT_DEPTH} levels deep: ${dropped} wrapper elements past that depth were removed and their content kept.`);
  }
}
