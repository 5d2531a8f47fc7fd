import { getNode } from "./node-table";
import type { LayoutDoc } from "./types";

/**
 * The text of the document's own `<style>` elements, in document order: every export moves them into the stylesheet,
 * so whatever reads the layout's stylesheet (its design tokens) reads them with it. The editor keeps only text in
 * them (an SVG `<style>` holding markup is removed when the document is parsed).
 */
export function styleElementTexts(doc: LayoutDoc): string[] {
  const out: string[] = [];
  const visit = (ids: readonly string[]) => {
    for (const id of ids) {
      const node = getNode(doc.nodes, id);
      if (node?.kind !== "element") continue;
      if (node.tag.toLowerCase() === "style") {
        out.push(node.children.map((child) => { const text = getNode(doc.nodes, child); return text?.kind === "text" ? text.text : ""; }).join(""));
      } else visit(node.children);
    }
  };
  visit(doc.roots);
  return out;
}
