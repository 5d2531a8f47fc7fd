import { and, asc, eq, gte, inArray, lt, or, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { extractionJobs } from "../db/schema/index.ts";

/** The extraction_jobs table as a job's life cycle: claim, finish, and expiry of jobs whose worker died. */
export interface ClaimedJob {
  id: string;
  layoutId: string;
  attempts: number;
  maxAttempts: number;
}

type Executor = Pick<Database, "select" | "update">;

/**
 * A job can be taken when it is queued, or when its worker's lease ran out (the worker died or hung) and it still
 * has attempts left.
 */
function claimable(now: Date) {
  return or(
    eq(extractionJobs.status, "queued"),
    and(eq(extractionJobs.status, "running"), lt(extractionJobs.lockedUntil, now), lt(extractionJobs.attempts, extractionJobs.maxAttempts)),
  );
}

/**
 * Claims one job atomically: a single UPDATE … WHERE id IN (SELECT … FOR UPDATE SKIP LOCKED) … RETURNING, so two
 * workers (or two Lambda invocations for one SQS message) never run the same job at once. PGlite has one
 * connection and runs statements one after another, which gives the same guarantee.
 */
export async function claimJob(
  db: Executor,
  options: { now: Date; leaseMs: number; jobId?: string },
): Promise<ClaimedJob | null> {
  const { now, leaseMs, jobId } = options;
  const candidate = db
    .select({ id: extractionJobs.id })
    .from(extractionJobs)
    .where(jobId ? and(eq(extractionJobs.id, jobId), claimable(now)) : claimable(now))
    .orderBy(asc(extractionJobs.createdAt))
    .limit(1)
    .for("update", { skipLocked: true });
  const [row] = await db
    .update(extractionJobs)
    .set({
      status: "running",
      attempts: sql`${extractionJobs.attempts} + 1`,
      lockedUntil: new Date(now.getTime() + leaseMs),
      startedAt: now,
      lastError: null,
    })
    .where(inArray(extractionJobs.id, candidate))
    .returning({
      id: extractionJobs.id,
      layoutId: extractionJobs.layoutId,
      attempts: extractionJobs.attempts,
      maxAttempts: extractionJobs.maxAttempts,
    });
  return row ?? null;
}

/** Ends a job the worker still holds; a job whose lease was taken over by another worker is left alone. */
export async function finishJob(
  db: Executor,
  job: Pick<ClaimedJob, "id" | "attempts">,
  outcome: { status: "done" } | { status: "failed"; error: string },
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(extractionJobs)
    .set({
      status: outcome.status,
      lastError: outcome.status === "failed" ? outcome.error : null,
      finishedAt: now,
      lockedUntil: null,
    })
    .where(and(eq(extractionJobs.id, job.id), eq(extractionJobs.status, "running"), eq(extractionJobs.attempts, job.attempts)))
    .returning({ id: extractionJobs.id });
  return rows.length > 0;
}

/**
 * Jobs whose worker died on the last allowed attempt: they will never be claimed again, so they are failed here
 * (and their layouts failed and refunded by the caller) instead of staying "running" forever.
 */
export async function expireExhaustedJobs(db: Executor, now: Date, error: string): Promise<{ id: string; layoutId: string }[]> {
  return db
    .update(extractionJobs)
    .set({ status: "failed", lastError: error, finishedAt: now, lockedUntil: null })
    .where(
      and(
        eq(extractionJobs.status, "running"),
        lt(extractionJobs.lockedUntil, now),
        gte(extractionJobs.attempts, extractionJobs.maxAttempts),
      ),
    )
    .returning({ id: extractionJobs.id, layoutId: extractionJobs.layoutId });
}
