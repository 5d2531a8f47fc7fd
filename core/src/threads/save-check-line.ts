import { AppError } from "../errors.ts";
import { saveCheckPool } from "./export-pool.ts";
import { perUserSlots } from "./per-user-slots.ts";
import { poolFailure, type PoolAnswers } from "./pool-answers.ts";

export interface SaveCheckLineOptions {
  /** Tasks of one user on a thread or waiting for one before a 429. */
  perUser: number;
  /** Longest one task may run on a thread. */
  runLimitMs: number;
  answers: PoolAnswers;
  /** The 429's words when a user has `perUser` tasks in progress already. */
  tooMany: string;
}

export interface SaveCheckLine<Task> {
  run<T>(task: Task, userId: string): Promise<T>;
  inProgress(userId: string): number;
  /** Tests shorten the run limit to see a slow task refused; undefined restores it. */
  setRunLimit(ms: number | undefined): void;
}

/**
 * One kind of request-time reading of a user's markup (a save's depth check, a site's shared parts, a layout's
 * design tokens) in the save-check threads under the user's key: one task of theirs runs at a time, so a user with
 * many large layouts holds at most one thread and the request thread stays free. Failures become the API's
 * answers (the kind's own words for too slow or too large, 503 busy, 429 too many at once), never a 500.
 */
export function saveCheckLine<Task>(options: SaveCheckLineOptions): SaveCheckLine<Task> {
  let runLimitMs = options.runLimitMs;
  const slots = perUserSlots(options.perUser);
  return {
    async run<T>(task: Task, userId: string): Promise<T> {
      const release = slots.take(userId);
      if (!release) throw new AppError(429, options.tooMany);
      try {
        return await saveCheckPool().run<T>(task, { key: userId, runLimitMs });
      } catch (error) {
        throw poolFailure(error, options.answers);
      } finally {
        release();
      }
    },
    inProgress: (userId) => slots.inProgress(userId),
    setRunLimit(ms) {
      runLimitMs = ms ?? options.runLimitMs;
    },
  };
}
