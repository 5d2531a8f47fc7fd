import { parseFragment, type DefaultTreeAdapterMap } from "parse5";
import type { DocNode, LayoutDoc } from "./types";
import { ID_ATTR } from "./types";
import { tableFrom } from "./node-table";

type ChildNode = DefaultTreeAdapterMap["childNode"];

/** Never let active content into the editor, even if a stored layout somehow carries it. */
const DROPPED_TAGS = new Set(["script", "iframe", "object", "embed", "base", "meta", "link", "noscript"]);
const SCRIPT_URL = /^\s*(javascript|vbscript|data\s*:\s*text\/html)/i;

function safeAttrs(attrs: { name: string; value: string }[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const { name, value } of attrs) {
    const lower = name.toLowerCase();
    if (lower.startsWith("on") || lower === ID_ATTR) continue;
    if ((lower === "href" || lower === "src" || lower === "action" || lower === "formaction" || lower === "xlink:href") && SCRIPT_URL.test(value)) continue;
    out[name] = value;
  }
  return out;
}

/**
 * Parses a body fragment into the flat node map (DOM-free, so state tests need no browser).
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
        if (DROPPED_TAGS.has(child.tagName)) continue;
        const id = `n${next++}`;
        const source = child.tagName === "template" ? (child as unknown as { content: { childNodes: ChildNode[] } }).content.childNodes : child.childNodes;
        const element = { kind: "element" as const, id, tag: child.tagName, attrs: safeAttrs(child.attrs), children: [] as string[], parent };
        nodes.push(element);
        element.children = visit(source, id);
        ids.push(id);
      }
    }
    return ids;
  };
  const roots = visit(parseFragment(html).childNodes, null);
  return { nodes: tableFrom(nodes), roots, css, nextId: next };
}
