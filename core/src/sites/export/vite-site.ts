import { BEHAVIOUR_SCRIPT_FILE, behaviourScriptFile } from "../../export/print/behaviour-script.ts";
import { documentShell } from "../../export/print/document-shell.ts";
import { readmeText, VITE_COMMANDS, viteConfig, viteMountLines, vitePackage, type VitePlugin } from "../../export/projects/scaffolds.ts";
import type { DownloadedAssets } from "../../export/assets/assets.ts";
import type { SiteProjectModel } from "./site-project.ts";

/** What the React and Vue site projects share: a Vite app, our behaviour runtime and the assets in public/. */
export interface ViteSiteFlavour {
  name: string;
  dependencies: Record<string, string>;
  plugin: VitePlugin;
  mountId: string;
  entry: string;
  readme: string[];
}

export function viteSiteScaffold(model: SiteProjectModel, assets: DownloadedAssets, flavour: ViteSiteFlavour): Record<string, string | Uint8Array> {
  const head = model.behaviours ? [`    <script src="/${BEHAVIOUR_SCRIPT_FILE}" defer></script>`] : [];
  const files: Record<string, string | Uint8Array> = {
    "package.json": vitePackage(`layoutlift-${flavour.name}-site`, flavour.dependencies, flavour.plugin),
    "vite.config.js": viteConfig(flavour.plugin),
    "index.html": documentShell(model.document, { head, body: viteMountLines(flavour.mountId, flavour.entry) }),
    "README.md": readmeText(model.document.title, flavour.readme, VITE_COMMANDS),
    "src/styles/site.css": model.globalCss + "\n",
  };
  if (model.behaviours) files[`public/${BEHAVIOUR_SCRIPT_FILE}`] = behaviourScriptFile();
  for (const { path, body } of assets.files.values()) files[`public/${path}`] = body;
  return files;
}

/** `src/pages/<Page>.css`, imported as text (`?inline`) and mounted only while its route is shown. */
export const pageStylesheet = (component: string) => `src/pages/${component}.css`;

/** The route table both routers read: path, title and the shared regions' `active` value of every page. */
export function routeTable(model: SiteProjectModel): string {
  const rows = model.pages.map((p) => `  { path: ${JSON.stringify(p.route)}, title: ${JSON.stringify(p.title)}, active: ${JSON.stringify(p.active)} },`);
  return [
    "/** Every page of the site: its route, its title and which link the shared navigation marks active there. */",
    "export const pages = [",
    ...rows,
    "];",
    "",
    "export function pageAt(pathname) {",
    '  const path = pathname.length > 1 ? pathname.replace(/\\/+$/, "") : "/";',
    "  return pages.find((page) => page.path === path) ?? null;",
    "}",
    "",
  ].join("\n");
}
