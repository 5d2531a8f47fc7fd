import { withDeveloperSetup } from "./developer-setup.ts";
import type { ProjectParts } from "./project-parts.ts";
import { namedComponentsNote, unique } from "./project-parts.ts";
import { mountId, viteScaffold } from "./vite-project.ts";
import { printJsxApp, printJsxComponent } from "../print/components/jsx-components.ts";
import type { JsxUsage } from "../print/jsx-printer.ts";
import { reactInteractionHooks } from "../print/components/interactions-react.ts";
import { reactInteractionProvider } from "../print/components/interactions-provider.ts";

/** `react/`: a Vite + React project; each component's own rules sit in its CSS module. */
export function reactProject(parts: ProjectParts, prefix = "react/"): Record<string, string> {
  const { layout, split, interactions } = parts;
  const stateful = interactions.states.length > 0;
  const files: Record<string, string> = {};
  const put = (path: string, text: string) => void (files[prefix + path] = text);
  const mount = mountId(parts.tree.nodes, "root");
  const scaffold = viteScaffold(parts, {
    name: "react",
    label: "Vite + React",
    dependencies: { react: "^19.1.0", "react-dom": "^19.1.0" },
    plugin: { package: "@vitejs/plugin-react", version: "^6.0.0", importAs: "react" },
    mountId: mount,
    notes: [
      ...namedComponentsNote(parts, "src/components/"),
      ...(stateful
        ? ["Menus, accordions, dialogs and scroll effects keep what is open in `src/PageInteractions.jsx` (React state, with the hooks of `src/interactions.js`); components read it with `useInteractions()` (`src/useInteractions.js`)."]
        : []),
    ],
    entry: {
      path: "src/main.jsx",
      imports: ['import { StrictMode } from "react";', 'import { createRoot } from "react-dom/client";'],
      body: [
        'import App from "./App.jsx";',
        ...(stateful ? ['import PageInteractions from "./PageInteractions.jsx";'] : []),
        "",
        `createRoot(document.getElementById("${mount}")).render(`,
        "  <StrictMode>",
        ...(stateful ? ["    <PageInteractions>", "      <App />", "    </PageInteractions>"] : ["    <App />"]),
        "  </StrictMode>,",
        ");",
        "",
      ],
    },
  });
  for (const [path, text] of Object.entries(scaffold)) put(path, text);
  if (stateful) {
    put("src/interactions.js", reactInteractionHooks(false));
    const { context, provider } = reactInteractionProvider(interactions.states, false, { hooks: "./interactions.js", context: "./useInteractions.js" });
    put("src/useInteractions.js", context);
    put("src/PageInteractions.jsx", provider);
  }
  const stateImport = (usage: JsxUsage, from: string) => (usage.states.size ? [`import { useInteractions } from "${from}";`] : []);
  const options = { typed: false, moduleClasses: split.moduleClasses, filePerComponent: true, localStates: parts.localStates };
  const app = printJsxApp(layout.plan, "App", options);
  put("src/App.jsx", [...stateImport(app.usage, "./useInteractions.js"), ...app.uses.filter(unique).map((n) => `import ${n} from "./components/${n}.jsx";`), ...(app.uses.length ? [""] : []), app.code, ""].join("\n"));
  for (const def of layout.plan.components) {
    const c = printJsxComponent(def, options);
    const imports = [
      ...(c.reactImports.length ? [`import { ${c.reactImports.join(", ")} } from "react";`] : []),
      ...(c.reactDomImports.length ? [`import { ${c.reactDomImports.join(", ")} } from "react-dom";`] : []),
      ...(c.hasModule ? [`import styles from "./${def.name}.module.css";`] : []),
      ...stateImport(c.usage, "../useInteractions.js"),
      ...c.uses.filter(unique).map((n) => `import ${n} from "./${n}.jsx";`),
    ];
    put(`src/components/${def.name}.jsx`, [...imports, ...(imports.length ? [""] : []), c.code, ""].join("\n"));
    const css = parts.moduleCss.get(def.name);
    if (css) put(`src/components/${def.name}.module.css`, css + "\n");
  }
  return withDeveloperSetup(files, prefix, "react");
}
