import type { ProjectParts } from "./project-parts.ts";
import { viteScaffold } from "./vite-project.ts";
import { vueAppFile, vueComponentFile } from "../print/components/vue-components.ts";
import { escapeStyleElementText } from "../../html/raw-text.ts";
import { VUE_INTERACTIONS, vuePageState } from "../print/components/interactions-vue.ts";

/** `vue/`: a Vite + Vue project; each component's own rules sit in its `<style scoped>`. */
export function vueProject(parts: ProjectParts, prefix = "vue/"): Record<string, string> {
  const { layout } = parts;
  const files: Record<string, string> = {};
  const put = (path: string, text: string) => void (files[prefix + path] = text);
  const scaffold = viteScaffold(parts, {
    name: "vue",
    label: "Vite + Vue",
    dependencies: { vue: "^3.5.0" },
    plugin: { package: "@vitejs/plugin-vue", version: "^6.0.0", importAs: "vue" },
    mountId: "app",
    notes: parts.interactions.states.length
      ? ["Menus, tabs, accordions, dialogs and carousels keep what is open in `src/page-state.js` (refs made by the composables of `src/interactions.js`), which components import."]
      : [],
    entry: {
      path: "src/main.js",
      imports: ['import { createApp } from "vue";'],
      body: ['import App from "./App.vue";', "", 'createApp(App).mount("#app");', ""],
    },
  });
  for (const [path, text] of Object.entries(scaffold)) put(path, text);
  const { states } = parts.interactions;
  put("src/App.vue", vueAppFile(layout.plan, "./components/", states));
  if (states.length) {
    put("src/interactions.js", VUE_INTERACTIONS);
    put("src/page-state.js", vuePageState(states));
  }
  for (const def of layout.plan.components) {
    const css = parts.moduleCss.get(def.name);
    put(`src/components/${def.name}.vue`, vueComponentFile(def, css ? escapeStyleElementText(css) : null));
  }
  return files;
}
