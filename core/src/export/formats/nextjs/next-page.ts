import type { Root } from "postcss";
import type { LayoutTree } from "../../model/layout-nodes.ts";
import { cssTemplateLiteral } from "../../print/jsx-printer.ts";
import { typeImports } from "../../print/tsx-type-imports.ts";
import { indentBlock } from "../../css/css-text.ts";
import { escapeStyleElementText } from "../../../html/raw-text.ts";
import { jsLineCommentText } from "../../../html/comment-text.ts";
import { componentLayout, remoteUrlLines, type SingleFileStyles } from "../../print/components/single-file.ts";
import { mergeUsage, printJsxApp, printJsxComponent } from "../../print/components/jsx-components.ts";

/**
 * `ExportedLayout.tsx`: an App Router page (`app/<route>/page.tsx`) made of named components with typed props, valid
 * TSX under `strict`. Like the React export it carries its stylesheet; the zip's Next.js project splits it into
 * files.
 */
export function renderNextPage(tree: LayoutTree, cssRoot: Root, styles?: SingleFileStyles): string {
  const layout = componentLayout(tree, cssRoot, styles?.css);
  const components = layout.plan.components.map((def) => printJsxComponent(def, { typed: true }));
  const page = printJsxApp(layout.plan, "Page", { typed: true }, ["<style dangerouslySetInnerHTML={{ __html: styles }} />"]);
  const imports = typeImports(mergeUsage([...components, page].map((c) => c.usage)));
  const header = [
    `// ${jsLineCommentText(tree.title)} — exported by LayoutLift as a Next.js App Router page (app/page.tsx).`,
    ...(styles ? [`// ${jsLineCommentText(styles.note)}`] : []),
    ...remoteUrlLines(layout.remoteUrls).map((l) => `// ${jsLineCommentText(l)}`),
  ];
  const parts = [
    [...header, ...imports].join("\n"),
    `const styles = ${cssTemplateLiteral(`\n${indentBlock(escapeStyleElementText(layout.css), "  ")}\n`)};`,
    ...components.map((c) => c.code),
    page.code,
  ];
  return parts.join("\n\n") + "\n";
}
