import type { Config } from "../config.ts";

/** The bounds every extraction runs under (issue 3); tests shorten them through configuration. */
export interface JobLimits {
  navigationMs: number;
  jobMs: number;
  maxResponseBytes: number;
}

export function jobLimits(
  config: Pick<Config, "EXTRACT_NAVIGATION_TIMEOUT_MS" | "EXTRACT_JOB_TIMEOUT_MS" | "EXTRACT_MAX_RESPONSE_BYTES">,
): JobLimits {
  return {
    navigationMs: config.EXTRACT_NAVIGATION_TIMEOUT_MS,
    jobMs: config.EXTRACT_JOB_TIMEOUT_MS,
    maxResponseBytes: config.EXTRACT_MAX_RESPONSE_BYTES,
  };
}

/**
 * How long a worker holds a job before another may take it over: the job can never legitimately outlive its own
 * timeout, so a lease past it (plus time to save) means the worker died.
 */
export function jobLeaseMs(limits: JobLimits): number {
  return limits.jobMs + 15_000;
}

export function describeBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.round(bytes / (1024 * 1024))} MB` : `${Math.round(bytes / 1024)} KB`;
}
