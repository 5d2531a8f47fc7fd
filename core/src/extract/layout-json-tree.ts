import type { LayoutJson, LayoutTreeNode } from "../contract/layout-json.ts";
import type { ExtractContext } from "./context.ts";
import { classList, isTag, stampOf, type Element } from "./dom.ts";

/**
 * The element tree of the fragment for the editor's layers. Node ids are `e<n>`, the element's position in document
 * order within the fragment (declarative shadow roots excluded), so they stay valid once the stamps are gone.
 */
export function buildLayoutTree(ctx: ExtractContext): { tree: LayoutTreeNode[]; idsByStamp: Map<string, string> } {
  let counter = 0;
  const idsByStamp = new Map<string, string>();
  const visit = (el: Element): LayoutTreeNode => {
    const id = `e${counter++}`;
    const stamp = stampOf(el);
    if (stamp) idsByStamp.set(stamp, id);
    // SVG internals are drawing instructions, not layers; template content is a shadow root.
    const kids = el.name === "svg" || el.name === "template" ? [] : el.children.filter(isTag).map(visit);
    if (el.name === "svg" || el.name === "template") counter += countDescendants(el);
    return { id, tag: el.name, name: el.attribs["data-name"] ?? classList(el)[0] ?? el.name, children: kids };
  };
  const tree = ctx.body.children.filter(isTag).map(visit);
  return { tree, idsByStamp };
}

function countDescendants(el: Element): number {
  if (el.name === "template") return 0; // template content is not part of the element order
  let n = 0;
  for (const c of el.children) if (isTag(c)) n += 1 + countDescendants(c);
  return n;
}

export function layoutComponents(ctx: ExtractContext, idsByStamp: Map<string, string>): LayoutJson["components"] {
  return ctx.components
    .filter((c) => idsByStamp.has(c.stamp))
    .map((c) => ({ name: c.name, kind: c.kind, nodeId: idsByStamp.get(c.stamp) as string, ...(c.children ? { children: c.children } : {}) }));
}
