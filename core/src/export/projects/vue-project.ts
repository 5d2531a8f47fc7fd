import { withDeveloperSetup } from "./developer-setup.ts";
import type { ProjectParts } from "./project-parts.ts";
import { namedComponentsNote } from "./project-parts.ts";
import { mountId, viteScaffold } from "./vite-project.ts";
import { vueComponentNames } from "../print/components/vue-names.ts";
import { vueAppFile, vueComponentFile } from "../print/components/vue-components.ts";
import { escapeStyleElementText } from "../../html/raw-text.ts";
import { VUE_INTERACTIONS, vuePageState } from "../print/components/interactions-vue.ts";

/** `vue/`: a Vite + Vue project; each component's own rules sit in its `<style>` (vue-components.ts says why not scoped). */
export function vueProject(parts: ProjectParts, prefix = "vue/"): Record<string, string> {
  const { layout } = parts;
  const files: Record<string, string> = {};
  const put = (path: string, text: string) => void (files[prefix + path] = text);
  const mount = mountId(parts.tree.nodes, "app");
  const names = vueComponentNames(layout.plan, new Set([...parts.localStates].filter(([name, l]) => name.startsWith(l.names.component)).map(([name]) => name)));
  const planNameOf = (name: string) => names.planName.get(name) ?? name;
  const scaffold = viteScaffold(parts, {
    name: "vue",
    label: "Vite + Vue",
    dependencies: { vue: "^3.5.0" },
    plugin: {
      package: "@vitejs/plugin-vue",
      version: "^6.0.0",
      importAs: "vue",
      options: {
        code: '{ template: { compilerOptions: { whitespace: "preserve" } } }',
        why: "Whitespace between elements kept as HTML keeps it (Vue drops it where it holds a line break).",
      },
    },
    mountId: mount,
    notes: [
      ...namedComponentsNote(parts, "src/components/", (n) => names.plan.components.find((d) => planNameOf(d.name) === n)?.name ?? n),
      ...(parts.interactions.states.length
        ? ["Menus, accordions, dialogs and scroll effects keep what is open in `src/page-state.js` (refs made by the composables of `src/interactions.js`), which components import."]
        : []),
    ],
    entry: {
      path: "src/main.js",
      imports: ['import { createApp } from "vue";'],
      body: ['import App from "./App.vue";', "", `createApp(App).mount("#${mount}");`, ""],
    },
  });
  for (const [path, text] of Object.entries(scaffold)) put(path, text);
  const { states } = parts.interactions;
  const { plan, planName } = names;
  put("src/App.vue", vueAppFile(plan, "./components/", states));
  if (states.length) {
    put("src/interactions.js", VUE_INTERACTIONS);
    put("src/page-state.js", vuePageState(states));
  }
  for (const def of plan.components) {
    const css = parts.moduleCss.get(planName.get(def.name)!);
    put(`src/components/${def.name}.vue`, vueComponentFile(def, css ? escapeStyleElementText(css) : null, parts.localStates.get(planName.get(def.name)!)));
  }
  return withDeveloperSetup(files, prefix, "vue");
}
