import type { SitePart, SitePartCopy } from "../contract/site-parts.ts";
import type { SitePartsInput } from "../sites/chrome/list-site-parts.ts";
import type { SiteCopyInput } from "../sites/chrome/site-copy.ts";
import type { SiteCopyTask, SitePartsTask } from "./export-thread.ts";
import { saveCheckLine } from "./save-check-line.ts";

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

const line = saveCheckLine<SitePartsTask | SiteCopyTask>({
  perUser: SITE_PARTS_PER_USER,
  runLimitMs: SITE_PARTS_TIME_LIMIT_MS,
  answers: {
    tooSlow: { status: 422, message: SITE_PARTS_TOO_SLOW },
    tooLarge: { status: 422, message: SITE_PARTS_TOO_LARGE },
    busy: SITE_PARTS_BUSY,
  },
  tooMany: TOO_MANY_SITE_PARTS,
});

/** Tests shorten the run limit to see a slow reading refused; undefined restores it. */
export const setSitePartsRunLimit = (ms: number | undefined): void => line.setRunLimit(ms);

/** How many site-part readings of this user are in progress (on a thread or waiting for one). */
export const sitePartsInProgress = (userId: string): number => line.inProgress(userId);

/** listSiteParts off the request thread (GET /api/layouts/:id/site-parts). */
export const listSitePartsInThread = (input: SitePartsInput, userId: string): Promise<SitePart[]> => line.run({ kind: "site-parts", input }, userId);

/** siteCopyOf off the request thread (GET /api/layouts/:id/site-parts/:index). */
export const siteCopyInThread = (input: SiteCopyInput, userId: string): Promise<SitePartCopy | null> => line.run({ kind: "site-copy", input }, userId);
