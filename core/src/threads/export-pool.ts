import { availableParallelism, totalmem } from "node:os";
import { createThreadPool, type ThreadPool } from "./thread-pool.ts";
import { threadScript } from "./thread-script.ts";

/**
 * The export threads: exports print here, and the save-time depth check of large layouts parses here (both are
 * seconds of CPU a hostile document can stretch; neither may block the request thread every user shares).
 */
let pool: ThreadPool | null = null;

/** Sized for a 2-core machine: at most two tasks run at once; each thread's heap is bounded. */
export const EXPORT_THREADS = Math.max(1, Math.min(2, availableParallelism()));

export function exportPool(): ThreadPool {
  pool ??= createThreadPool({
    script: threadScript("export-thread", new URL("./export-thread.ts", import.meta.url)),
    size: EXPORT_THREADS,
    maxQueue: 20,
    // Half the machine (a Lambda's configured memory), so a hostile layout fails its own task, not the server.
    resourceLimits: { maxOldGenerationSizeMb: Math.max(384, Math.min(2048, Math.floor(totalmem() / 2 / 2 ** 20))) },
  });
  return pool;
}

/** Stops the export threads (tests, shutdown); the next task starts them again. */
export async function closeExportThreads(): Promise<void> {
  const current = pool;
  pool = null;
  await current?.close();
}
