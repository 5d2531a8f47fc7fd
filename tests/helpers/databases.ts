import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import pg from "pg";
import { defaultMigrationsFolder, migrateDatabase, openDatabase } from "@layoutlift/core/db/client";

export type DbTarget = "pglite" | "postgres";

export const TEST_POSTGRES_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

let reachable: Promise<boolean> | null = null;

/** The real Postgres on 127.0.0.1:5432 runs on every developer and CI machine; tests use it when it answers. */
export function postgresReachable(): Promise<boolean> {
  if (process.env.TEST_SKIP_POSTGRES === "1") return Promise.resolve(false);
  reachable ??= (async () => {
    const client = new pg.Client({ connectionString: TEST_POSTGRES_URL, connectionTimeoutMillis: 2000 });
    try {
      await client.connect();
      await client.query("select 1");
      return true;
    } catch {
      return false;
    } finally {
      await client.end().catch(() => undefined);
    }
  })();
  return reachable;
}

/** Every database target this machine offers: PGlite always, Postgres when reachable. */
export async function dbTargets(): Promise<DbTarget[]> {
  return (await postgresReachable()) ? ["pglite", "postgres"] : ["pglite"];
}

function withDatabase(name: string): string {
  const url = new URL(TEST_POSTGRES_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Name of a migrated template database, keyed by the migrations so a schema change makes a new one. */
function templateName(): string {
  const journal = readFileSync(join(defaultMigrationsFolder, "meta", "_journal.json"), "utf8");
  return `ll_tpl_${createHash("sha256").update(journal).digest("hex").slice(0, 12)}`;
}

/**
 * Migrates one template database per schema version (under an advisory lock, since test files run in
 * parallel processes); every test database is then a cheap `CREATE DATABASE … TEMPLATE` copy of it.
 */
async function ensureTemplate(admin: pg.Client): Promise<string> {
  const name = templateName();
  await admin.query("SELECT pg_advisory_lock(727274)");
  try {
    const { rowCount } = await admin.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
    if (!rowCount) {
      const building = `${name}_build_${process.pid}`;
      await admin.query(`DROP DATABASE IF EXISTS ${building}`);
      await admin.query(`CREATE DATABASE ${building}`);
      const handle = await openDatabase({ DATABASE_URL: withDatabase(building), DATABASE_DRIVER: "pg", DATA_DIR: ".data" });
      await migrateDatabase(handle);
      await handle.close();
      await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
    }
    return name;
  } finally {
    await admin.query("SELECT pg_advisory_unlock(727274)");
  }
}

export { migratedPgliteDump } from "./pglite-template.ts";

/** A fresh Postgres database for one test app (a copy of the migrated template), dropped by the returned function. */
export async function createScratchPostgres(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `ll_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
  await admin.connect();
  const template = await ensureTemplate(admin);
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  await admin.end();
  return {
    url: withDatabase(name),
    drop: async () => {
      const c = new pg.Client({ connectionString: TEST_POSTGRES_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}
