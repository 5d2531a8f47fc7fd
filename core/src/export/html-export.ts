import type { LayoutTree } from "./layout-nodes.ts";
import { printMarkup } from "./markup-printer.ts";
import { indentBlock } from "./css-text.ts";
import { escapeHtmlText, escapeStyleElementText } from "../html/raw-text.ts";
import { attributeText } from "../api/document-attributes.ts";

/** `layout.html`: a complete HTML5 document; the stylesheet sits in <style> unless a file name is given (zip). */
export function renderHtmlDocument(tree: LayoutTree, css: string, options: { stylesheetHref?: string } = {}): string {
  const styles = options.stylesheetHref
    ? `    <link rel="stylesheet" href="${options.stylesheetHref}">`
    : `    <style>\n${indentBlock(escapeStyleElementText(css), "      ")}\n    </style>`;
  return [
    "<!DOCTYPE html>",
    `<html${attributeText({ lang: "en", ...tree.document?.html })}>`,
    "  <head>",
    '    <meta charset="utf-8">',
    '    <meta name="viewport" content="width=device-width, initial-scale=1">',
    `    <title>${escapeHtmlText(tree.title)}</title>`,
    styles,
    "  </head>",
    `  <body${attributeText(tree.document?.body ?? {})}>`,
    printMarkup(tree.nodes, {}, 2),
    "  </body>",
    "</html>",
    "",
  ].join("\n");
}
