import { AppError } from "../errors.ts";
import type { DepthTask } from "./export-thread.ts";
import { saveCheckPool } from "./export-pool.ts";
import { perUserSlots } from "./per-user-slots.ts";
import { poolFailure, type PoolAnswers } from "./pool-answers.ts";

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

let runLimitMs = DEPTH_CHECK_TIME_LIMIT_MS;
const slots = perUserSlots(DEPTH_CHECKS_PER_USER);
const ANSWERS: PoolAnswers = {
  tooSlow: { status: 422, message: DEPTH_CHECK_TOO_SLOW },
  tooLarge: { status: 413, message: DEPTH_CHECK_TOO_LARGE },
  busy: DEPTH_CHECK_BUSY,
};

/** Tests shorten the run limit to see a slow check refused; undefined restores it. */
export function setDepthCheckRunLimit(ms: number | undefined): void {
  runLimitMs = ms ?? DEPTH_CHECK_TIME_LIMIT_MS;
}

/** How many of this user's saves are being checked now (on a thread or waiting for one). */
export function depthChecksInProgress(userId: string): number {
  return slots.inProgress(userId);
}

/**
 * htmlDepth of `html` in the save-check threads, under the user's key: one check of theirs runs at a time, so many
 * hostile saves hold at most one thread and other users' requests keep the request thread.
 * Failures become the API's answers; none of them is a 500, and the stored layout is never touched.
 */
export async function depthInThread(html: string, userId: string): Promise<number> {
  const release = slots.take(userId);
  if (!release) throw new AppError(429, TOO_MANY_DEPTH_CHECKS);
  try {
    const task: DepthTask = { kind: "depth", html };
    return await saveCheckPool().run<number>(task, { key: userId, runLimitMs });
  } catch (error) {
    throw poolFailure(error, ANSWERS);
  } finally {
    release();
  }
}
