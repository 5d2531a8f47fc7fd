import type { Root } from "postcss";
import type { LayoutTree } from "../../model/layout-nodes.ts";
import { htmlCommentText } from "../../../html/comment-text.ts";
import { escapeStyleElementText } from "../../../html/raw-text.ts";
import { componentLayout, remoteUrlLines, type SingleFileStyles } from "../../print/components/single-file.ts";
import { printVueTemplate, vueDataArray, wrapLooseText } from "../../print/components/vue-components.ts";
import { vueRenderComponent } from "../../print/components/vue-render-functions.ts";
import { interactiveTree } from "../../model/interactions.ts";
import { vueBackdrops, vueSingleFileInteractions } from "../../print/components/interactions-vue.ts";
import type { ComponentDef, ComponentPlan } from "../../model/structure/component-plan.ts";

/**
 * `ExportedLayout.vue`: the page as the same named components as the JSX/TSX single files, in one drop-in SFC. One
 * SFC holds one template, so the child components are render functions (`defineComponent` + `h()`) in
 * `<script setup>`, each preceded by the data arrays of the item lists it renders; the root template is the
 * project's App.vue (components, lists with v-for, loose content as markup with page text kept literal).
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
  const body = scriptBody(layout.plan);
  const RENDER_IMPORT = 'import { defineComponent, h } from "vue";';
  // One import from vue: the render functions' names join the composables'.
  const script = state
    ? [
        `import { ${[...(body.startsWith(RENDER_IMPORT) ? ["defineComponent", "h"] : []), ...state.imports].sort().join(", ")} } from "vue";`,
        state.code,
        body.startsWith(RENDER_IMPORT) ? body.slice(RENDER_IMPORT.length).trim() : body,
      ].filter(Boolean).join("\n\n")
    : body;
  return [
    `<!-- ${header.join("\n     ")} -->`,
    ...(script ? ["<script setup>", script, "</script>", ""] : []),
    "<template>",
    printVueTemplate(wrapLooseText(layout.plan.app), 1),
    ...vueBackdrops(interactions.states).map((b) => `  ${b}`),
    "</template>",
    "",
    "<style>",
    escapeStyleElementText(layout.css),
    "</style>",
    "",
  ].join("\n");
}

/** Every component after the ones it renders (so each is defined before it is used), then App's data arrays. */
function scriptBody(plan: ComponentPlan): string {
  const byName = new Map(plan.components.map((c) => [c.name, c]));
  const ordered: ComponentDef[] = [];
  const visit = (name: string) => {
    const def = byName.get(name);
    if (!def || ordered.includes(def)) return;
    for (const child of [...def.uses, ...def.lists.map((l) => l.component)]) visit(child);
    ordered.push(def);
  };
  for (const name of [...plan.appUses, ...plan.appLists.map((l) => l.component), ...byName.keys()]) visit(name);
  const parts = [
    ...ordered.flatMap((def) => [...def.lists.map(vueDataArray), vueRenderComponent(def)]),
    ...plan.appLists.map(vueDataArray),
  ];
  return parts.length ? ['import { defineComponent, h } from "vue";', ...parts].join("\n\n") : "";
}
