import { canContain } from "../document/content-model";
import { getElement, isLocked } from "../document/edit-node";
import { allNodes, getNode } from "../document/node-table";
import { parseLayout } from "../document/parse-layout";
import { attachNodes, removeNodes } from "../document/place-nodes";
import { subtreeIds } from "../document/edit-node";
import { nextSiblingId } from "../document/tree-ops";
import { LOCK_ATTR, type ElementNode, type LayoutDoc } from "../document/types";
import { parseCss, replaceRules } from "../styles/top-level-rules";

export interface CodeEdit {
  id: string;
  html: string;
  css: string;
  /** The selectors of the top-level rules the CSS box showed; those rules are replaced by what it holds now. */
  ruleSelectors: readonly string[];
  /** The rules it showed inside @media blocks, by query. */
  mediaSelectors?: readonly { query: string; selectors: readonly string[] }[];
}

/**
 * Checks a code-view edit and builds the document it makes. The HTML goes through the same parser and
 * active-content rules as a loaded layout and must be exactly one element that may sit where the old one did;
 * the CSS must parse with postcss; rules may sit in @media blocks, which go into the author's block with that query. Anything else is refused with a message and changes nothing.
 */
export function codeEditResult(doc: LayoutDoc, edit: CodeEdit): { doc: LayoutDoc; rootId: string } | { error: string } {
  const el = getElement(doc, edit.id);
  if (!el) return { error: "The element is no longer in the layout." };
  if (isLocked(doc, el.id, LOCK_ATTR)) return { error: "The element is locked." };
  const css = parseCss(edit.css);
  if ("error" in css) return css;
  const parsed = parseLayout(edit.html, "", doc.nextId);
  const roots = parsed.roots.map((id) => getNode(parsed.nodes, id));
  const elements = roots.filter((n): n is ElementNode => n?.kind === "element");
  const strayText = roots.some((n) => n?.kind === "text" && n.text.trim() !== "");
  if (elements.length !== 1 || strayText) return { error: "HTML must be exactly one element (the selected one)." };
  const parent = el.parent ? getElement(doc, el.parent) : null;
  const root = elements[0];
  if (!canContain(parent, root.tag)) return { error: `A <${root.tag}> cannot go inside this <${parent?.tag ?? "body"}>.` };
  const newCss = replaceRules(doc.css, { selectors: edit.ruleSelectors, media: edit.mediaSelectors ?? [] }, css.root);
  if (newCss === null) return { error: "The layout's stylesheet cannot be parsed, so its rules cannot be edited here." };

  const nodes = [...allNodes(parsed.nodes)]
    .filter((n) => n.parent !== null || n.id === root.id)
    .map((n) => (n.parent === null ? { ...n, parent: el.parent } : n));
  const beforeId = nextSiblingId(doc, el.id);
  const without = removeNodes(doc, [el.id], (id) => subtreeIds(doc, id));
  const placed = attachNodes(without, { parent: el.parent, beforeId }, [root.id], nodes, parsed.nextId);
  return { doc: { ...placed, css: newCss }, rootId: root.id };
}
