import type { Root } from "postcss";
import type { LayoutTree } from "../../model/layout-nodes.ts";
import { cssTemplateLiteral } from "../../print/jsx-printer.ts";
import { indentBlock } from "../../css/css-text.ts";
import { escapeStyleElementText } from "../../../html/raw-text.ts";
import { jsLineCommentText } from "../../../html/comment-text.ts";
import { componentLayout, remoteUrlLines, type SingleFileStyles } from "../../print/components/single-file.ts";
import { printJsxApp, printJsxComponent } from "../../print/components/jsx-components.ts";
import { interactiveTree } from "../../model/interactions.ts";
import { providerWrapper, singleFileInteractions } from "../../print/components/interactions-provider.ts";

/**
 * `ExportedLayout.jsx`: the page as named function components (one per region, item components fed from data
 * arrays) in one file. The stylesheet ships inside the file (a <style> element fed from a string) so the file works
 * when dropped into a Vite React app; the zip's react/ project splits it into files.
 */
export function renderReactComponent(source: LayoutTree, cssRoot: Root, styles?: SingleFileStyles): string {
  const { tree, plan: interactions } = interactiveTree(source);
  const layout = componentLayout(tree, cssRoot, styles?.css);
  const stateful = interactions.states.length > 0;
  const state = stateful ? singleFileInteractions(interactions.states, false) : null;
  const styleElement = "<style dangerouslySetInnerHTML={{ __html: styles }} />";
  const header = [
    `// ${jsLineCommentText(tree.title)} — exported by LayoutLift. Drop this file into a React app and render <ExportedLayout />.`,
    ...(styles ? [`// ${jsLineCommentText(styles.note)}`] : []),
    ...remoteUrlLines(layout.remoteUrls).map((l) => `// ${jsLineCommentText(l)}`),
  ];
  const parts = [
    [...header, ...(state ? ["", ...state.imports] : [])].join("\n"),
    `const styles = ${cssTemplateLiteral(`\n${indentBlock(escapeStyleElementText(layout.css), "  ")}\n`)};`,
    ...(state ? [state.code] : []),
    ...layout.plan.components.map((def) => printJsxComponent(def, { typed: false }).code),
    // With interaction state, the page renders inside the provider that holds it.
    ...(stateful
      ? [printJsxApp(layout.plan, "Page", { typed: false }, [], false).code, providerWrapper("ExportedLayout", styleElement)]
      : [printJsxApp(layout.plan, "ExportedLayout", { typed: false }, [styleElement]).code]),
  ];
  return parts.join("\n\n") + "\n";
}
