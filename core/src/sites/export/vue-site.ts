import type { DownloadedAssets } from "../../export/assets/assets.ts";
import type { LayoutNode } from "../../export/model/layout-nodes.ts";
import { printNodes } from "../../export/print/code-layout.ts";
import { vuePrinter, wrapLooseText } from "../../export/print/components/vue-components.ts";
import { bindRouteLinks, withRouterLinks } from "./router-links.ts";
import type { SiteProjectModel } from "./site-project.ts";
import { pageStylesheet, routeTable, viteSiteScaffold } from "./vite-site.ts";

/** `vue/`: a Vite + Vue Router app; App.vue renders the shared regions once around <RouterView>. */
export function vueSiteProject(model: SiteProjectModel, assets: DownloadedAssets, prefix = "vue/"): Record<string, string | Uint8Array> {
  const files: Record<string, string | Uint8Array> = {};
  const put = (path: string, body: string | Uint8Array) => void (files[prefix + path] = body);
  const scaffold = viteSiteScaffold(model, assets, {
    name: "vue",
    dependencies: { vue: "^3.5.0", "vue-router": "^4.5.0" },
    plugin: { package: "@vitejs/plugin-vue", version: "^6.0.0", importAs: "vue" },
    mountId: "app",
    entry: "src/main.js",
    readme: [
      "A Vite + Vue site exported by LayoutLift: one route per captured page in `src/pages/`, the parts every page shares in `src/components/` (rendered once, by `src/App.vue`), links between pages as `<RouterLink>`.",
      "Each page's own rules are in `src/pages/<Page>.css`, applied while that page is shown; rules every page uses are in `src/styles/site.css`.",
    ],
  });
  for (const [path, body] of Object.entries(scaffold)) put(path, body);
  const template = (nodes: LayoutNode[]) => {
    const wrapped = wrapLooseText(bindRouteLinks(nodes, model.routes));
    return printNodes(wrapped, null, withRouterLinks(vuePrinter(wrapped), model.routes, "RouterLink", "to"), 1);
  };

  put("src/site-pages.js", routeTable(model));
  put("src/page-style.js", [
    'import { onUnmounted } from "vue";',
    "",
    "/** A page's own stylesheet, in the document while the page is shown (after the site's, as in the static site). */",
    "export function usePageStyle(css) {",
    '  const style = document.createElement("style");',
    "  style.textContent = css;",
    "  document.head.append(style);",
    "  onUnmounted(() => style.remove());",
    "}",
    "",
  ].join("\n"));
  for (const region of model.regions) {
    put(`src/components/${region.name}.vue`, [
      ...(region.hasActive ? ["<script setup>", "defineProps({ active: { type: String, default: null } });", "</script>", ""] : []),
      "<template>",
      template([region.template]),
      "</template>",
      "",
    ].join("\n"));
  }
  const use = (placement: "start" | "end") =>
    model.regions.filter((r) => r.placement === placement).map((r) => `  <${r.name}${r.hasActive ? ' :active="page?.active ?? null"' : ""} />`);
  put("src/App.vue", [
    "<script setup>",
    'import { computed, watchEffect } from "vue";',
    'import { useRoute } from "vue-router";',
    'import { pageAt } from "./site-pages.js";',
    ...model.regions.map((r) => `import ${r.name} from "./components/${r.name}.vue";`),
    "",
    "const route = useRoute();",
    "const page = computed(() => pageAt(route.path));",
    "watchEffect(() => {",
    "  if (page.value) document.title = page.value.title;",
    "});",
    "</script>",
    "",
    "<template>",
    ...use("start"),
    "  <RouterView />",
    ...use("end"),
    "</template>",
    "",
  ].join("\n"));
  for (const page of model.pages) {
    put(pageStylesheet(page.component), page.css + "\n");
    put(`src/pages/${page.component}.vue`, [
      "<script setup>",
      'import { usePageStyle } from "../page-style.js";',
      `import css from "./${page.component}.css?inline";`,
      "",
      "usePageStyle(css);",
      "</script>",
      "",
      "<template>",
      template(page.nodes),
      "</template>",
      "",
    ].join("\n"));
  }
  put("src/main.js", [
    'import { createApp } from "vue";',
    'import { createRouter, createWebHistory } from "vue-router";',
    'import "./styles/site.css";',
    'import App from "./App.vue";',
    ...model.pages.map((p) => `import ${p.component} from "./pages/${p.component}.vue";`),
    "",
    "const router = createRouter({",
    "  history: createWebHistory(),",
    "  routes: [",
    ...model.pages.map((p) => `    { path: ${JSON.stringify(p.route)}, component: ${p.component} },`),
    "  ],",
    "  scrollBehavior: (to) => (to.hash ? { el: to.hash } : { top: 0 }),",
    "});",
    "",
    'createApp(App).use(router).mount("#app");',
    "",
  ].join("\n"));
  return files;
}
