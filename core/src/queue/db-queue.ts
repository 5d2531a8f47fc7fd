import type { JobQueue } from "./queue.ts";

/**
 * The local queue is the extraction_jobs table itself: the job row is written with the layout, and the
 * in-process worker polls for it (core/src/extract-jobs/job-table.ts), so enqueueing only wakes the worker up early.
 */
export function createDbQueue(onEnqueue?: () => void): JobQueue {
  return {
    async enqueue() {
      onEnqueue?.();
    },
  };
}
