import { join } from "node:path";
import { loadConfig } from "@layoutlift/core/config";
import { defaultMigrationsFolder, migrateDatabase, openDatabase } from "@layoutlift/core/db/client";

/**
 * Applies the drizzle migrations once per deploy (the stack invokes it after each change), so the API and worker
 * Lambdas never migrate on a cold start. In Lambda the SQL files are copied next to the bundle.
 */
export async function migrateHandler(): Promise<{ migrated: true; driver: string }> {
  const config = loadConfig();
  const folder = process.env.LAMBDA_TASK_ROOT ? join(process.env.LAMBDA_TASK_ROOT, "migrations") : defaultMigrationsFolder;
  const database = await openDatabase(config);
  try {
    await migrateDatabase(database, folder);
    return { migrated: true, driver: database.driver };
  } finally {
    await database.close();
  }
}
