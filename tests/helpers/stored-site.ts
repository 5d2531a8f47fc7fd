import { layouts, sites } from "@layoutlift/core/db/schema/index";
import type { Database } from "@layoutlift/core/db/client";

export interface StoredPage {
  url: string;
  route: string;
  title: string;
  html: string;
  /** The page's own stylesheet, when pages differ (else the site-wide `css`). */
  css?: string;
}

/**
 * A finished site as the crawl stores it: the site row and one done layout per page, created a second apart in the
 * order given (the order the crawl found them), so tests of site editing need no browser or extraction.
 */
export async function storeSite(db: Database, userId: string, pages: readonly StoredPage[], css = "", maxPages = 5): Promise<{ siteId: string; ids: string[] }> {
  const [site] = await db.insert(sites).values({ userId, startUrl: pages[0].url, maxPages, status: "done" }).returning();
  const ids: string[] = [];
  for (const [i, page] of pages.entries()) {
    const [row] = await db
      .insert(layouts)
      .values({
        userId,
        siteId: site.id,
        siteRoute: page.route,
        url: page.url,
        title: page.title,
        status: "done",
        stage: "done",
        progress: 100,
        extractedHtml: page.html,
        extractedCss: page.css ?? css,
        createdAt: new Date(Date.UTC(2026, 10, 26, 0, 0, i)),
      })
      .returning();
    ids.push(row.id);
  }
  return { siteId: site.id, ids };
}
