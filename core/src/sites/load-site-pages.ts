import { eq } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { layouts } from "../db/schema/index.ts";
import { currentLayoutSource } from "../contract/layout-source.ts";
import { uniqueRoutes } from "./page-url.ts";
import type { SitePageSource } from "./site-page-source.ts";

/**
 * What the site exporters read: every captured page of the site with its current html/css (edits included), the
 * start page first, then in the order the crawl found them. Routes come from uniqueRoutes over that order, so they are
 * the routes the pages were stored with and two pages never share one. Failed pages have nothing to export.
 */
export async function loadSitePages(db: Pick<Database, "select">, siteId: string): Promise<(SitePageSource & { screenshotKey: string | null })[]> {
  const rows = await db.select().from(layouts).where(eq(layouts.siteId, siteId));
  const captured = rows
    .filter((row) => row.status === "done")
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || (a.siteRoute ?? "").localeCompare(b.siteRoute ?? ""));
  const routes = uniqueRoutes(captured.map((row) => row.url));
  return captured.map((row, i) => {
    const { html, css } = currentLayoutSource(row);
    return {
      url: row.url,
      route: routes[i],
      title: row.title ?? "",
      html,
      css,
      document: row.layoutJson?.document ?? null,
      screenshotKey: row.screenshotKey,
    };
  });
}
