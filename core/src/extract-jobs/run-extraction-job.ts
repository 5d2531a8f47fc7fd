import { and, eq } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { extractionJobs, layouts } from "../db/schema/index.ts";
import type { BrowserPool } from "../browser/pool.ts";
import type { ObjectStorage } from "../storage/storage.ts";
import { checkFetchUrl } from "../net/check-url.ts";
import { EgressDeniedError, resolveAllowedAddress, type EgressPolicy } from "../net/egress-policy.ts";
import { startEgressProxy } from "../net/egress-proxy.ts";
import { finishJob, type ClaimedJob } from "./job-table.ts";
import type { ExtractLayoutFn, ExtractLayoutResult } from "./extract-layout-fn.ts";
import { failLayout } from "./fail-layout.ts";
import { documentChainDenial, GENERIC_FAILURE, JobFailure } from "./job-failure.ts";
import { describeBytes, type ExtractionLimits } from "./limits.ts";
import { storedProgress } from "./stage-progress.ts";
import { withoutNul } from "./without-nul.ts";
import { STAGE_PROGRESS, type EngineStage } from "../extract/stages.ts";

export interface ExtractionJobDeps {
  db: Database;
  screenshots: ObjectStorage;
  pool: BrowserPool;
  extract: ExtractLayoutFn;
  limits: ExtractionLimits;
  egress: EgressPolicy;
  now: () => Date;
  /** The engine's own user-facing errors (ExtractionError) keep their message; anything else is ours. */
  isUserFacingError?: (err: unknown) => boolean;
  log?: (message: string, err?: unknown) => void;
}

export type JobOutcome = "done" | "failed" | "retry" | "skipped";

export function screenshotKey(layoutId: string): string {
  return `layouts/${layoutId}/screenshot.png`;
}

/**
 * Runs one claimed job: the engine behind a fresh egress proxy, bounded in time and bytes, writing real stages to
 * the layout as it goes. Ends with the layout done, or failed with a reason and its allowance refunded — or, for
 * our own unexpected errors with attempts left, back in the queue.
 */
export async function runExtractionJob(deps: ExtractionJobDeps, job: ClaimedJob): Promise<JobOutcome> {
  const { db, now } = deps;
  const [layout] = await db.select({ id: layouts.id, url: layouts.url }).from(layouts).where(eq(layouts.id, job.layoutId));
  if (!layout) {
    await finishJob(db, job, { status: "failed", error: "The layout was deleted" }, now());
    return "skipped";
  }
  await db
    .update(layouts)
    .set({ status: "running", stage: "capture", progress: 0, error: null, updatedAt: now() })
    .where(eq(layouts.id, layout.id));

  try {
    const result = await extractBounded(deps, layout.url, async (stage, progress) => {
      await db
        .update(layouts)
        .set({ stage, progress: storedProgress(progress), updatedAt: now() })
        .where(and(eq(layouts.id, layout.id), eq(layouts.status, "running")));
    });
    await save(deps, layout.id, result);
    await finishJob(db, job, { status: "done" }, now());
    return "done";
  } catch (err) {
    const userFacing = err instanceof JobFailure || deps.isUserFacingError?.(err) === true;
    if (!userFacing && job.attempts < job.maxAttempts) {
      deps.log?.(`Extraction job ${job.id} hit an internal error; it will be retried`, err);
      await db
        .update(extractionJobs)
        .set({ status: "queued", lockedUntil: null, lastError: String((err as Error)?.message ?? err) })
        .where(and(eq(extractionJobs.id, job.id), eq(extractionJobs.attempts, job.attempts)));
      await db.update(layouts).set({ status: "queued", stage: "queued", progress: 0, updatedAt: now() }).where(eq(layouts.id, layout.id));
      return "retry";
    }
    if (!userFacing) deps.log?.(`Extraction job ${job.id} failed`, err);
    const message = userFacing ? (err as Error).message : GENERIC_FAILURE;
    await failLayout(db, layout.id, message, now());
    // The user sees the sentence; the job keeps what the browser actually said.
    const cause = (err as Error)?.cause instanceof Error ? ` (${((err as Error).cause as Error).message})` : "";
    await finishJob(db, job, { status: "failed", error: String((err as Error)?.message ?? err) + cause }, now());
    return "failed";
  }
}

async function extractBounded(
  deps: ExtractionJobDeps,
  url: string,
  onStage: (stage: EngineStage, progress: number) => Promise<void>,
): Promise<ExtractLayoutResult> {
  const { limits } = deps;
  // Check the address before starting a browser: most refusals are decided here, with the clearest message.
  const checked = checkFetchUrl(url, deps.egress);
  if (!checked.ok) throw new JobFailure(`${checked.message}.`);
  try {
    await resolveAllowedAddress(checked.url.hostname, deps.egress);
  } catch (err) {
    if (err instanceof EgressDeniedError) throw new JobFailure(`${err.message}.`);
    throw err;
  }

  const controller = new AbortController();
  const fail = (message: string) => {
    if (!controller.signal.aborted) controller.abort(new JobFailure(message));
  };
  const proxy = await startEgressProxy({
    ...deps.egress,
    maxBytes: limits.maxResponseBytes,
    onLimit: () => fail(`The page downloaded more than ${describeBytes(limits.maxResponseBytes)}, which is over the extraction limit.`),
  });
  const timer = setTimeout(
    () => fail(`The page took too long to extract (over ${Math.round(limits.jobMs / 1000)} seconds).`),
    limits.jobMs,
  );
  const aborted = new Promise<never>((_, reject) => {
    controller.signal.addEventListener("abort", () => reject(controller.signal.reason), { once: true });
  });
  const running = deps.extract(url, {
    pool: deps.pool,
    proxyServer: proxy.server,
    signal: controller.signal,
    limits: { navigationMs: limits.navigationMs },
    onStage: (stage, progress) => {
      if (!controller.signal.aborted) return onStage(stage, progress);
    },
  });
  // An engine stuck on a hostile page may not notice the abort; the job ends on time regardless.
  running.catch(() => undefined);
  try {
    const result = await Promise.race([running, aborted]);
    const denial = documentChainDenial(proxy, url);
    if (denial) throw new JobFailure(denial);
    if (proxy.limitExceeded()) throw controller.signal.reason;
    return result;
  } catch (err) {
    if (controller.signal.aborted) throw controller.signal.reason;
    const denial = documentChainDenial(proxy, url);
    if (denial) throw new JobFailure(denial);
    throw err;
  } finally {
    clearTimeout(timer);
    controller.abort(new JobFailure("The extraction was stopped."));
    await proxy.close();
  }
}

async function save(deps: ExtractionJobDeps, layoutId: string, result: ExtractLayoutResult): Promise<void> {
  const { db, now } = deps;
  await db.update(layouts).set({ stage: "save", progress: STAGE_PROGRESS.save, updatedAt: now() }).where(eq(layouts.id, layoutId));
  const key = screenshotKey(layoutId);
  await deps.screenshots.put(key, result.screenshot, "image/png");
  const layoutJson = withoutNul({ ...result.layoutJson, screenshot: `/api/layouts/${layoutId}/screenshot` });
  await db
    .update(layouts)
    .set({
      status: "done",
      stage: "done",
      progress: 100,
      error: null,
      title: withoutNul(result.title) || null,
      extractedHtml: withoutNul(result.html),
      extractedCss: withoutNul(result.css),
      layoutJson,
      screenshotKey: key,
      updatedAt: now(),
    })
    .where(eq(layouts.id, layoutId));
}
