import type { SiteManifest } from "../../contract/sites.ts";
import type { DownloadedAssets } from "../../export/assets/assets.ts";
import { formatCss } from "../../export/css/css-format.ts";
import { usesBehaviours } from "../../export/model/behaviour-attributes.ts";
import { BEHAVIOUR_SCRIPT_FILE, behaviourScriptFile } from "../../export/print/behaviour-script.ts";
import { documentShell } from "../../export/print/document-shell.ts";
import { printMarkup } from "../../export/print/markup-printer.ts";
import type { ComposedSite } from "../compose/compose-site.ts";
import { localCss, localNodes } from "../compose/site-assets.ts";
import { rewriteLinks, routeDepth, routeFile, staticHref } from "../compose/site-links.ts";

/** The static site's files, relative to the folder that holds `site/`; text as strings, assets as bytes. */
export type SiteFiles = Record<string, string | Uint8Array>;

export const SITE_FOLDER = "site/";
export const GLOBAL_STYLESHEET = "site.css";
export const PAGE_STYLESHEET = "page.css";

/** A page's folder relative to `site/` ("" for the start page): its page.css sits next to its index.html. */
export const routeFolder = (route: string) => (route === "/" ? "" : `${route.slice(1)}/`);

/**
 * `site/`: one HTML page per captured page (`index.html`, `<route>/index.html`), each loading the site's global
 * stylesheet, then its own, then our behaviour runtime when the site has menus or tabs; images and fonts once in
 * `assets/`; `site.json` listing the pages. Every link and asset path is relative, so it works from file:// too.
 */
export function staticSiteFiles(site: ComposedSite, assets: DownloadedAssets): SiteFiles {
  const files: SiteFiles = {};
  const put = (path: string, body: string | Uint8Array) => void (files[SITE_FOLDER + path] = body);
  const behaviours = site.pages.some((p) => usesBehaviours(p.tree.nodes));
  const manifest: SiteManifest = { pages: [] };
  site.pages.forEach((page, i) => {
    const { route, url } = page.source;
    const up = "../".repeat(routeDepth(route));
    const nodes = localNodes(page.tree, rewriteLinks(page.tree.nodes, url, site.routes, staticHref(route)), assets, up);
    const ownCss = formatCss(localCss(site.pageCss[i], url, assets, up));
    const head = [
      `    <link rel="stylesheet" href="${up}${GLOBAL_STYLESHEET}">`,
      ...(ownCss ? [`    <link rel="stylesheet" href="${PAGE_STYLESHEET}">`] : []),
      ...(behaviours ? [`    <script src="${up}${BEHAVIOUR_SCRIPT_FILE}" defer></script>`] : []),
    ];
    put(routeFile(route), documentShell(page.tree, { head, body: [printMarkup(nodes, {}, 2)] }));
    if (ownCss) put(`${routeFolder(route)}${PAGE_STYLESHEET}`, ownCss + "\n");
    manifest.pages.push({ url, route, file: routeFile(route) });
  });
  put(GLOBAL_STYLESHEET, formatCss(localCss(site.globalCss, site.pages[0].source.url, assets, "")) + "\n");
  if (behaviours) put(BEHAVIOUR_SCRIPT_FILE, behaviourScriptFile());
  for (const { path, body } of assets.files.values()) put(path, body);
  put("site.json", JSON.stringify(manifest, null, 2) + "\n");
  return files;
}
