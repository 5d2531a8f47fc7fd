import { and, eq } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { extractionJobs, layouts } from "../db/schema/index.ts";
import type { BrowserPool } from "../browser/pool.ts";
import type { ObjectStorage } from "../storage/storage.ts";
import { finishJob, type ClaimedJob } from "./job-table.ts";
import type { ExtractLayoutFn, ExtractLayoutResult } from "./extract-layout-fn.ts";
import { extractBounded } from "./extract-bounded.ts";
import type { EgressPolicy } from "../net/egress-policy.ts";
import { failAndRefundLayout } from "./fail-and-refund.ts";
import { GENERIC_FAILURE } from "./job-failure.ts";
import { UserFacingError } from "../errors/user-facing-error.ts";
import type { JobLimits } from "./limits.ts";
import { storedProgress } from "./stage-progress.ts";
import { withoutNul } from "./without-nul.ts";
import { STAGE_PROGRESS } from "../contract/job-stages.ts";
import type { JobQueue } from "../queue/queue.ts";
import { siteToCrawlFrom } from "../sites/site-pages.ts";
import { crawlSiteAndFinish, followRenderedLinks } from "./site-crawl.ts";
import type { SiteRobots } from "../sites/crawl/site-robots.ts";
import { entitlements } from "../plans/entitlements.ts";
import { loadPlanState } from "../plans/load-plan-state.ts";

export interface ExtractionJobDeps {
  db: Database;
  screenshots: ObjectStorage;
  pool: BrowserPool;
  extract: ExtractLayoutFn;
  limits: JobLimits;
  egress: EgressPolicy;
  now: () => Date;
  log?: (message: string, err?: unknown) => void;
  /** Where the pages a site's crawl finds are queued (a whole-site extraction's start page runs its crawl). */
  queue?: JobQueue;
  /** robots.txt answers shared by a site's crawl and its pages' link checks (one fetch per site). */
  siteRobots: SiteRobots;
}

/** How long a page's job may spend finding the pages its script-made links lead to. */
const FOLLOW_LINKS_MS = 60_000;

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
  const [layout] = await db
    .select({ id: layouts.id, url: layouts.url, siteId: layouts.siteId, userId: layouts.userId })
    .from(layouts)
    .where(eq(layouts.id, job.layoutId));
  if (!layout) {
    await finishJob(db, job, { status: "failed", error: "The layout was deleted" }, now());
    return "skipped";
  }
  // The start page of a site finds the site's other pages while it is extracted itself; they queue up meanwhile.
  const site = await siteToCrawlFrom(db, layout);
  const crawl = site ? crawlSiteAndFinish(deps, site, { timeoutMs: deps.limits.wallMs }) : null;
  try {
    return await extractAndSave(deps, job, layout);
  } finally {
    await crawl;
  }
}

/** Whether the layout's owner has Pro templates now: a plan may have lapsed while the job waited. */
async function ownerHasProTemplates(deps: ExtractionJobDeps, userId: string): Promise<boolean> {
  return entitlements(await loadPlanState(deps.db, userId, deps.now())).proTemplates;
}

async function extractAndSave(deps: ExtractionJobDeps, job: ClaimedJob, layout: { id: string; url: string; userId: string; siteId: string | null }): Promise<JobOutcome> {
  const { db, now } = deps;
  await db
    .update(layouts)
    .set({ status: "running", stage: "capture", progress: 0, error: null, updatedAt: now() })
    .where(eq(layouts.id, layout.id));

  try {
    const proTemplates = await ownerHasProTemplates(deps, layout.userId);
    const result = await extractBounded(
      deps,
      layout.url,
      async (stage, progress) => {
        await db
          .update(layouts)
          .set({ stage, progress: storedProgress(progress), updatedAt: now() })
          .where(and(eq(layouts.id, layout.id), eq(layouts.status, "running")));
      },
      { proTemplates },
    );
    if (layout.siteId) await followLinksOfPage(deps, { siteId: layout.siteId, url: layout.url, html: result.html });
    await save(deps, layout.id, result);
    await finishJob(db, job, { status: "done" }, now());
    return "done";
  } catch (err) {
    const userFacing = err instanceof UserFacingError;
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
    await failAndRefundLayout(db, layout.id, message, now());
    // The user sees the sentence; the job keeps what the browser actually said.
    const cause = (err as Error)?.cause instanceof Error ? ` (${((err as Error).cause as Error).message})` : "";
    await finishJob(db, job, { status: "failed", error: String((err as Error)?.message ?? err) + cause }, now());
    return "failed";
  }
}

/** Links the page's scripts made lead to more pages of its site; finding them never fails the page itself. */
async function followLinksOfPage(deps: ExtractionJobDeps, page: { siteId: string; url: string; html: string }): Promise<void> {
  try {
    await followRenderedLinks(deps, page, { timeoutMs: Math.min(deps.limits.wallMs, FOLLOW_LINKS_MS) });
  } catch (err) {
    deps.log?.(`Following the rendered links of ${page.url} failed`, err);
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
