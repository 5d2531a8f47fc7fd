import type { JobQueue } from "./queue.ts";

/**
 * The local queue is the extraction_jobs table itself: the job row is written with the layout, and the
 * in-process worker polls for it, so there is nothing more to send.
 */
export function createDbQueue(onEnqueue?: () => void): JobQueue {
  return {
    async enqueue() {
      onEnqueue?.();
    },
  };
}
