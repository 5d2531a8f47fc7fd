import type { LayoutTree } from "../model/layout-nodes.ts";
import { escapeHtmlText } from "../../html/raw-text.ts";
import { attributeText } from "../../contract/document-attributes.ts";

/**
 * A complete HTML5 page around the layout: the page's own <html>/<body> attributes (dir, theme, classes the CSS keys
 * on) and title, so the html export and every project's entry page start from the same document.
 */
export function documentShell(tree: LayoutTree, parts: { head: string[]; body: string[] }): string {
  return [
    "<!DOCTYPE html>",
    `<html${attributeText({ lang: "en", ...tree.document?.html })}>`,
    "  <head>",
    '    <meta charset="utf-8">',
    '    <meta name="viewport" content="width=device-width, initial-scale=1">',
    `    <title>${escapeHtmlText(tree.title)}</title>`,
    ...parts.head,
    "  </head>",
    `  <body${attributeText(tree.document?.body ?? {})}>`,
    ...parts.body,
    "  </body>",
    "</html>",
    "",
  ].join("\n");
}
