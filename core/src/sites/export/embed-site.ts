import { exportLayout } from "../../export/export-layout.ts";
import { printMarkup } from "../../export/print/markup-printer.ts";
import type { ComposedSite } from "../compose/compose-site.ts";
import { rewriteLinks, routerHref } from "../compose/site-links.ts";

/** A page's file name in per-page folders: `index`, `about`, `blog--first-harvest`. */
export const pageSlug = (route: string) => (route === "/" ? "index" : route.slice(1).replace(/\//g, "--"));

/**
 * `wix/<page>.html`, `squarespace/<page>.html`: one embed per page, printed by the single-page embed format. The
 * platform hosts each page at its own path, so links between captured pages lead to `/<route>` there.
 */
export async function embedSiteFiles(format: "wix" | "squarespace", site: ComposedSite): Promise<Record<string, Uint8Array>> {
  const files: Record<string, Uint8Array> = {};
  for (const page of site.pages) {
    const { source } = page;
    const html = printMarkup(rewriteLinks(page.tree.nodes, source.url, site.routes, routerHref));
    const embed = await exportLayout(format, { html, css: source.css, title: source.title, baseUrl: source.url, document: source.document });
    files[`${format}/${pageSlug(source.route)}.html`] = embed.body;
  }
  return files;
}
