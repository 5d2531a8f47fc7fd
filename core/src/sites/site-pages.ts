import { and, eq, inArray, isNotNull } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { layouts, sites } from "../db/schema/index.ts";
import { crawlKey } from "./page-url.ts";
import { claimSiteRoute } from "./site-routes.ts";
import type { SiteRow } from "./sites.ts";

/** Whether the site already has a page for this address (same crawlKey): a retried crawl adds nothing twice. */
export async function siteHasPage(db: Pick<Database, "select">, siteId: string, url: string): Promise<boolean> {
  const rows = await db.select({ url: layouts.url }).from(layouts).where(eq(layouts.siteId, siteId));
  const key = crawlKey(url);
  return rows.some((r) => crawlKey(r.url) === key);
}

/**
 * A linked page that could not be fetched (HTTP error, unreachable) is listed on the site as failed, with the reason,
 * so the user sees which link is broken. No job runs for it and no allowance is taken.
 */
export async function recordFailedSitePage(
  db: Database,
  site: Pick<SiteRow, "id" | "userId" | "teamId">,
  input: { url: string; error: string; now: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    const siteRoute = await claimSiteRoute(tx, site.id, input.url);
    await tx.insert(layouts).values({
      userId: site.userId,
      teamId: site.teamId,
      siteId: site.id,
      siteRoute,
      url: input.url,
      status: "failed",
      stage: "queued",
      progress: 0,
      error: input.error,
      createdAt: input.now,
      updatedAt: input.now,
    });
  });
}

/** The crawl of a site ended (its pages may still be extracting); `note` says why it stopped early, if it did. */
export async function finishSiteCrawl(db: Database, siteId: string, note: string | null, now: Date): Promise<void> {
  await db
    .update(sites)
    .set({ status: "done", note, updatedAt: now })
    .where(and(eq(sites.id, siteId), inArray(sites.status, ["queued", "running"])));
}

/** The site a page layout starts, when its crawl has not ended yet: the job of that page runs the crawl too. */
export async function siteToCrawlFrom(db: Pick<Database, "select">, layout: { siteId: string | null; url: string }): Promise<SiteRow | null> {
  if (!layout.siteId) return null;
  const [site] = await db.select().from(sites).where(eq(sites.id, layout.siteId));
  if (!site || site.startUrl !== layout.url) return null;
  return site.status === "queued" || site.status === "running" ? site : null;
}

/** Ends the crawls that were running inside the given (start page) layouts' jobs, with `note` on each site. */
export async function endCrawlsOfStartPages(db: Database, layoutIds: string[], note: string, now: Date): Promise<void> {
  if (layoutIds.length === 0) return;
  const rows = await db
    .select({ siteId: layouts.siteId, url: layouts.url, startUrl: sites.startUrl })
    .from(layouts)
    .innerJoin(sites, eq(sites.id, layouts.siteId))
    .where(and(inArray(layouts.id, layoutIds), isNotNull(layouts.siteId)));
  for (const row of rows) if (row.siteId && row.url === row.startUrl) await finishSiteCrawl(db, row.siteId, `Finding pages stopped: ${note}`, now);
}
