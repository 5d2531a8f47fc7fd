import type { LayoutTree } from "../../model/layout-nodes.ts";
import { printMarkup } from "../../print/markup-printer.ts";
import { indentBlock } from "../../css/css-text.ts";
import { escapeStyleElementText } from "../../../html/raw-text.ts";
import { documentShell } from "../../print/document-shell.ts";

/** `layout.html`: a complete HTML5 document; the stylesheet sits in <style> unless a file name is given (zip). */
export function renderHtmlDocument(tree: LayoutTree, css: string, options: { stylesheetHref?: string } = {}): string {
  const styles = options.stylesheetHref
    ? `    <link rel="stylesheet" href="${options.stylesheetHref}">`
    : `    <style>\n${indentBlock(escapeStyleElementText(css), "      ")}\n    </style>`;
  return documentShell(tree, { head: [styles], body: [printMarkup(tree.nodes, {}, 2)] });
}
