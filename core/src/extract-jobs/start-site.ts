import type { Database } from "../db/client.ts";
import { sites } from "../db/schema/index.ts";
import { eq } from "drizzle-orm";
import { paymentRequired } from "../errors.ts";
import { requireTeamMember } from "../layouts/layout-access.ts";
import { sitePagesOverLimit } from "../plans/entitlements.ts";
import { loadEntitlements } from "../plans/load-plan-state.ts";
import { normalizePageUrl } from "../sites/page-url.ts";
import { reserveExtraction, type Reservation } from "./reserve-extraction.ts";

export interface SiteReservation extends Reservation {
  siteId: string;
}

/**
 * Starts a whole-site extraction: refuses (402) a page limit above the plan's pages per site rather than quietly
 * capturing fewer, creates the site and reserves its start page like any extraction (its allowance, its job). The
 * start page's job then finds the other pages (site-crawl.ts). Nothing is left behind when the start page is refused.
 */
export async function startSiteExtraction(
  db: Database,
  input: { userId: string; url: string; maxPages: number; teamId?: string | null; now: Date },
): Promise<SiteReservation> {
  const { userId, maxPages, now } = input;
  const teamId = input.teamId ?? null;
  if (teamId) await requireTeamMember(db, userId, teamId);
  const plan = (await loadEntitlements(db, userId, now)).plan;
  if (maxPages > plan.sitePages) throw paymentRequired(sitePagesOverLimit(plan, maxPages));
  const url = normalizePageUrl(input.url, input.url) ?? input.url;
  const [site] = await db
    .insert(sites)
    .values({ userId, teamId, startUrl: url, maxPages, status: "running", createdAt: now, updatedAt: now })
    .returning({ id: sites.id });
  try {
    const reservation = await reserveExtraction(db, { userId, url, teamId, siteId: site.id, now });
    return { ...reservation, siteId: site.id };
  } catch (err) {
    await db.delete(sites).where(eq(sites.id, site.id));
    throw err;
  }
}
