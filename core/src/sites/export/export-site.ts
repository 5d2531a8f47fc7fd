import type { ExportFormat } from "../../contract/export.ts";
import type { ExportedFile, ExportOptions } from "../../export/export-layout.ts";
import { AppError } from "../../errors.ts";
import type { SitePageSource } from "../site-page-source.ts";
import { composeSite } from "../compose/compose-site.ts";
import { siteAssets } from "../compose/site-assets.ts";
import { staticSiteFiles, type SiteFiles } from "./static-site.ts";
import { zipSiteFiles } from "./site-zip.ts";
import { siteProjectModel } from "./site-project.ts";
import { reactSiteProject } from "./react-site.ts";
import { vueSiteProject } from "./vue-site.ts";
import { nextSiteProject } from "./next-site.ts";
import { embedSiteFiles } from "./embed-site.ts";
import { wordpressSiteTheme } from "./wordpress-site.ts";
import { siteReadme } from "./site-readme.ts";

export type { SiteFiles } from "./static-site.ts";

import { isSiteFormat, SITE_FORMATS, type SiteFormat } from "../../contract/sites.ts";

export { isSiteFormat, SITE_FORMATS, type SiteFormat } from "../../contract/sites.ts";

const FILENAMES: Record<SiteFormat, string> = {
  html: "site.zip",
  react: "site-react.zip",
  vue: "site-vue.zip",
  nextjs: "site-nextjs.zip",
  wordpress: "site-wordpress.zip",
  wix: "site-wix.zip",
  squarespace: "site-squarespace.zip",
  zip: "site-export.zip",
};

/** `site/…`: the static site's files, for the CLI to write under `<dir>/` (pages in order, start page first). */
export async function staticSiteExport(pages: readonly SitePageSource[], options: ExportOptions = {}): Promise<SiteFiles> {
  const site = composeSite(pages);
  return staticSiteFiles(site, await siteAssets(site, options.fetchAsset));
}

/**
 * A whole site in one download, the same shape as a single layout's export, always a zip: `html` is the static site
 * (`site/…`); `react`, `vue`, `nextjs` and `wordpress` (a theme) are that project next to the static site; `wix` and `squarespace` one embed
 * per page; `zip` all of them.
 */
export async function exportSite(format: ExportFormat, pages: readonly SitePageSource[], options: ExportOptions = {}): Promise<ExportedFile> {
  if (!isSiteFormat(format)) throw new AppError(400, `A whole site cannot be exported as ${format} yet; choose one of ${SITE_FORMATS.join(", ")}.`);
  const site = composeSite(pages);
  const assets = await siteAssets(site, options.fetchAsset);
  const all = format === "zip";
  const files: SiteFiles = format === "wix" || format === "squarespace" ? {} : { ...staticSiteFiles(site, assets) };
  const model = all || format === "react" || format === "vue" || format === "nextjs" ? siteProjectModel(site, assets) : null;
  if (model && (all || format === "react")) Object.assign(files, reactSiteProject(model, assets));
  if (model && (all || format === "vue")) Object.assign(files, vueSiteProject(model, assets));
  if (model && (all || format === "nextjs")) Object.assign(files, nextSiteProject(model, assets));
  if (all || format === "wordpress") Object.assign(files, wordpressSiteTheme(site, assets, pages[0].screenshot));
  if (all || format === "wix") Object.assign(files, await embedSiteFiles("wix", site));
  if (all || format === "squarespace") Object.assign(files, await embedSiteFiles("squarespace", site));
  files["README.md"] = siteReadme(site.pages[0].tree.title, site.pages.map((p) => p.source.route), Object.keys(files));
  return { filename: FILENAMES[format], contentType: "application/zip", body: zipSiteFiles(files) };
}
