import type { Config } from "../config.ts";
import type { WatchLimits } from "./job-watch.ts";

/**
 * The bounds every extraction runs under (issues 3 and 25): the job's time is measured as work (CPU), as progress
 * (stalls), and only as a last resort in wall time. Tests shorten them through configuration.
 */
export interface JobLimits extends WatchLimits {
  navigationMs: number;
  maxResponseBytes: number;
}

export function jobLimits(
  config: Pick<
    Config,
    "EXTRACT_NAVIGATION_TIMEOUT_MS" | "EXTRACT_JOB_TIMEOUT_MS" | "EXTRACT_STALL_TIMEOUT_MS" | "EXTRACT_WALL_TIMEOUT_MS" | "EXTRACT_MAX_RESPONSE_BYTES"
  >,
): JobLimits {
  return {
    navigationMs: config.EXTRACT_NAVIGATION_TIMEOUT_MS,
    workMs: config.EXTRACT_JOB_TIMEOUT_MS,
    stallMs: config.EXTRACT_STALL_TIMEOUT_MS,
    // Never below the work limit: wall time can only be longer than the work done in it.
    wallMs: Math.max(config.EXTRACT_WALL_TIMEOUT_MS, config.EXTRACT_JOB_TIMEOUT_MS),
    maxResponseBytes: config.EXTRACT_MAX_RESPONSE_BYTES,
  };
}

/**
 * How long a worker holds a job before another may take it over: the job can never outlive its wall-time limit,
 * so a lease past it (plus time to save) means the worker died.
 */
export function jobLeaseMs(limits: JobLimits): number {
  return limits.wallMs + 15_000;
}

export function describeBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.round(bytes / (1024 * 1024))} MB` : `${Math.round(bytes / 1024)} KB`;
}
