import { getNode } from "./node-table";
import type { LayoutDoc } from "./types";
import { ID_ATTR, LOCK_ATTR } from "./types";

/** canvas: with node ids for the iframe; save: what is stored; export: what leaves the editor. */
export type SerializeMode = "canvas" | "save" | "export";

const VOID = new Set(["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"]);
const RAW_TEXT = new Set(["style", "xmp", "noembed", "noframes", "plaintext", "textarea", "title"]);

const escapeText = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/\u00a0/g, "&nbsp;");
const escapeAttr = (s: string) => s.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/\u00a0/g, "&nbsp;");

function serializeNodes(doc: LayoutDoc, ids: readonly string[], mode: SerializeMode, rawParent: boolean, out: string[]): void {
  for (const id of ids) {
    const node = getNode(doc.nodes, id);
    if (!node) continue;
    if (node.kind === "text") {
      out.push(rawParent ? node.text : escapeText(node.text));
      continue;
    }
    out.push("<", node.tag);
    if (mode === "canvas") out.push(` ${ID_ATTR}="${id}"`);
    for (const [name, value] of Object.entries(node.attrs)) {
      if (mode === "export" && name === LOCK_ATTR) continue;
      out.push(" ", name, value === "" ? "" : `="${escapeAttr(value)}"`);
    }
    out.push(">");
    if (VOID.has(node.tag)) continue;
    serializeNodes(doc, node.children, mode, RAW_TEXT.has(node.tag), out);
    out.push("</", node.tag, ">");
  }
}

export function serializeLayout(doc: LayoutDoc, mode: SerializeMode = "save"): string {
  const out: string[] = [];
  serializeNodes(doc, doc.roots, mode, false, out);
  return out.join("");
}

/** The inner HTML of one element, for re-rendering just that part of the canvas. */
export function serializeChildren(doc: LayoutDoc, id: string, mode: SerializeMode = "canvas"): string {
  const node = getNode(doc.nodes, id);
  if (!node || node.kind !== "element") return "";
  const out: string[] = [];
  serializeNodes(doc, node.children, mode, RAW_TEXT.has(node.tag), out);
  return out.join("");
}
