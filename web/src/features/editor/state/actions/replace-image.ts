import { isSafeUrl } from "@layoutlift/core/html/url-schemes";
import type { ActionOf, DocumentEdit } from "../actions";
import { isLocked, setAttr, withNodes } from "../document/edit-node";
import { allNodes, getNode } from "../document/node-table";
import { LOCK_ATTR, type DocNode, type ElementNode } from "../document/types";
import type { EditorState } from "../editor-state";

/**
 * The Assets panel's Replace: every image showing `from` shows `to` instead. Responsive candidates
 * would keep showing the old picture, so the image's own `srcset` goes, and so do the `srcset`s of the `<source>`s
 * of a `<picture>` around it. Locked elements keep their image, as they keep everything else.
 */
export function replaceImage(state: EditorState, action: ActionOf<"replaceImage">): DocumentEdit | null {
  const { doc } = state;
  if (action.from === action.to || !isSafeUrl(action.to, "image")) return null;
  const changed = new Map<string, ElementNode>();
  for (const node of allNodes(doc.nodes)) {
    if (node.kind !== "element" || node.tag !== "img" || node.attrs.src !== action.from || isLocked(doc, node.id, LOCK_ATTR)) continue;
    let img = setAttr(node, "src", action.to);
    if ("srcset" in img.attrs) img = setAttr(img, "srcset", null);
    changed.set(img.id, img);
    const parent = getNode(doc.nodes, node.parent);
    if (parent?.kind !== "element" || parent.tag !== "picture") continue;
    for (const id of parent.children) {
      const source = changed.get(id) ?? getNode(doc.nodes, id);
      if (source?.kind === "element" && source.tag === "source" && "srcset" in source.attrs) changed.set(id, setAttr(source, "srcset", null));
    }
  }
  if (changed.size === 0) return null;
  return { doc: withNodes(doc, [...changed.values()] as DocNode[]) };
}
