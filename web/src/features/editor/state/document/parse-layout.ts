import { parseFragment, type DefaultTreeAdapterMap } from "parse5";
import { sanitizeParse5Tree } from "@layoutlift/core/html/parse5-tree";
import type { DocNode, LayoutDoc } from "./types";
import { ID_ATTR } from "./types";
import { tableFrom } from "./node-table";

type ChildNode = DefaultTreeAdapterMap["childNode"];

/** Qualified names (`xlink:href`), as the serializer writes them back; node ids are the editor's own. */
function docAttrs(attrs: { name: string; value: string; prefix?: string }[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const a of attrs) {
    const name = a.prefix ? `${a.prefix}:${a.name}` : a.name;
    if (name !== ID_ATTR) out[name] = a.value;
  }
  return out;
}

/**
 * Parses a body fragment into the flat node map (DOM-free, so state tests need no browser). The fragment goes
 * through the one active-content policy first: a stored layout is only as safe as the last thing that wrote it.
 * `firstId` continues numbering when a document is replaced (AI edit), keeping old ids unique.
 */
export function parseLayout(html: string, css: string, firstId = 1): LayoutDoc {
  const nodes: DocNode[] = [];
  let next = firstId;
  const visit = (list: ChildNode[], parent: string | null): string[] => {
    const ids: string[] = [];
    for (const child of list) {
      if (child.nodeName === "#text" && "value" in child) {
        const id = `n${next++}`;
        nodes.push({ kind: "text", id, text: child.value, parent });
        ids.push(id);
      } else if ("tagName" in child) {
        const id = `n${next++}`;
        const source = child.tagName === "template" ? (child as unknown as { content: { childNodes: ChildNode[] } }).content.childNodes : child.childNodes;
        const element = { kind: "element" as const, id, tag: child.tagName, attrs: docAttrs(child.attrs), children: [] as string[], parent };
        nodes.push(element);
        element.children = visit(source, id);
        ids.push(id);
      }
    }
    return ids;
  };
  const fragment = parseFragment(html);
  sanitizeParse5Tree(fragment, { styleElements: "keep" });
  const roots = visit(fragment.childNodes, null);
  return { nodes: tableFrom(nodes), roots, css, nextId: next };
}
