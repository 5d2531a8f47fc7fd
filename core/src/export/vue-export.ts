import type { Root } from "postcss";
import type { LayoutTree } from "./layout-nodes.ts";
import { htmlCommentText } from "../html/comment-text.ts";
import { escapeStyleElementText } from "../html/raw-text.ts";
import { componentLayout, remoteUrlLines, type SingleFileStyles } from "./components/single-file.ts";
import { vueDataArray, vueSingleTemplate } from "./components/vue-components.ts";

/**
 * `ExportedLayout.vue`: a single-file component. Repeated items keep their data arrays (rendered with v-for); page
 * text like `{{ x }}` stays literal (v-pre on static subtrees, escaped literals next to bindings).
 */
export function renderVueComponent(tree: LayoutTree, cssRoot: Root, styles?: SingleFileStyles): string {
  const layout = componentLayout(tree, cssRoot, styles?.css);
  const { template, lists } = vueSingleTemplate(layout.plan);
  const header = [
    `${htmlCommentText(tree.title)} — exported by LayoutLift.`,
    ...(styles ? [htmlCommentText(styles.note)] : []),
    ...remoteUrlLines(layout.remoteUrls).map(htmlCommentText),
  ];
  return [
    `<!-- ${header.join("\n     ")} -->`,
    ...(lists.length ? ["<script setup>", lists.map(vueDataArray).join("\n\n"), "</script>", ""] : []),
    "<template>",
    template,
    "</template>",
    "",
    "<style>",
    escapeStyleElementText(layout.css),
    "</style>",
    "",
  ].join("\n");
}
