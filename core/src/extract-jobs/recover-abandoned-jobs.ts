import type { Database } from "../db/client.ts";
import { expireExhaustedJobs } from "./job-table.ts";
import { failAndRefundLayouts } from "./fail-and-refund.ts";
import { endCrawlsOfStartPages } from "../sites/site-pages.ts";

export const WORKER_LOST_MESSAGE = "The extraction was interrupted (the worker stopped) and could not be finished. Please try again.";

/**
 * A job whose worker died on its last attempt is failed, its layout marked failed and the allowance refunded —
 * so nothing stays "running" forever. Jobs with attempts left are simply claimed again by claimJob.
 */
export async function recoverAbandonedJobs(db: Database, now: Date): Promise<number> {
  const expired = await expireExhaustedJobs(db, now, WORKER_LOST_MESSAGE);
  await failAndRefundLayouts(
    db,
    expired.map((j) => j.layoutId),
    WORKER_LOST_MESSAGE,
    now,
  );
  // A site's crawl ran inside its start page's job: with that job gone for good, the crawl is over too.
  await endCrawlsOfStartPages(
    db,
    expired.map((j) => j.layoutId),
    WORKER_LOST_MESSAGE,
    now,
  );
  return expired.length;
}
