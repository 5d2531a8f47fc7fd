import type { Config } from "@layoutlift/core/config";
import { migrateDatabase, openDatabase, type DatabaseHandle, type OpenOptions } from "@layoutlift/core/db/client";
import { createStorage } from "@layoutlift/core/storage/create-storage";
import { createDbQueue } from "@layoutlift/core/queue/db-queue";
import type { AppDeps } from "./env.ts";

export interface Runtime {
  deps: AppDeps;
  database: DatabaseHandle;
  close(): Promise<void>;
}

/** Opens and migrates the database and builds the adapters chosen by configuration. */
export async function createRuntime(config: Config, options: OpenOptions & { now?: () => Date } = {}): Promise<Runtime> {
  const database = await openDatabase(config, options);
  await migrateDatabase(database);
  const storage = await createStorage(config);
  const queue = createDbQueue();
  const deps: AppDeps = { config, db: database.db, storage, queue, now: options.now ?? (() => new Date()) };
  return {
    deps,
    database,
    close: () => database.close(),
  };
}
