import { withDeveloperSetup } from "./developer-setup.ts";
import type { ProjectParts } from "./project-parts.ts";
import { mountId, viteScaffold } from "./vite-project.ts";
import { json } from "./scaffolds.ts";
import { svelteAppFile, svelteComponentFile } from "../print/components/svelte-components.ts";
import { BEHAVIOUR_SCRIPT_FILE, behaviourScriptFile, needsBehaviourScript } from "../print/behaviour-script.ts";

/**
 * `svelte/`: a Vite + Svelte 5 project (the `npm create vite` svelte template's layout): src/App.svelte renders the
 * regions from src/lib/<Name>.svelte. Menus, tabs and dialogs work as in the html export: the elements keep their
 * behaviour attributes and index.html loads our runtime from public/ (it listens on the document, so it works on
 * markup Svelte renders).
 */
export function svelteProject(parts: ProjectParts, prefix = "svelte/"): Record<string, string> {
  const { layout, tree } = parts;
  const files: Record<string, string> = {};
  const put = (path: string, text: string) => void (files[prefix + path] = text);
  const mount = mountId(parts.tree.nodes, "app");
  const scaffold = viteScaffold(parts, {
    name: "svelte",
    label: "Vite + Svelte",
    dependencies: { svelte: "^5.57.0" },
    // The plugin's export is named, not default.
    plugin: { package: "@sveltejs/vite-plugin-svelte", version: "^7.3.0", importAs: "svelte", named: true },
    mountId: mount,
    entry: {
      path: "src/main.js",
      imports: ['import { mount } from "svelte";'],
      body: ['import App from "./App.svelte";', "", `mount(App, { target: /** @type {HTMLElement} */ (document.getElementById("${mount}")) });`, ""],
    },
  });
  for (const [path, text] of Object.entries(scaffold)) put(path, text);
  files[`${prefix}README.md`] = files[`${prefix}README.md`].replace("`src/components/`", "`src/lib/`");
  // The `npm create vite` Svelte template's jsconfig.json: editors and svelte-check type-check the components.
  put("jsconfig.json", json({
    compilerOptions: {
      moduleResolution: "bundler", target: "ESNext", module: "ESNext", verbatimModuleSyntax: true, isolatedModules: true,
      resolveJsonModule: true, sourceMap: true, esModuleInterop: true, types: ["vite/client"], skipLibCheck: true, checkJs: true,
    },
    include: ["src/**/*.d.ts", "src/**/*.js", "src/**/*.svelte"],
  }));
  put("svelte.config.js", [
    "export default {",
    "  compilerOptions: {",
    "    // The captured page's placeholder links (href=\"#\") are kept as the page had them; every other warning shows.",
    "    warningFilter: (warning) => !(warning.code === \"a11y_invalid_attribute\" && warning.message.startsWith(\"'#'\")),",
    "  },",
    "};",
    "",
  ].join("\n"));
  if (needsBehaviourScript(tree)) {
    put(`public/${BEHAVIOUR_SCRIPT_FILE}`, behaviourScriptFile());
    files[`${prefix}index.html`] = files[`${prefix}index.html`].replace("  </head>", `    <script src="/${BEHAVIOUR_SCRIPT_FILE}" defer></script>\n  </head>`);
  }
  put("src/App.svelte", svelteAppFile(layout.plan, "./lib/"));
  for (const def of layout.plan.components) put(`src/lib/${def.name}.svelte`, svelteComponentFile(def, parts.moduleCss.get(def.name) ?? null));
  return withDeveloperSetup(files, prefix, "svelte");
}
