import type { DepthTask } from "./export-thread.ts";
import { saveCheckLine } from "./save-check-line.ts";

/**
 * Longest the depth check of one save may parse on its thread. An honest 5 MB layout parses in well under a
 * second; parse5's adoption agency makes some hostile bodies (`<b><p>x` repeated) take many seconds, and every later
 * step (the editor, exports, site parts) would parse them again, so past this the save is refused.
 */
export const DEPTH_CHECK_TIME_LIMIT_MS = 15_000;
/** Saves of one user being checked at once (on a thread or waiting for one) before a 429. */
export const DEPTH_CHECKS_PER_USER = 2;

export const DEPTH_CHECK_TOO_SLOW =
  "This layout's HTML is too complex to check (reading it took too long), so it was not saved. Remove some content or markup and save again.";
export const DEPTH_CHECK_TOO_LARGE = "This layout's HTML is too large to check, so it was not saved. Remove some content and save again.";
export const DEPTH_CHECK_BUSY = "Saving is busy right now and this layout was not saved. Please try again in a moment.";
export const TOO_MANY_DEPTH_CHECKS = "Your previous saves are still being checked. Wait for them to finish and save again.";

const line = saveCheckLine<DepthTask>({
  perUser: DEPTH_CHECKS_PER_USER,
  runLimitMs: DEPTH_CHECK_TIME_LIMIT_MS,
  answers: {
    tooSlow: { status: 422, message: DEPTH_CHECK_TOO_SLOW },
    tooLarge: { status: 413, message: DEPTH_CHECK_TOO_LARGE },
    busy: DEPTH_CHECK_BUSY,
  },
  tooMany: TOO_MANY_DEPTH_CHECKS,
});

/** Tests shorten the run limit to see a slow check refused; undefined restores it. */
export const setDepthCheckRunLimit = (ms: number | undefined): void => line.setRunLimit(ms);

/** How many of this user's saves are being checked now (on a thread or waiting for one). */
export const depthChecksInProgress = (userId: string): number => line.inProgress(userId);

/**
 * htmlDepth of `html` in the save-check threads, under the user's key (see saveCheckLine). None of its failures is
 * a 500, and the stored layout is never touched.
 */
export const depthInThread = (html: string, userId: string): Promise<number> => line.run<number>({ kind: "depth", html }, userId);
