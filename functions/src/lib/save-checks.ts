import type { SaveChecks } from "@layoutlift/core/layouts/layouts";
import { depthInThread } from "@layoutlift/core/threads/depth-in-thread";

/** A save's checks for this user: a large layout's depth is measured in the save-check threads, under their key. */
export const saveChecks = (userId: string): SaveChecks => ({ depthOf: (html) => depthInThread(html, userId) });
