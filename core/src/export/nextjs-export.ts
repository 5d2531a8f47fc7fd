import type { Root } from "postcss";
import type { LayoutTree } from "./layout-nodes.ts";
import { cssTemplateLiteral, type JsxUsage } from "./jsx-printer.ts";
import { indentBlock } from "./css-text.ts";
import { escapeStyleElementText } from "../html/raw-text.ts";
import { jsLineCommentText } from "../html/comment-text.ts";
import { componentLayout, remoteUrlLines, type SingleFileStyles } from "./components/single-file.ts";
import { mergeUsage, printJsxApp, printJsxComponent } from "./components/jsx-components.ts";

/** Type imports and JSX declarations a TSX file needs for what its markup uses. */
export function typeImports(usage: JsxUsage): string[] {
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
