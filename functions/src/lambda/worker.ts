import { loadConfig } from "@layoutlift/core/config";
import { createBrowserPool, type BrowserPool } from "@layoutlift/core/browser/pool";
import { createThreadedExtract, type ThreadedExtract } from "@layoutlift/core/threads/extract-in-thread";
import { runNextJob } from "@layoutlift/core/extract-jobs/run-next-job";
import { parseExtractionJobMessage } from "@layoutlift/core/queue/sqs-queue";
import { createRuntime, type Runtime } from "../runtime.ts";
import { extractionJobDeps } from "../worker/create-extraction-worker.ts";

/** The parts of an SQS event this handler reads (aws-lambda's types are not a dependency). */
export interface SqsEvent {
  Records: { messageId: string; body: string }[];
}
export interface SqsBatchResponse {
  batchItemFailures: { itemIdentifier: string }[];
}

let warm: Promise<{ runtime: Runtime; pool: BrowserPool; threads: ThreadedExtract }> | null = null;

function warmWorker() {
  warm ??= (async () => {
    const config = loadConfig();
    const runtime = await createRuntime(config, { migrate: false, startWorker: false });
    // One job per invocation: one engine thread, stopped from outside at the job's time limit.
    return { runtime, pool: createBrowserPool({ chromePath: config.CHROME_PATH }), threads: createThreadedExtract(1) };
  })();
  return warm;
}

/**
 * Deployed worker: SQS delivers `{jobId, layoutId}`; the job row decides whether there is anything to do, so a
 * redelivered message for a finished job is a no-op and a job left by a crashed invocation is taken over once its
 * lease expires. Only infrastructure errors are reported back for SQS to retry.
 */
export async function workerHandler(event: SqsEvent): Promise<SqsBatchResponse> {
  const { runtime, pool, threads } = await warmWorker();
  const deps = { ...extractionJobDeps(runtime.deps, threads.extract), pool };
  const failures: SqsBatchResponse["batchItemFailures"] = [];
  for (const record of event.Records) {
    const message = parseExtractionJobMessage(record.body);
    if (!message) {
      console.error(`Ignoring malformed extraction message ${record.messageId}`);
      continue;
    }
    try {
      if ((await runNextJob(deps, { jobId: message.jobId })) === "retry") failures.push({ itemIdentifier: record.messageId });
    } catch (err) {
      console.error(`Extraction message ${record.messageId} failed`, err);
      failures.push({ itemIdentifier: record.messageId });
    }
  }
  return { batchItemFailures: failures };
}

/** Closes the warm browser and database (Lambda's SIGTERM on shutdown, and tests). */
export async function shutdownWorker(): Promise<void> {
  if (!warm) return;
  const { runtime, pool, threads } = await warm;
  warm = null;
  await pool.close();
  await threads.close();
  await runtime.close();
}
