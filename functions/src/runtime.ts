import type { Config } from "@layoutlift/core/config";
import { migrateDatabase, openDatabase, type DatabaseHandle, type OpenOptions } from "@layoutlift/core/db/client";
import { createStorage } from "@layoutlift/core/storage/create-storage";
import { createDbQueue } from "@layoutlift/core/queue/db-queue";
import { createSqsQueue } from "@layoutlift/core/queue/sqs-queue";
import { createAiProvider } from "@layoutlift/core/ai/create-provider";
import type { AppDeps } from "./env.ts";
import type { ExtractionWorker } from "./worker/extraction-worker.ts";
import { createExtractionWorker } from "./worker/create-extraction-worker.ts";

export interface Runtime {
  deps: AppDeps;
  database: DatabaseHandle;
  /** The in-process extraction worker (null with QUEUE_URL, where a Lambda consumes SQS, or when not started). */
  worker: ExtractionWorker | null;
  close(): Promise<void>;
}

export interface RuntimeOptions extends OpenOptions {
  now?: () => Date;
  /** false where the deploy migrates (Lambda). */
  migrate?: boolean;
  /** Start the in-process extraction worker (default true; ignored with QUEUE_URL). */
  startWorker?: boolean;
}

/** Opens and migrates the database and builds the adapters chosen by configuration. */
export async function createRuntime(
  config: Config,
  options: RuntimeOptions = {},
): Promise<Runtime> {
  const database = await openDatabase(config, options);
  if (options.migrate !== false) await migrateDatabase(database);
  const storage = await createStorage(config);
  let worker: ExtractionWorker | null = null;
  const queue = config.QUEUE_URL ? createSqsQueue(config.QUEUE_URL) : createDbQueue(() => worker?.wake());
  const deps: AppDeps = { config, db: database.db, storage, queue, ai: createAiProvider(config), now: options.now ?? (() => new Date()) };
  if (!config.QUEUE_URL && options.startWorker !== false) worker = createExtractionWorker(deps);
  return {
    deps,
    database,
    get worker() {
      return worker;
    },
    async close() {
      // The worker finishes (or times out) its running job before the database goes away.
      await worker?.stop();
      worker = null;
      await deps.ai.close?.();
      await database.close();
    },
  };
}
