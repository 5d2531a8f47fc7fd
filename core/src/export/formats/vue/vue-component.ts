import type { Root } from "postcss";
import type { LayoutTree } from "../../model/layout-nodes.ts";
import { htmlCommentText } from "../../../html/comment-text.ts";
import { escapeStyleElementText } from "../../../html/raw-text.ts";
import { componentLayout, remoteUrlLines, type SingleFileStyles } from "../../print/components/single-file.ts";
import { printVueTemplate, vueDataArray, wrapLooseText } from "../../print/components/vue-components.ts";
import { inlineVueTemplate } from "../../print/components/vue-inline-template.ts";
import { interactiveTree } from "../../model/interactions.ts";
import { vueBackdrops, vueSingleFileInteractions } from "../../print/components/interactions-vue.ts";

/**
 * `ExportedLayout.vue`: the page in one drop-in SFC with one `<template>` (issue 26: no render functions). The
 * plan's components are written in place and each repeated item is its markup under a `v-for` over a data array
 * in `<script setup>` (vue-inline-template.ts); page text stays literal. The zip's Vue project keeps one file per
 * component.
 */
export function renderVueComponent(source: LayoutTree, cssRoot: Root, styles?: SingleFileStyles): string {
  const { tree, plan: interactions } = interactiveTree(source);
  const layout = componentLayout(tree, cssRoot, styles?.css);
  const state = interactions.states.length ? vueSingleFileInteractions(interactions.states) : null;
  const header = [
    `${htmlCommentText(tree.title)} — exported by LayoutLift.`,
    ...(styles ? [htmlCommentText(styles.note)] : []),
    ...remoteUrlLines(layout.remoteUrls).map(htmlCommentText),
  ];
  const inline = inlineVueTemplate(layout.plan);
  const data = inline.lists.map(vueDataArray).join("\n\n");
  const script = [...(state ? [`import { ${[...state.imports].sort().join(", ")} } from "vue";`, state.code] : []), data].filter(Boolean).join("\n\n");
  return [
    `<!-- ${header.join("\n     ")} -->`,
    ...(script ? ["<script setup>", script, "</script>", ""] : []),
    "<template>",
    printVueTemplate(wrapLooseText(inline.nodes), 1, (el) => inline.loops.get(el) ?? []),
    ...vueBackdrops(interactions.states).map((b) => `  ${b}`),
    "</template>",
    "",
    "<style>",
    escapeStyleElementText(layout.css),
    "</style>",
    "",
  ].join("\n");
}
