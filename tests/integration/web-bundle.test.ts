import { existsSync, readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { defaultWebDist } from "../../functions/src/web-app.ts";

/**
 * The web app borrows schemas and value lists from the contract (core/src/contract), never from the database
 * schema: drizzle's table classes in the browser bundle would mean a contract module reaches into `db/` again.
 * `npm test` builds web/dist first (scripts/setup.sh), so this reads the bundle users get.
 */
const drizzleDir = dirname(createRequire(import.meta.url).resolve("drizzle-orm"));

/** The `Symbol.for("drizzle:…")` names drizzle's tables and columns are built on: a bundle holding them holds drizzle. */
function drizzleMarkers(source: string): string[] {
  return [...source.matchAll(/Symbol\.for\(["'](drizzle:[A-Za-z]+)["']\)/g)].map((m) => m[1]!);
}

function bundleFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? bundleFiles(join(dir, entry.name)) : /\.m?js$/.test(entry.name) ? [join(dir, entry.name)] : [],
  );
}

describe("the built web bundle", () => {
  it("contains no drizzle-orm code", () => {
    expect(existsSync(join(defaultWebDist, "index.html")), "web/dist is missing: run `npm run build -w web`").toBe(true);
    const markers = new Set(["table.js", "entity.js", "column.js"].flatMap((file) => drizzleMarkers(readFileSync(join(drizzleDir, file), "utf8"))));
    // The markers are drizzle's own: the table module declares them, so a bundle that imported it would carry them.
    expect(markers).toContain("drizzle:Columns");
    const files = bundleFiles(defaultWebDist);
    expect(files.length).toBeGreaterThan(3);
    const carriers = files.filter((file) => {
      const code = readFileSync(file, "utf8");
      return [...markers].some((marker) => code.includes(marker));
    });
    expect(carriers).toEqual([]);
  });
});
