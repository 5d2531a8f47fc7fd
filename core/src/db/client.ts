import { mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { join, resolve } from "node:path";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type { Config } from "../config.ts";
import * as schema from "./schema/index.ts";

export type Schema = typeof schema;
/** Every driver's drizzle instance shares this shape, so the rest of the code never knows which one runs. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseDriver = "pglite" | "pg" | "neon";

export interface DatabaseHandle {
  db: Database;
  driver: DatabaseDriver;
  close(): Promise<void>;
}

export const defaultMigrationsFolder = fileURLToPath(new URL("../../../migrations", import.meta.url));

export function chooseDriver(config: Pick<Config, "DATABASE_URL" | "DATABASE_DRIVER">): DatabaseDriver {
  if (config.DATABASE_DRIVER) return config.DATABASE_DRIVER;
  return config.DATABASE_URL ? "pg" : "pglite";
}

export interface OpenOptions {
  /** PGlite data directory; "memory://" keeps it in memory (tests). */
  pgliteDir?: string;
  /** A PGlite data directory dump to start from (tests clone one migrated database instead of migrating each). */
  pgliteLoadDataDir?: Blob;
}

export async function openDatabase(
  config: Pick<Config, "DATABASE_URL" | "DATABASE_DRIVER" | "DATA_DIR">,
  options: OpenOptions = {},
): Promise<DatabaseHandle> {
  const driver = chooseDriver(config);
  if (driver === "pglite") {
    const { PGlite } = await import("@electric-sql/pglite");
    const { drizzle } = await import("drizzle-orm/pglite");
    const dir = options.pgliteDir ?? join(resolve(config.DATA_DIR), "pglite");
    // PGlite does not create parent folders itself.
    if (!dir.startsWith("memory://")) mkdirSync(dir, { recursive: true });
    const client = new PGlite(dir, options.pgliteLoadDataDir ? { loadDataDir: options.pgliteLoadDataDir } : {});
    await client.waitReady;
    const db = drizzle({ client, schema }) as unknown as Database;
    return { db, driver, close: () => client.close() };
  }
  if (!config.DATABASE_URL) throw new Error(`DATABASE_URL is required for the ${driver} driver`);
  if (driver === "pg") {
    const { default: pg } = await import("pg");
    const { drizzle } = await import("drizzle-orm/node-postgres");
    const pool = new pg.Pool({ connectionString: config.DATABASE_URL, max: 10 });
    // An idle connection dropped by the server (restart, failover, admin termination) must not crash the
    // process: the pool replaces it on the next query.
    pool.on("error", (err) => console.error(`[db] idle connection closed by the server: ${err.message}`));
    const db = drizzle({ client: pool, schema }) as unknown as Database;
    return { db, driver, close: () => pool.end() };
  }
  const { Pool, neonConfig } = await import("@neondatabase/serverless");
  const { drizzle } = await import("drizzle-orm/neon-serverless");
  const { default: ws } = await import("ws");
  neonConfig.webSocketConstructor = ws;
  const pool = new Pool({ connectionString: config.DATABASE_URL });
  pool.on("error", (err: Error) => console.error(`[db] idle connection closed by the server: ${err.message}`));
  const db = drizzle({ client: pool, schema }) as unknown as Database;
  return { db, driver, close: () => pool.end() };
}

/** Applies drizzle-kit's migrations; the same function runs at start-up, in tests and in the deploy. */
export async function migrateDatabase(handle: DatabaseHandle, migrationsFolder = defaultMigrationsFolder): Promise<void> {
  const opts = { migrationsFolder };
  if (handle.driver === "pglite") {
    const { migrate } = await import("drizzle-orm/pglite/migrator");
    await migrate(handle.db as never, opts);
  } else if (handle.driver === "pg") {
    const { migrate } = await import("drizzle-orm/node-postgres/migrator");
    await migrate(handle.db as never, opts);
  } else {
    const { migrate } = await import("drizzle-orm/neon-serverless/migrator");
    await migrate(handle.db as never, opts);
  }
}
