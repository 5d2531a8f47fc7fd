import type { ElementContext } from "@layoutlift/core/html/namespaces";
import { childNamespace } from "@layoutlift/core/html/namespace-nesting";
import { escapeHtmlAttribute, serializeTextIn } from "@layoutlift/core/html/raw-text";
import { VOID_ELEMENTS } from "@layoutlift/core/html/void-elements";
import { isPrintableAttributeName, isPrintableElementName } from "@layoutlift/core/html/printable-names";
import { getNode } from "./node-table";
import type { LayoutDoc } from "./types";
import { ID_ATTR, LOCK_ATTR } from "./types";

/** canvas: with node ids for the iframe; save: what is stored; export: what leaves the editor. */
export type SerializeMode = "canvas" | "save" | "export";


/**
 * Writes the document as HTML with the active-content policy's serialization rules: names the policy refuses are
 * not written (with everything inside), text is escaped for the element it sits in (so `</textarea>` typed into a
 * textarea stays text), attribute values can close nothing.
 */
function serializeNodes(doc: LayoutDoc, ids: readonly string[], mode: SerializeMode, parent: ElementContext | null, out: string[]): void {
  for (const id of ids) {
    const node = getNode(doc.nodes, id);
    if (!node) continue;
    if (node.kind === "text") {
      out.push(serializeTextIn(node.text, parent));
      continue;
    }
    const here: ElementContext = { tag: node.tag, ns: childNamespace(parent, node.tag) };
    if (!isPrintableElementName("html", node.tag, here.ns)) continue;
    out.push("<", node.tag);
    if (mode === "canvas") out.push(` ${ID_ATTR}="${id}"`);
    for (const [name, value] of Object.entries(node.attrs)) {
      if (mode === "export" && name === LOCK_ATTR) continue;
      if (!isPrintableAttributeName("html", name, here.ns, here.tag)) continue;
      out.push(" ", name, value === "" ? "" : `="${escapeHtmlAttribute(value)}"`);
    }
    out.push(">");
    if (here.ns === "html" && VOID_ELEMENTS.has(node.tag)) continue;
    serializeNodes(doc, node.children, mode, here, out);
    out.push("</", node.tag, ">");
  }
}

export function serializeLayout(doc: LayoutDoc, mode: SerializeMode = "save"): string {
  const out: string[] = [];
  serializeNodes(doc, doc.roots, mode, null, out);
  return out.join("");
}

/** The inner HTML of one element, for re-rendering just that part of the canvas. */
export function serializeChildren(doc: LayoutDoc, id: string, mode: SerializeMode = "canvas"): string {
  const node = getNode(doc.nodes, id);
  if (!node || node.kind !== "element") return "";
  const out: string[] = [];
  serializeNodes(doc, node.children, mode, { tag: node.tag, ns: namespaceOf(doc, id) }, out);
  return out.join("");
}

/** An element's namespace, from its ancestors (the document keeps none). */
function namespaceOf(doc: LayoutDoc, id: string): ElementContext["ns"] {
  const chain: { tag: string }[] = [];
  for (let n = getNode(doc.nodes, id); n && n.kind === "element"; n = n.parent ? getNode(doc.nodes, n.parent) : undefined) chain.unshift(n);
  let context: ElementContext | null = null;
  for (const el of chain) context = { tag: el.tag, ns: childNamespace(context, el.tag) };
  return context?.ns ?? "html";
}

/** One element's outer HTML, for the code view. */
export function serializeElement(doc: LayoutDoc, id: string, mode: SerializeMode = "save"): string {
  const node = getNode(doc.nodes, id);
  if (!node || node.kind !== "element") return "";
  const parent = node.parent ? getNode(doc.nodes, node.parent) : null;
  const context: ElementContext | null = parent?.kind === "element" ? { tag: parent.tag, ns: namespaceOf(doc, parent.id) } : null;
  const out: string[] = [];
  serializeNodes(doc, [id], mode, context, out);
  return out.join("");
}
