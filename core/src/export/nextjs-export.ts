import type { LayoutTree } from "./layout-nodes.ts";
import { cssTemplateLiteral, printJsx, type JsxUsage } from "./jsx-printer.ts";
import { indentBlock } from "./css-text.ts";
import { escapeStyleElementText } from "../html/raw-text.ts";
import { jsLineCommentText } from "../html/comment-text.ts";

function typeImports(usage: JsxUsage): string[] {
  const lines: string[] = [];
  const needsHtmlAttributes = usage.undeclaredTags.size > 0;
  const names = [usage.customProperties ? "CSSProperties" : null, needsHtmlAttributes ? "HTMLAttributes" : null].filter(Boolean);
  if (names.length) lines.push(`import type { ${names.join(", ")} } from "react";`);
  if (needsHtmlAttributes) {
    // Custom elements and obsolete tags are not in React's JSX typings; declaring them keeps `strict` happy.
    lines.push("", 'declare module "react" {', "  namespace JSX {", "    interface IntrinsicElements {");
    for (const tag of [...usage.undeclaredTags].sort()) lines.push(`      ${JSON.stringify(tag)}: HTMLAttributes<HTMLElement> & Record<string, unknown>;`);
    lines.push("    }", "  }", "}");
  }
  return lines;
}

/**
 * `ExportedLayout.tsx`: an App Router page (`app/<route>/page.tsx`), valid TSX under `strict`. Like the React
 * export it carries its stylesheet; the zip's Next.js project moves it to app/globals.css instead.
 */
export function renderNextPage(tree: LayoutTree, css: string, options: { inlineCss: boolean } = { inlineCss: true }): string {
  const { code, usage } = printJsx(tree.nodes, { typed: true, depth: 3 });
  const imports = typeImports(usage);
  const lines = [`// ${jsLineCommentText(tree.title)} — exported by LayoutLift as a Next.js App Router page (app/page.tsx).`];
  if (imports.length) lines.push(...imports);
  lines.push("");
  if (options.inlineCss) lines.push(`const styles = ${cssTemplateLiteral(`\n${indentBlock(escapeStyleElementText(css), "  ")}\n`)};`, "");
  lines.push("export default function Page() {", "  return (", "    <>");
  if (options.inlineCss) lines.push("      <style dangerouslySetInnerHTML={{ __html: styles }} />");
  lines.push(code, "    </>", "  );", "}", "");
  return lines.join("\n");
}
