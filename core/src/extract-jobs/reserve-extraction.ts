import { eq } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { extractionJobs, layouts, usageRecords, users } from "../db/schema/index.ts";
import { paymentRequired, unauthorized } from "../errors.ts";
import { entitlements, TRIAL_USED_UP } from "../plans/entitlements.ts";
import { loadPlanState } from "../plans/load-plan-state.ts";
import { requireTeamMember } from "../layouts/layout-access.ts";
import { claimSiteRoute } from "../sites/site-routes.ts";

export interface Reservation {
  layoutId: string;
  jobId: string;
}

/**
 * Takes one layout from the user's allowance and creates the queued layout and its job, all or nothing.
 * The user row is locked first (SELECT … FOR UPDATE), so parallel requests by one user count one after another:
 * 20 simultaneous calls with 3 layouts left create exactly 3 layouts.
 */
export async function reserveExtraction(
  db: Database,
  input: { userId: string; url: string; now: Date; teamId?: string | null; siteId?: string | null },
): Promise<Reservation> {
  const { userId, url, now } = input;
  const teamId = input.teamId ?? null;
  // A team workspace takes new layouts from its members only; the allowance is still the caller's own.
  if (teamId) await requireTeamMember(db, userId, teamId);
  return db.transaction(async (tx) => {
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
    if (!user) throw unauthorized("You are not signed in");
    const allowance = entitlements(await loadPlanState(tx, userId, now));
    if (!allowance.canExtract) throw paymentRequired(allowance.extractDeniedReason ?? TRIAL_USED_UP);
    // A page of a site takes the next free route of that site (the site row is locked until the page exists).
    const siteRoute = input.siteId ? await claimSiteRoute(tx, input.siteId, url) : null;

    const [layout] = await tx
      .insert(layouts)
      .values({ userId, teamId, url, siteId: input.siteId ?? null, siteRoute, status: "queued", stage: "queued", progress: 0, createdAt: now, updatedAt: now })
      .returning({ id: layouts.id });
    await tx.insert(usageRecords).values({ userId, layoutId: layout.id, kind: "extraction", createdAt: now });
    const [job] = await tx
      .insert(extractionJobs)
      .values({ layoutId: layout.id, status: "queued", createdAt: now })
      .returning({ id: extractionJobs.id });
    return { layoutId: layout.id, jobId: job.id };
  });
}
