import type { ProjectParts } from "./project-parts.ts";
import { json, projectReadme } from "./project-parts.ts";
import { printJsxApp, printJsxComponent } from "../components/jsx-components.ts";
import { escapeHtmlText } from "../../html/raw-text.ts";
import { attributeText } from "../../api/document-attributes.ts";

/**
 * `react/`: a Vite + React project. The root element takes no box (`display: contents`), so the page's flex and
 * grid containers (<body> included) lay the components out as in the html export.
 */
export function reactProject(parts: ProjectParts, prefix = "react/"): Record<string, string> {
  const { tree, layout, split } = parts;
  const files: Record<string, string> = {};
  const put = (path: string, text: string) => void (files[prefix + path] = text);
  put("package.json", json({
    name: "layoutlift-react-export",
    private: true,
    version: "0.1.0",
    type: "module",
    scripts: { dev: "vite", build: "vite build", preview: "vite preview" },
    dependencies: { react: "^19.1.0", "react-dom": "^19.1.0" },
    devDependencies: { "@vitejs/plugin-react": "^6.0.0", vite: "^8.0.0" },
  }));
  put("vite.config.js", ['import { defineConfig } from "vite";', 'import react from "@vitejs/plugin-react";', "", "export default defineConfig({ plugins: [react()] });", ""].join("\n"));
  put("index.html", indexHtml(tree, '<div id="root" style="display: contents"></div>', "/src/main.jsx"));
  put("README.md", projectReadme(tree.title, "Vite + React", ["npm install", "npm run dev     # http://localhost:5173", "npm run build   # static site in dist/"]));
  put("src/main.jsx", [
    'import { StrictMode } from "react";',
    'import { createRoot } from "react-dom/client";',
    'import "./styles/tokens.css";',
    'import "./styles/global.css";',
    'import App from "./App.jsx";',
    "",
    'createRoot(document.getElementById("root")).render(',
    "  <StrictMode>",
    "    <App />",
    "  </StrictMode>,",
    ");",
    "",
  ].join("\n"));
  put("src/styles/tokens.css", parts.tokensCss + "\n");
  put("src/styles/global.css", parts.globalCss + "\n");
  const options = { typed: false, moduleClasses: split.moduleClasses, filePerComponent: true };
  const app = printJsxApp(layout.plan, "App", options);
  put("src/App.jsx", [...app.uses.filter(unique).map((n) => `import ${n} from "./components/${n}.jsx";`), ...(app.uses.length ? [""] : []), app.code, ""].join("\n"));
  for (const def of layout.plan.components) {
    const c = printJsxComponent(def, options);
    const imports = [
      ...(c.hasModule ? [`import styles from "./${def.name}.module.css";`] : []),
      ...c.uses.filter(unique).map((n) => `import ${n} from "./${n}.jsx";`),
    ];
    put(`src/components/${def.name}.jsx`, [...imports, ...(imports.length ? [""] : []), c.code, ""].join("\n"));
    const css = parts.moduleCss.get(def.name);
    if (css) put(`src/components/${def.name}.module.css`, css + "\n");
  }
  return files;
}

export function unique<T>(value: T, index: number, all: T[]): boolean {
  return all.indexOf(value) === index;
}

/** The Vite entry page: the page's own <html>/<body> attributes, title and the mount point. */
export function indexHtml(tree: ProjectParts["tree"], mount: string, entry: string): string {
  return [
    "<!DOCTYPE html>",
    `<html${attributeText({ lang: "en", ...tree.document?.html })}>`,
    "  <head>",
    '    <meta charset="utf-8">',
    '    <meta name="viewport" content="width=device-width, initial-scale=1">',
    `    <title>${escapeHtmlText(tree.title)}</title>`,
    "  </head>",
    `  <body${attributeText(tree.document?.body ?? {})}>`,
    `    ${mount}`,
    `    <script type="module" src="${entry}"></script>`,
    "  </body>",
    "</html>",
    "",
  ].join("\n");
}
