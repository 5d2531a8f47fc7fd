import type { Root } from "postcss";
import type { LayoutTree } from "../../model/layout-nodes.ts";
import { cssTemplateLiteral } from "../../print/jsx-printer.ts";
import { typeImports } from "../../print/tsx-type-imports.ts";
import { indentBlock } from "../../css/css-text.ts";
import { escapeStyleElementText } from "../../../html/raw-text.ts";
import { jsLineCommentText } from "../../../html/comment-text.ts";
import { componentLayout, remoteUrlLines, type SingleFileStyles } from "../../print/components/single-file.ts";
import { mergeUsage, printJsxApp, printJsxComponent } from "../../print/components/jsx-components.ts";
import { interactiveTree } from "../../model/interactions.ts";
import { providerWrapper, singleFileInteractions } from "../../print/components/interactions-provider.ts";

/**
 * `ExportedLayout.tsx`: an App Router page (`app/<route>/page.tsx`) made of named components with typed props, valid
 * TSX under `strict`. Like the React export it carries its stylesheet; the zip's Next.js project splits it into
 * files.
 */
export function renderNextPage(source: LayoutTree, cssRoot: Root, styles?: SingleFileStyles): string {
  const { tree, plan: interactions } = interactiveTree(source);
  const layout = componentLayout(tree, cssRoot, styles?.css);
  const components = layout.plan.components.map((def) => printJsxComponent(def, { typed: true }));
  const styleElement = "<style dangerouslySetInnerHTML={{ __html: styles }} />";
  // With interaction state the page is a client component that renders inside the provider holding it.
  const state = interactions.states.length ? singleFileInteractions(interactions.states, true) : null;
  const page = state ? printJsxApp(layout.plan, "Page", { typed: true }, [], false) : printJsxApp(layout.plan, "Page", { typed: true }, [styleElement]);
  const imports = typeImports(mergeUsage([...components, page].map((c) => c.usage)));
  const header = [
    `// ${jsLineCommentText(tree.title)} — exported by LayoutLift as a Next.js App Router page (app/page.tsx).`,
    ...(styles ? [`// ${jsLineCommentText(styles.note)}`] : []),
    ...remoteUrlLines(layout.remoteUrls).map((l) => `// ${jsLineCommentText(l)}`),
  ];
  const parts = [
    [...(state ? ['"use client";', ""] : []), ...header, ...(state ? state.imports : []), ...imports].join("\n"),
    `const styles = ${cssTemplateLiteral(`\n${indentBlock(escapeStyleElementText(layout.css), "  ")}\n`)};`,
    ...(state ? [state.code] : []),
    ...components.map((c) => c.code),
    page.code,
    ...(state ? [providerWrapper("ExportedPage", styleElement)] : []),
  ];
  return parts.join("\n\n") + "\n";
}
