import type { LayoutNode, LayoutTree } from "./layout-nodes.ts";
import { printMarkup } from "./markup-printer.ts";
import { htmlCommentText } from "../html/comment-text.ts";
import { escapeStyleElementText } from "../html/raw-text.ts";

/**
 * `ExportedLayout.vue`: a single-file component. Every top-level element carries `v-pre`, so text like `{{ x }}`
 * from the page stays literal instead of being compiled as an expression; loose top-level text gets a span.
 */
export function renderVueComponent(tree: LayoutTree, css: string): string {
  const nodes: LayoutNode[] = tree.nodes.map((n) =>
    n.type === "text" ? { type: "element", tag: "span", ns: "html", attrs: [], children: [n] } : n,
  );
  const topLevel = new Set(nodes);
  const template = printMarkup(nodes, { target: "vue", extraAttrs: (el) => (topLevel.has(el) ? ["v-pre"] : []) }, 1);
  return [
    `<!-- ${htmlCommentText(tree.title)} — exported by LayoutLift. -->`,
    "<template>",
    template,
    "</template>",
    "",
    "<style>",
    escapeStyleElementText(css),
    "</style>",
    "",
  ].join("\n");
}
