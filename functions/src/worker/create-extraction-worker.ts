import { createBrowserPool } from "@layoutlift/core/browser/pool";
import type { ExtractLayoutFn } from "@layoutlift/core/extract-jobs/extract-layout-fn";
import { createThreadedExtract } from "@layoutlift/core/threads/extract-in-thread";
import { jobLimits } from "@layoutlift/core/extract-jobs/limits";
import { egressPolicyOf } from "@layoutlift/core/net/egress-policy";
import { appHosts } from "@layoutlift/core/config";
import { templateAccessKey } from "@layoutlift/core/templates/template-access";
import { withTemplatePageAccess } from "@layoutlift/core/extract-jobs/template-access-extract";
import { createSiteRobots } from "@layoutlift/core/sites/crawl/site-robots";
import type { ExtractionJobDeps } from "@layoutlift/core/extract-jobs/run-extraction-job";
import type { AppDeps } from "../env.ts";
import { startExtractionWorker, type ExtractionWorker } from "./extraction-worker.ts";

/** What a job needs, built from the app's adapters; shared by the in-process worker and the Lambda handler. */
export function extractionJobDeps(deps: AppDeps, extract: ExtractLayoutFn): Omit<ExtractionJobDeps, "pool"> {
  return {
    db: deps.db,
    screenshots: deps.storage.screenshots,
    extract: withTemplatePageAccess(extract, appHosts(deps.config), templateAccessKey(deps.config.SESSION_SECRET)),
    limits: jobLimits(deps.config),
    egress: egressPolicyOf(deps.config),
    now: deps.now,
    queue: deps.queue,
    siteRobots: createSiteRobots(),
    log: (message, err) => console.error(message, err),
  };
}

/** The local server's worker: one warm browser, WORKER_CONCURRENCY jobs at a time, each engine in its own thread. */
export function createExtractionWorker(deps: AppDeps, options: { pollMs?: number } = {}): ExtractionWorker {
  const threads = createThreadedExtract(deps.config.WORKER_CONCURRENCY);
  return startExtractionWorker(extractionJobDeps(deps, threads.extract), {
    concurrency: deps.config.WORKER_CONCURRENCY,
    pollMs: options.pollMs,
    pool: createBrowserPool({ chromePath: deps.config.CHROME_PATH }),
    owned: [threads],
  });
}
