import type { ProjectParts } from "./project-parts.ts";
import { json, projectReadme } from "./project-parts.ts";
import { indexHtml } from "./react-project.ts";
import { vueAppFile, vueComponentFile } from "../components/vue-components.ts";
import { escapeStyleElementText } from "../../html/raw-text.ts";

/** `vue/`: a Vite + Vue project; each component's own rules sit in its `<style scoped>`. */
export function vueProject(parts: ProjectParts, prefix = "vue/"): Record<string, string> {
  const { tree, layout } = parts;
  const files: Record<string, string> = {};
  const put = (path: string, text: string) => void (files[prefix + path] = text);
  put("package.json", json({
    name: "layoutlift-vue-export",
    private: true,
    version: "0.1.0",
    type: "module",
    scripts: { dev: "vite", build: "vite build", preview: "vite preview" },
    dependencies: { vue: "^3.5.0" },
    devDependencies: { "@vitejs/plugin-vue": "^6.0.0", vite: "^8.0.0" },
  }));
  put("vite.config.js", ['import { defineConfig } from "vite";', 'import vue from "@vitejs/plugin-vue";', "", "export default defineConfig({ plugins: [vue()] });", ""].join("\n"));
  put("index.html", indexHtml(tree, '<div id="app" style="display: contents"></div>', "/src/main.js"));
  put("README.md", projectReadme(tree.title, "Vite + Vue", ["npm install", "npm run dev     # http://localhost:5173", "npm run build   # static site in dist/"]));
  put("src/main.js", [
    'import { createApp } from "vue";',
    'import "./styles/tokens.css";',
    'import "./styles/global.css";',
    'import App from "./App.vue";',
    "",
    'createApp(App).mount("#app");',
    "",
  ].join("\n"));
  put("src/styles/tokens.css", parts.tokensCss + "\n");
  put("src/styles/global.css", parts.globalCss + "\n");
  put("src/App.vue", vueAppFile(layout.plan, "./components/"));
  for (const def of layout.plan.components) {
    const css = parts.moduleCss.get(def.name);
    put(`src/components/${def.name}.vue`, vueComponentFile(def, css ? escapeStyleElementText(css) : null));
  }
  return files;
}
