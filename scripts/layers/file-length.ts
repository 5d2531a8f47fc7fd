import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { LayerFinding } from "./dependency-rules.ts";

export const MAX_LINES = 300;
const SOURCE = /\.(ts|tsx|mts|cts|js|mjs|cjs)$/;
/** Third-party-like pages the tests extract, build output and generated code are not ours to size. */
const NOT_OURS = /(^|\/)(node_modules|dist|\.sst|\.tmp|\.data|coverage)(\/|$)|^tests\/fixtures\/|\.gen\./;

function sourceFiles(root: string, folder: string): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
      const path = dir ? `${dir}/${entry.name}` : entry.name;
      if (NOT_OURS.test(path)) return [];
      return entry.isDirectory() ? walk(path) : SOURCE.test(entry.name) ? [path] : [];
    });
  return walk(folder);
}

/**
 * Every source file of ours, tests and in-page code included, stays within MAX_LINES. `allowed` names the few
 * files still being split; one of them that has come under the limit must leave the list, so it only shrinks.
 */
export function checkFileLengths(root: string, folders: string[], allowed: readonly string[]): LayerFinding[] {
  const findings: LayerFinding[] = [];
  const files = folders.flatMap((folder) => sourceFiles(root, folder));
  for (const file of files) {
    const lines = readFileSync(join(root, file), "utf8").split("\n").length - 1;
    if (lines > MAX_LINES && !allowed.includes(file)) findings.push({ check: "max-300-lines", message: `${file} has ${lines} lines` });
    if (lines <= MAX_LINES && allowed.includes(file)) {
      findings.push({ check: "max-300-lines", message: `${file} has ${lines} lines now: take it off the allowlist` });
    }
  }
  for (const file of allowed) {
    if (!files.includes(file)) findings.push({ check: "max-300-lines", message: `${file} is on the allowlist but no longer exists` });
  }
  return findings;
}
