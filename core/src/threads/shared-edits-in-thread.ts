import type { SharedEditsInput, SharedEditUpdate } from "../sites/chrome/plan-shared-edits.ts";
import type { SharedEditsTask } from "./export-thread.ts";
import { saveCheckPool } from "./export-pool.ts";

/** Longest the planning of one save's shared edits may parse (an honest 25-page site takes well under a second). */
export const SHARED_EDITS_TIME_LIMIT_MS = 20_000;

/**
 * planSharedEdits in the save-check threads under the user's key, so parsing every page of a site (pages the user
 * wrote, which can be slow to parse) never blocks the request thread. It runs after the save was stored: when it
 * cannot finish, the save stands and the other pages keep their copy (the editor's notice still lists them), which
 * is logged rather than answered as an error for a save that succeeded.
 */
export async function planSharedEditsInThread(input: SharedEditsInput, userId: string): Promise<SharedEditUpdate[]> {
  const task: SharedEditsTask = { kind: "shared-edits", input };
  try {
    return await saveCheckPool().run<SharedEditUpdate[]>(task, { key: userId, runLimitMs: SHARED_EDITS_TIME_LIMIT_MS });
  } catch (error) {
    console.warn(`Shared edits of a site page were not carried to its other pages: ${(error as Error).message}`);
    return [];
  }
}
