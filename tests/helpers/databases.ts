import pg from "pg";

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

/** A fresh, empty Postgres database for one test app, dropped again by the returned function. */
export async function createScratchPostgres(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `ll_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(TEST_POSTGRES_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: TEST_POSTGRES_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}
