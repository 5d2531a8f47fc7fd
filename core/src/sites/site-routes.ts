import { eq } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { layouts, sites } from "../db/schema/index.ts";
import { notFound } from "../errors.ts";
import { pageRoute } from "./page-url.ts";

type Executor = Pick<Database, "select">;

export const SITE_NOT_FOUND = "Site not found";

/** The route a new page gets among the routes already taken: uniqueRoutes' rule, applied one page at a time. */
export function nextFreeRoute(url: string, taken: ReadonlySet<string>): string {
  const base = pageRoute(url);
  let route = base;
  for (let n = 2; taken.has(route); n++) route = base === "/" ? `/page-${n}` : `${base}-${n}`;
  return route;
}

/**
 * Inside the transaction that creates a page: locks the site row (pages of one site get their routes one after
 * another) and answers the page's route. A site deleted meanwhile is a 404, which ends its crawl.
 */
export async function claimSiteRoute(tx: Executor, siteId: string, url: string): Promise<string> {
  const [site] = await tx.select({ id: sites.id }).from(sites).where(eq(sites.id, siteId)).for("update");
  if (!site) throw notFound(SITE_NOT_FOUND);
  const rows = await tx.select({ route: layouts.siteRoute }).from(layouts).where(eq(layouts.siteId, siteId));
  return nextFreeRoute(url, new Set(rows.map((r) => r.route ?? "")));
}
