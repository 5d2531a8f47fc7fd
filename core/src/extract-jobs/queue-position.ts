import { and, desc, eq, lt, or, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { extractionJobs } from "../db/schema/index.ts";

/**
 * How many jobs a waiting layout's job is behind: those running now and those queued before it (workers claim
 * the oldest first). Undefined when the layout has no waiting job. The user sees "Queued behind N jobs" instead
 * of a job that seems stuck on a busy machine.
 */
export async function jobsAhead(db: Pick<Database, "select">, layoutId: string): Promise<number | undefined> {
  const [job] = await db
    .select({ createdAt: extractionJobs.createdAt })
    .from(extractionJobs)
    .where(and(eq(extractionJobs.layoutId, layoutId), eq(extractionJobs.status, "queued")))
    .orderBy(desc(extractionJobs.createdAt))
    .limit(1);
  if (!job) return undefined;
  const [{ count }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(extractionJobs)
    .where(
      or(
        eq(extractionJobs.status, "running"),
        and(eq(extractionJobs.status, "queued"), lt(extractionJobs.createdAt, job.createdAt)),
      ),
    );
  return Number(count);
}
