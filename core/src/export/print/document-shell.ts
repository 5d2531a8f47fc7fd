import type { LayoutTree } from "../model/layout-nodes.ts";
import { inertAttributeSource, inertTitleText } from "../../html/template-delimiters.ts";
import { attributeText as plainAttributeText } from "../../contract/document-attributes.ts";

/** Inert for template engines, and no `%NAME%` Vite would replace in a project's index.html. */
const attributeText = (attrs: Record<string, string>) => inertAttributeSource(plainAttributeText(attrs)).replace(/%/g, "&#37;");

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
    `    <title>${inertTitleText(tree.title)}</title>`,
    ...parts.head,
    "  </head>",
    `  <body${attributeText(tree.document?.body ?? {})}>`,
    ...parts.body,
    "  </body>",
    "</html>",
    "",
  ].join("\n");
}
