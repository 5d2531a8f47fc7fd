import { AppError } from "../errors.ts";
import type { SitePart, SitePartCopy } from "../contract/site-parts.ts";
import type { SitePartsInput } from "../sites/chrome/list-site-parts.ts";
import type { SiteCopyInput } from "../sites/chrome/site-copy.ts";
import type { SiteCopyTask, SitePartsTask } from "./export-thread.ts";
import { saveCheckPool } from "./export-pool.ts";
import { perUserSlots } from "./per-user-slots.ts";
import { poolFailure, type PoolAnswers } from "./pool-answers.ts";

/**
 * Longest the reading of a site's pages for its shared parts may take on a thread. An honest 25-page site takes well
 * under a second; a page the user filled with hostile markup can take many seconds to parse, and every page is read.
 */
export const SITE_PARTS_TIME_LIMIT_MS = 15_000;
/** Readings of one user's site parts at once (on a thread or waiting for one) before a 429. */
export const SITE_PARTS_PER_USER = 3;

export const SITE_PARTS_TOO_SLOW =
  "The pages of this site are too complex to compare (reading them took too long), so their shared header and footer cannot be shown. Remove some content or markup from the largest pages and try again.";
export const SITE_PARTS_TOO_LARGE =
  "The pages of this site are too large to compare, so their shared header and footer cannot be shown. Remove some content from the largest pages and try again.";
export const SITE_PARTS_BUSY = "The site's shared parts cannot be read right now because the server is busy. Please try again in a moment.";
export const TOO_MANY_SITE_PARTS = "Your site's shared parts are still being read for your previous requests. Wait for them to finish and try again.";

let runLimitMs = SITE_PARTS_TIME_LIMIT_MS;
const slots = perUserSlots(SITE_PARTS_PER_USER);
const ANSWERS: PoolAnswers = {
  tooSlow: { status: 422, message: SITE_PARTS_TOO_SLOW },
  tooLarge: { status: 422, message: SITE_PARTS_TOO_LARGE },
  busy: SITE_PARTS_BUSY,
};

/** Tests shorten the run limit to see a slow reading refused; undefined restores it. */
export function setSitePartsRunLimit(ms: number | undefined): void {
  runLimitMs = ms ?? SITE_PARTS_TIME_LIMIT_MS;
}

/** How many site-part readings of this user are in progress (on a thread or waiting for one). */
export function sitePartsInProgress(userId: string): number {
  return slots.inProgress(userId);
}

/**
 * Runs one site-parts task in the save-check threads under the user's key: one reading of theirs runs at a time,
 * so many large sites hold at most one thread and other users' requests keep the request thread. Failures become
 * the API's answers (422 too slow or too large, 503 busy, 429 too many of the user's at once), never a 500.
 */
async function inThread<T>(task: SitePartsTask | SiteCopyTask, userId: string): Promise<T> {
  const release = slots.take(userId);
  if (!release) throw new AppError(429, TOO_MANY_SITE_PARTS);
  try {
    return await saveCheckPool().run<T>(task, { key: userId, runLimitMs });
  } catch (error) {
    throw poolFailure(error, ANSWERS);
  } finally {
    release();
  }
}

/** listSiteParts off the request thread (GET /api/layouts/:id/site-parts). */
export const listSitePartsInThread = (input: SitePartsInput, userId: string): Promise<SitePart[]> => inThread({ kind: "site-parts", input }, userId);

/** siteCopyOf off the request thread (GET /api/layouts/:id/site-parts/:index). */
export const siteCopyInThread = (input: SiteCopyInput, userId: string): Promise<SitePartCopy | null> => inThread({ kind: "site-copy", input }, userId);
