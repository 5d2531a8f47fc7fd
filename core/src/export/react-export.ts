import type { LayoutTree } from "./layout-nodes.ts";
import { cssTemplateLiteral, printJsx } from "./jsx-printer.ts";
import { indentBlock } from "./css-text.ts";
import { escapeStyleElementText } from "../html/raw-text.ts";
import { jsLineCommentText } from "../html/comment-text.ts";

/**
 * `ExportedLayout.jsx`: a function component. The stylesheet ships inside the file (a <style> element fed from a
 * string) so the single file works when dropped into a Vite React app; the zip's react/ folder imports a CSS file.
 */
export function renderReactComponent(tree: LayoutTree, css: string, options: { cssImport?: string } = {}): string {
  const { code } = printJsx(tree.nodes, { typed: false, depth: 3 });
  const header = `// ${jsLineCommentText(tree.title)} — exported by LayoutLift. Drop this file into a React app and render <ExportedLayout />.`;
  if (options.cssImport) {
    return [
      header,
      `import "${options.cssImport}";`,
      "",
      "export default function ExportedLayout() {",
      "  return (",
      "    <>",
      code,
      "    </>",
      "  );",
      "}",
      "",
    ].join("\n");
  }
  return [
    header,
    `const styles = ${cssTemplateLiteral(`\n${indentBlock(escapeStyleElementText(css), "  ")}\n`)};`,
    "",
    "export default function ExportedLayout() {",
    "  return (",
    "    <>",
    "      <style dangerouslySetInnerHTML={{ __html: styles }} />",
    code,
    "    </>",
    "  );",
    "}",
    "",
  ].join("\n");
}
