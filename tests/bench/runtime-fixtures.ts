import { readdirSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

/** Issue 25's runtime fixtures: each folder of tests/fixtures/sites/runtime/ with an index.html. */
export const RUNTIME_DIR = resolve(fileURLToPath(import.meta.url), "../../fixtures/sites/runtime");

/** Their names, sorted, narrowed to those containing one of `match` (comma-separated) when given. */
export function runtimeFixtureNames(match: string | undefined): string[] {
  return readdirSync(RUNTIME_DIR)
    .filter((n) => statSync(join(RUNTIME_DIR, n, "index.html"), { throwIfNoEntry: false })?.isFile())
    .filter((n) => !match || match.split(",").some((m) => n.includes(m)))
    .sort();
}
