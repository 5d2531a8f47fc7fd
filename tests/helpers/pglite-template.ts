import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { defaultMigrationsFolder } from "@layoutlift/core/db/client";

/**
 * A dump of one migrated in-memory PGlite, so each test app loads it instead of running the migrations again.
 * Migrating takes a PGlite start plus every migration (10–25 s on a busy 2-core machine); loading the dump is one
 * start. The dump is kept under .tmp/, named by a hash of the migrations and the PGlite version, so every test file
 * (each runs in its own process) and every later run reuse it, and a schema change makes a new one.
 */
const CACHE_DIR = join(process.cwd(), ".tmp", "pglite-template");

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

function templateKey(): string {
  const hash = createHash("sha256");
  hash.update(readFileSync(join(process.cwd(), "node_modules", "@electric-sql", "pglite", "package.json")));
  for (const file of filesUnder(defaultMigrationsFolder)) hash.update(relative(defaultMigrationsFolder, file)).update("\0").update(readFileSync(file));
  return hash.digest("hex").slice(0, 16);
}

async function migrateAndDump(): Promise<Blob> {
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  const client = new PGlite();
  await migrate(drizzle({ client }), { migrationsFolder: defaultMigrationsFolder });
  const dump = await client.dumpDataDir("none");
  await client.close();
  return dump;
}

let template: Promise<Blob> | null = null;

export function migratedPgliteDump(): Promise<Blob> {
  template ??= (async () => {
    const key = templateKey();
    const file = join(CACHE_DIR, `${key}.tar`);
    try {
      return new Blob([readFileSync(file)]);
    } catch {
      // Not built yet for these migrations.
    }
    const dump = await migrateAndDump();
    mkdirSync(CACHE_DIR, { recursive: true });
    // Dumps of earlier migrations are of no further use.
    for (const old of readdirSync(CACHE_DIR)) if (!old.startsWith(key)) rmSync(join(CACHE_DIR, old), { force: true });
    // Written aside and renamed, so a test file starting meanwhile never reads half a dump.
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
    return dump;
  })();
  return template;
}
