import { availableParallelism, totalmem } from "node:os";
import { createThreadPool, type ThreadPool } from "./thread-pool.ts";
import { threadScript } from "./thread-script.ts";

/**
 * The export threads: exports print here. The save-time depth check of large layouts parses in threads of its own
 * (same script, a pool apart): both are seconds of CPU a hostile document can stretch and neither may block the
 * request thread every user shares, but a save must not wait behind exports (the user's own, or two long ones of
 * other users), or autosave would stall for as long as an export runs.
 */
let pool: ThreadPool | null = null;
let checks: ThreadPool | null = null;

/** Sized for a 2-core machine: at most two tasks run at once; each thread's heap is bounded. */
export const EXPORT_THREADS = Math.max(1, Math.min(2, availableParallelism()));

const poolOf = () =>
  createThreadPool({
    script: threadScript("export-thread", new URL("./export-thread.ts", import.meta.url)),
    size: EXPORT_THREADS,
    maxQueue: 20,
    // Half the machine (a Lambda's configured memory), so a hostile layout fails its own task, not the server.
    resourceLimits: { maxOldGenerationSizeMb: Math.max(384, Math.min(2048, Math.floor(totalmem() / 2 / 2 ** 20))) },
  });

export function exportPool(): ThreadPool {
  pool ??= poolOf();
  return pool;
}

/** The threads that depth-check large saves, plan a site page's shared edits and read a site's shared parts (started on first use). */
export function saveCheckPool(): ThreadPool {
  checks ??= poolOf();
  return checks;
}

/** Stops the export threads (tests, shutdown); the next task starts them again. */
export async function closeExportThreads(): Promise<void> {
  const current = [pool, checks];
  pool = checks = null;
  await Promise.all(current.map((p) => p?.close()));
}
