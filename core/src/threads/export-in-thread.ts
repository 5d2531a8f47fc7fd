import { availableParallelism, totalmem } from "node:os";
import { AppError } from "../errors.ts";
import type { ExportedFile } from "../export/export-layout.ts";
import type { PreloadedAssets } from "../export/assets/preloaded-assets.ts";
import type { AssetFetchPolicy } from "../export/assets/server-asset-fetcher.ts";
import type { ExportFormat } from "../contract/export.ts";
import type { ExportTask } from "./export-thread.ts";
import { createThreadPool, PoolBusyError, RemoteTaskError, TaskTimeoutError, ThreadCrashedError, type ThreadPool } from "./thread-pool.ts";
import { threadScript } from "./thread-script.ts";

/**
 * Longest an export may print before its thread is stopped (the deployed API function allows 60 s). It counts time
 * on a thread only: waiting behind other exports never makes one fail.
 */
export const EXPORT_TIME_LIMIT_MS = 50_000;
/** One export per user prints at a time; this many in all (printing and waiting in line) before a 429. */
export const EXPORTS_PER_USER = 3;

export const EXPORT_TOO_LARGE = "This layout is too large to export in this format. Remove some content or CSS and try again.";
export const EXPORT_TOO_SLOW = "The export took too long and was stopped. Remove some content or CSS and try again.";
export const EXPORTS_BUSY = "Exports are busy right now. Please try again in a moment.";
export const TOO_MANY_EXPORTS = `You already have ${EXPORTS_PER_USER} exports in progress. Wait for one to finish and try again.`;

let runLimitMs = EXPORT_TIME_LIMIT_MS;
/** Exports each user has printing or waiting in line. */
const perUser = new Map<string, number>();

/** Tests shorten the run limit so a deliberately slow export is stopped in seconds; undefined restores it. */
export function setExportRunLimit(ms: number | undefined): void {
  runLimitMs = ms ?? EXPORT_TIME_LIMIT_MS;
}

/** How many exports this user has printing or waiting in line now. */
export function exportsInProgress(userId: string): number {
  return perUser.get(userId) ?? 0;
}

export interface ExportRunOptions {
  /** Whose export this is: one of theirs prints at a time, the rest wait in line (fairly with other users'). */
  userId: string;
}

let pool: ThreadPool | null = null;

/** Sized for a 2-core machine: at most two exports print at once; each thread's heap is bounded. */
function exportPool(): ThreadPool {
  pool ??= createThreadPool({
    script: threadScript("export-thread", new URL("./export-thread.ts", import.meta.url)),
    size: Math.max(1, Math.min(2, availableParallelism())),
    maxQueue: 20,
    // Half the machine (a Lambda's configured memory), so a hostile layout fails its own export, not the server.
    resourceLimits: { maxOldGenerationSizeMb: Math.max(384, Math.min(2048, Math.floor(totalmem() / 2 / 2 ** 20))) },
  });
  return pool;
}

/** exportLayout (or, given a site's pages, exportSite) in the export thread pool, its failures turned into the API's answers. */
export async function exportInThread(
  format: ExportFormat,
  input: ExportTask["input"],
  assets: AssetFetchPolicy | null,
  preloaded: PreloadedAssets | undefined,
  { userId }: ExportRunOptions,
): Promise<ExportedFile> {
  const task: ExportTask = { format, input, assets, preloaded };
  const mine = perUser.get(userId) ?? 0;
  if (mine >= EXPORTS_PER_USER) throw new AppError(429, TOO_MANY_EXPORTS);
  perUser.set(userId, mine + 1);
  try {
    return await exportPool().run<ExportedFile>(task, { key: userId, runLimitMs });
  } catch (error) {
    if (error instanceof RemoteTaskError && error.remote.status) throw new AppError(error.remote.status as AppError["status"], error.message);
    if (error instanceof ThreadCrashedError) throw new AppError(413, EXPORT_TOO_LARGE);
    if (error instanceof PoolBusyError) throw new AppError(503, EXPORTS_BUSY);
    if (error instanceof TaskTimeoutError) throw new AppError(503, EXPORT_TOO_SLOW);
    throw error;
  } finally {
    const left = (perUser.get(userId) ?? 1) - 1;
    if (left > 0) perUser.set(userId, left);
    else perUser.delete(userId);
  }
}

/** Stops the export threads (tests, shutdown); the next export starts them again. */
export async function closeExportThreads(): Promise<void> {
  const current = pool;
  pool = null;
  await current?.close();
}
