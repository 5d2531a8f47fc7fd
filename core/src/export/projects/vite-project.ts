import type { ProjectParts } from "./project-parts.ts";
import { projectReadme, VITE_COMMANDS, viteConfig, viteMountLines, vitePackage, type VitePlugin } from "./scaffolds.ts";
import { documentShell } from "../print/document-shell.ts";
import type { LayoutNode } from "../model/layout-nodes.ts";

/**
 * The mount element's id: the template's (`root`, `app`) unless the page already has an element with that id (a
 * React page's own `#root`), then one no element has: an id is never on two elements.
 */
export function mountId(nodes: LayoutNode[], preferred: string): string {
  const ids = new Set<string>();
  const visit = (list: LayoutNode[]) => {
    for (const n of list) {
      if (n.type !== "element") continue;
      const id = n.attrs.find((a) => a.name === "id")?.value;
      if (id) ids.add(id);
      visit(n.children);
    }
  };
  visit(nodes);
  let id = preferred;
  for (let i = 2; ids.has(id); i++) id = `${preferred}-mount${i === 2 ? "" : i}`;
  return id;
}

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
  plugin: VitePlugin;
  /** The id of the mount element in index.html. */
  mountId: string;
  /** The entry module (`src/main.jsx`) and its lines after the imports of the stylesheets. */
  entry: { path: string; imports: string[]; body: string[] };
  /** Paragraphs the README adds after the commands. */
  notes?: string[];
}

/** Where a Tailwind Vite project keeps its one stylesheet (the Vite React template's name). */
export const VITE_TAILWIND_STYLESHEET = "src/index.css";

export function viteScaffold(parts: ProjectParts, flavour: ViteFlavour): Record<string, string> {
  const { tree, tailwind = false } = parts;
  const stylesheets: { imports: string[]; files: Record<string, string> } = tailwind
    ? { imports: ['import "./index.css";'], files: { [VITE_TAILWIND_STYLESHEET]: parts.globalCss + "\n" } }
    : {
        imports: ['import "./styles/tokens.css";', 'import "./styles/global.css";'],
        files: { "src/styles/tokens.css": parts.tokensCss + "\n", "src/styles/global.css": parts.globalCss + "\n" },
      };
  return {
    "package.json": vitePackage(`layoutlift-${flavour.name}-export`, flavour.dependencies, flavour.plugin, tailwind),
    "vite.config.js": viteConfig(flavour.plugin, tailwind),
    "index.html": documentShell(tree, { head: [], body: viteMountLines(flavour.mountId, flavour.entry.path) }),
    "README.md": projectReadme(tree.title, flavour.label, VITE_COMMANDS, flavour.notes, tailwind ? VITE_TAILWIND_STYLESHEET : undefined),
    [flavour.entry.path]: [...flavour.entry.imports, ...stylesheets.imports, ...flavour.entry.body].join("\n"),
    ...stylesheets.files,
    ...(parts.tokensJson ? { "src/styles/tokens.json": parts.tokensJson } : {}),
  };
}
