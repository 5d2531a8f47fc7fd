import { baseEnvironment, type FunctionEnvironment, type Secrets } from "./environment.ts";
import type { Storage } from "./storage.ts";
import { bundleThreads } from "./thread-bundles.ts";

interface WorkerInput {
  secrets: Secrets;
  storage: Storage;
  queue: { subscribe(subscriber: unknown, args?: unknown): unknown };
}

/**
 * The extraction worker: one job per invocation (batch size 1) so a slow page never holds others back. Chromium
 * comes from @sparticuz/chromium, installed into the function rather than bundled (it ships a brotli archive).
 * One invocation owns its machine, so its wall limit (80 s) stays under the function's 90 s; the job's work limit
 * (60 s of CPU) and stall limit apply as everywhere.
 */
export function createWorker(input: WorkerInput) {
  const { secrets, storage, queue } = input;
  const environment: FunctionEnvironment = {
    ...baseEnvironment(secrets),
    S3_BUCKET_SCREENSHOTS: storage.screenshots.name,
    S3_BUCKET_EXPORTS: storage.exports.name,
    OPENAI_API_KEY: secrets.openaiApiKey.value,
    EXTRACT_WALL_TIMEOUT_MS: "80000",
  };
  return queue.subscribe(
    {
      handler: "functions/src/lambda/worker.workerHandler",
      runtime: "nodejs20.x",
      memory: "2048 MB",
      timeout: "90 seconds",
      nodejs: { install: ["@sparticuz/chromium"] },
      // The engine runs in a worker thread (core/src/threads/extract-thread.ts), shipped as its own bundle.
      copyFiles: [bundleThreads()],
      link: [storage.screenshots, storage.exports],
      environment: environment as Record<string, string>,
    },
    { batch: { size: 1, partialResponses: true } },
  );
}
