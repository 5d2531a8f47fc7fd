import { eq } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { layouts, sites } from "../db/schema/index.ts";
import { AppError, conflict, notFound } from "../errors.ts";
import { crawlKey, pageRoute } from "./page-url.ts";

type Executor = Pick<Database, "select">;

export const SITE_NOT_FOUND = "Site not found";

/** The route a new page gets among the routes already taken: uniqueRoutes' rule, applied one page at a time. */
export function nextFreeRoute(url: string, taken: ReadonlySet<string>): string {
  const base = pageRoute(url);
  let route = base;
  for (let n = 2; taken.has(route); n++) route = base === "/" ? `/page-${n}` : `${base}-${n}`;
  return route;
}

/** Why a page was not added to a site: it has that page already, or it is at its page limit. */
export type SitePageRefusal = "exists" | "full";

export function sitePageRefusal(err: unknown): SitePageRefusal | null {
  if (!(err instanceof AppError) || err.status !== 409) return null;
  const reason = (err.details as { sitePage?: unknown } | undefined)?.sitePage;
  return reason === "exists" || reason === "full" ? reason : null;
}

/**
 * Inside the transaction that creates a page: locks the site row (pages of one site get their routes one after
 * another) and answers the page's route. The site's page limit and "each address once" are checked under that lock,
 * because pages are added by the crawl and by page jobs following the links their scripts made, at the same time.
 * A site deleted meanwhile is a 404, which ends its crawl.
 */
export async function claimSiteRoute(tx: Executor, siteId: string, url: string): Promise<string> {
  const [site] = await tx.select({ id: sites.id, maxPages: sites.maxPages }).from(sites).where(eq(sites.id, siteId)).for("update");
  if (!site) throw notFound(SITE_NOT_FOUND);
  const rows = await tx.select({ route: layouts.siteRoute, url: layouts.url }).from(layouts).where(eq(layouts.siteId, siteId));
  const key = crawlKey(url);
  if (rows.some((r) => crawlKey(r.url) === key)) throw conflict("The site already has this page", { sitePage: "exists" });
  if (rows.length >= site.maxPages) throw conflict(`The site has its ${site.maxPages} pages`, { sitePage: "full" });
  return nextFreeRoute(url, new Set(rows.map((r) => r.route ?? "")));
}
