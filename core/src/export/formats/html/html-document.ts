import type { LayoutTree } from "../../model/layout-nodes.ts";
import { printMarkup } from "../../print/markup-printer.ts";
import { indentBlock } from "../../css/css-text.ts";
import { escapeStyleElementText } from "../../../html/raw-text.ts";
import { documentShell } from "../../print/document-shell.ts";
import { inlineBehaviourScript, needsBehaviourScript } from "../../print/behaviour-script.ts";

/**
 * `layout.html`: a complete HTML5 document; the stylesheet sits in <style> unless a file name is given (zip). A
 * layout whose menus, tabs or dialogs work carries our behaviour runtime: inline, or the zip's file when named.
 */
export function renderHtmlDocument(tree: LayoutTree, css: string, options: { stylesheetHref?: string; behaviourScriptSrc?: string } = {}): string {
  const styles = options.stylesheetHref
    ? `    <link rel="stylesheet" href="${options.stylesheetHref}">`
    : `    <style>\n${indentBlock(escapeStyleElementText(css), "      ")}\n    </style>`;
  const head = [styles];
  const body = [printMarkup(tree.nodes, {}, 2)];
  if (needsBehaviourScript(tree)) {
    if (options.behaviourScriptSrc) head.push(`    <script src="${options.behaviourScriptSrc}" defer></script>`);
    else body.push(`    ${inlineBehaviourScript()}`);
  }
  return documentShell(tree, { head, body });
}
