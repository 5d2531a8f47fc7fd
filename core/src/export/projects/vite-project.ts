import type { ProjectParts } from "./project-parts.ts";
import { json, projectReadme } from "./project-parts.ts";
import { documentShell } from "../print/document-shell.ts";

/**
 * What the React and Vue projects share: a Vite app whose entry page mounts into an element that takes no box
 * (`display: contents`), so the page's flex and grid containers (<body> included) lay the components out as in the
 * html export; the entry module loads tokens.css and the global stylesheet before the App.
 */
export interface ViteFlavour {
  /** `layoutlift-<name>-export` in package.json. */
  name: string;
  /** "Vite + React": the README's title for the framework. */
  label: string;
  dependencies: Record<string, string>;
  /** The Vite plugin: its package, version range and the name vite.config.js imports it as. */
  plugin: { package: string; version: string; importAs: string };
  /** The id of the mount element in index.html. */
  mountId: string;
  /** The entry module (`src/main.jsx`) and its lines after the imports of the stylesheets. */
  entry: { path: string; imports: string[]; body: string[] };
  /** Paragraphs the README adds after the commands. */
  notes?: string[];
}

export function viteScaffold(parts: ProjectParts, flavour: ViteFlavour): Record<string, string> {
  const { tree } = parts;
  return {
    "package.json": json({
      name: `layoutlift-${flavour.name}-export`,
      private: true,
      version: "0.1.0",
      type: "module",
      scripts: { dev: "vite", build: "vite build", preview: "vite preview" },
      dependencies: flavour.dependencies,
      devDependencies: { [flavour.plugin.package]: flavour.plugin.version, vite: "^8.0.0" },
    }),
    "vite.config.js": [
      'import { defineConfig } from "vite";',
      `import ${flavour.plugin.importAs} from "${flavour.plugin.package}";`,
      "",
      `export default defineConfig({ plugins: [${flavour.plugin.importAs}()] });`,
      "",
    ].join("\n"),
    "index.html": indexHtml(tree, `<div id="${flavour.mountId}" style="display: contents"></div>`, `/${flavour.entry.path}`),
    "README.md": projectReadme(tree.title, flavour.label, ["npm install", "npm run dev     # http://localhost:5173", "npm run build   # static site in dist/"], flavour.notes),
    [flavour.entry.path]: [
      ...flavour.entry.imports,
      'import "./styles/tokens.css";',
      'import "./styles/global.css";',
      ...flavour.entry.body,
    ].join("\n"),
    "src/styles/tokens.css": parts.tokensCss + "\n",
    ...(parts.tokensJson ? { "src/styles/tokens.json": parts.tokensJson } : {}),
    "src/styles/global.css": parts.globalCss + "\n",
  };
}

/** The Vite entry page: the page's own <html>/<body> attributes, title and the mount point. */
function indexHtml(tree: ProjectParts["tree"], mount: string, entry: string): string {
  return documentShell(tree, { head: [], body: [`    ${mount}`, `    <script type="module" src="${entry}"></script>`] });
}
