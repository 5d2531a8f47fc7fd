import { jobLeaseMs } from "./limits.ts";
import { claimJob } from "./job-table.ts";
import { recoverAbandonedJobs } from "./recover-abandoned-jobs.ts";
import { runExtractionJob, type ExtractionJobDeps, type JobOutcome } from "./run-extraction-job.ts";

/**
 * One step of any worker: fail the jobs whose worker died on their last attempt, claim one job (the given one,
 * for a queue message, or the oldest waiting) and run it. The in-process worker and the Lambda worker both call
 * this, so a job lives the same life wherever it runs. `"none"` means there was nothing to claim.
 */
export async function runNextJob(deps: ExtractionJobDeps, options: { jobId?: string } = {}): Promise<JobOutcome | "none"> {
  await recoverAbandonedJobs(deps.db, deps.now());
  const job = await claimJob(deps.db, { now: deps.now(), leaseMs: jobLeaseMs(deps.limits), jobId: options.jobId });
  return job ? runExtractionJob(deps, job) : "none";
}
