import type { LayoutTree } from "./layout-tree.ts";
import { printMarkup, escapeHtmlText } from "./markup-printer.ts";
import { cssForStyleElement, indentBlock } from "./css-text.ts";

/** `layout.html`: a complete HTML5 document; the stylesheet sits in <style> unless a file name is given (zip). */
export function renderHtmlDocument(tree: LayoutTree, css: string, options: { stylesheetHref?: string } = {}): string {
  const styles = options.stylesheetHref
    ? `    <link rel="stylesheet" href="${options.stylesheetHref}">`
    : `    <style>\n${indentBlock(cssForStyleElement(css), "      ")}\n    </style>`;
  return [
    "<!DOCTYPE html>",
    '<html lang="en">',
    "  <head>",
    '    <meta charset="utf-8">',
    '    <meta name="viewport" content="width=device-width, initial-scale=1">',
    `    <title>${escapeHtmlText(tree.title)}</title>`,
    styles,
    "  </head>",
    "  <body>",
    printMarkup(tree.nodes, {}, 2),
    "  </body>",
    "</html>",
    "",
  ].join("\n");
}
