import { eq } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { extractionJobs, layouts, usageRecords, users } from "../db/schema/index.ts";
import { conflict, notFound, paymentRequired, unauthorized } from "../errors.ts";
import { layoutFor } from "../layouts/layout-access.ts";
import { entitlements, PRO_TEMPLATE_LOCKED, TRIAL_USED_UP } from "../plans/entitlements.ts";
import { templateById } from "../templates/catalogue.ts";
import { templateIdFromUrl } from "../templates/template-url.ts";
import { loadPlanState } from "../plans/load-plan-state.ts";
import type { Reservation } from "./reserve-extraction.ts";

export const ONLY_FAILED_RETRY = "Only a failed extraction can be retried";

/**
 * Puts a failed layout back in the queue under the same id, so the dashboard card turns into progress instead of
 * leaving the failure behind. The failure's allowance was refunded, so a retry takes one again, under the same
 * user lock and rules as a new extraction.
 */
/**
 * The extraction worker fetches our own Pro template pages with an access token, trusting that whoever queued the
 * job was allowed the template. A retry queues a job for an address no route checked (a site crawl records a Pro
 * template it found as a failed page; a plan may have lapsed since): the retrying user must have Pro for it too.
 * `appHosts` are the app's configured hosts (config.appHosts).
 */
export async function retryExtraction(db: Database, input: { userId: string; layoutId: string; now: Date; appHosts: readonly string[] }): Promise<Reservation> {
  const { userId, layoutId, now } = input;
  // Anyone who may edit the layout (its owner, its team's members) may retry it, on their own allowance.
  await layoutFor(db, userId, layoutId, "edit");
  return db.transaction(async (tx) => {
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
    if (!user) throw unauthorized("You are not signed in");
    const [layout] = await tx
      .select({ id: layouts.id, status: layouts.status, url: layouts.url })
      .from(layouts)
      .where(eq(layouts.id, layoutId));
    if (!layout) throw notFound("Layout not found");
    if (layout.status !== "failed") throw conflict(ONLY_FAILED_RETRY);
    const allowance = entitlements(await loadPlanState(tx, userId, now));
    if (!allowance.canExtract) throw paymentRequired(allowance.extractDeniedReason ?? TRIAL_USED_UP);
    if (templateById(templateIdFromUrl(layout.url, input.appHosts))?.isPro && !allowance.proTemplates) throw paymentRequired(PRO_TEMPLATE_LOCKED);

    await tx
      .update(layouts)
      .set({ status: "queued", stage: "queued", progress: 0, error: null, createdAt: now, updatedAt: now })
      .where(eq(layouts.id, layoutId));
    await tx.insert(usageRecords).values({ userId, layoutId, kind: "extraction", createdAt: now });
    const [job] = await tx.insert(extractionJobs).values({ layoutId, status: "queued", createdAt: now }).returning({ id: extractionJobs.id });
    return { layoutId, jobId: job.id };
  });
}
