import { AppError } from "../errors.ts";
import type { ExportedFile } from "../export/export-layout.ts";
import type { PreloadedAssets } from "../export/assets/preloaded-assets.ts";
import type { AssetFetchPolicy } from "../export/assets/server-asset-fetcher.ts";
import type { ExportFormat, ExportQueueStatus } from "../contract/export.ts";
import type { ExportTask, WarmUpTask } from "./export-thread.ts";
import { EXPORT_THREADS, exportPool } from "./export-pool.ts";
import { joinLine, queueStatusOf } from "./export-queue.ts";
import { perUserSlots } from "./per-user-slots.ts";
import { poolFailure, type PoolAnswers } from "./pool-answers.ts";

export { closeExportThreads } from "./export-pool.ts";

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
const slots = perUserSlots(EXPORTS_PER_USER);
const ANSWERS: PoolAnswers = {
  tooSlow: { status: 503, message: EXPORT_TOO_SLOW },
  tooLarge: { status: 413, message: EXPORT_TOO_LARGE },
  busy: EXPORTS_BUSY,
};

/** Tests shorten the run limit so a deliberately slow export is stopped in seconds; undefined restores it. */
export function setExportRunLimit(ms: number | undefined): void {
  runLimitMs = ms ?? EXPORT_TIME_LIMIT_MS;
}

/** How many exports this user has printing or waiting in line now. */
export function exportsInProgress(userId: string): number {
  return slots.inProgress(userId);
}

/** Where this user's exports stand in line (GET /api/exports/queue, and the 429's details). */
export function exportQueueStatus(userId: string): ExportQueueStatus {
  return queueStatusOf(userId, EXPORT_THREADS);
}

export interface ExportRunOptions {
  /** Whose export this is: one of theirs prints at a time, the rest wait in line (fairly with other users'). */
  userId: string;
}

/** exportLayout (or, given a site's pages, exportSite) in the export thread pool, its failures turned into the API's answers. */
export async function exportInThread(
  format: ExportFormat,
  input: ExportTask["input"],
  assets: AssetFetchPolicy | null,
  preloaded: PreloadedAssets | undefined,
  { userId }: ExportRunOptions,
): Promise<ExportedFile> {
  const task: ExportTask = { kind: "export", format, input, assets, preloaded };
  const release = slots.take(userId);
  if (!release) {
    // Says when to come back: Retry-After and the line's numbers, so the client can show them.
    const status = exportQueueStatus(userId);
    throw new AppError(429, TOO_MANY_EXPORTS, status, { "Retry-After": String(status.retryAfterSeconds) });
  }
  const ticket = joinLine(userId);
  try {
    return await exportPool().run<ExportedFile>(task, { key: userId, runLimitMs, onStart: ticket.started });
  } catch (error) {
    throw poolFailure(error, ANSWERS);
  } finally {
    ticket.finished();
    release();
  }
}

/**
 * Starts the export threads and has each print a small layout as a zip, so the first user's export finds Prettier,
 * its plugins (the Astro one compiles WebAssembly) and every printer loaded and compiled instead of paying for them
 * (bench:first-export). The server calls it once it is up; an export that arrives meanwhile waits for one warm-up
 * at most. A failed warm-up only leaves a thread cold.
 */
export async function warmExportThreads(): Promise<void> {
  const pool = exportPool();
  await pool.warm();
  const task: WarmUpTask = { kind: "warm-up" };
  await Promise.all(Array.from({ length: EXPORT_THREADS }, (_v, i) => pool.run<number>(task, { key: `warm-up:${i}`, runLimitMs })));
}
