import type { ExportFormat } from "../../contract/export.ts";
import type { ExportedFile, ExportOptions } from "../../export/export-layout.ts";
import { AppError } from "../../errors.ts";
import type { SitePageSource } from "../site-page-source.ts";
import { composeSite } from "../compose/compose-site.ts";
import { siteAssets } from "../compose/site-assets.ts";
import { staticSiteFiles, type SiteFiles } from "./static-site.ts";
import { zipSiteFiles } from "./site-zip.ts";

export type { SiteFiles } from "./static-site.ts";

/** What a whole site exports as, by format: every format that has a site form. */
const SITE_FORMATS = ["html", "zip"] as const satisfies readonly ExportFormat[];
type SiteFormat = (typeof SITE_FORMATS)[number];

export const isSiteFormat = (format: ExportFormat): format is SiteFormat => (SITE_FORMATS as readonly string[]).includes(format);

/** `site/…`: the static site's files, for the CLI to write under `<dir>/` (pages in order, start page first). */
export async function staticSiteExport(pages: readonly SitePageSource[], options: ExportOptions = {}): Promise<SiteFiles> {
  const site = composeSite(pages);
  return staticSiteFiles(site, await siteAssets(site, options.fetchAsset));
}

/**
 * A whole site in one download, the same shape as a single layout's export: `html` is the static site as a zip
 * (`site/…`); `zip` adds the framework projects next to it.
 */
export async function exportSite(format: ExportFormat, pages: readonly SitePageSource[], options: ExportOptions = {}): Promise<ExportedFile> {
  if (!isSiteFormat(format)) throw new AppError(400, `A whole site cannot be exported as ${format} yet; choose one of ${SITE_FORMATS.join(", ")}.`);
  const site = composeSite(pages);
  const assets = await siteAssets(site, options.fetchAsset);
  const files: SiteFiles = { ...staticSiteFiles(site, assets) };
  return { filename: format === "html" ? "site.zip" : "site-export.zip", contentType: "application/zip", body: zipSiteFiles(files) };
}
