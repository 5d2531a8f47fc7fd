/**
 * The layer check `npm test` runs (npm run lint:layers): the dependency rules of .dependency-cruiser.cjs, no
 * cycles between core's folders, none in any package by madge, and no source file over 300 lines. Prints one line
 * per finding and exits 1 when there is any.
 */
import { createRequire } from "node:module";
import { join, resolve } from "node:path";
import { checkDependencyRules, type LayerFinding } from "./layers/dependency-rules.ts";
import { checkFileLengths } from "./layers/file-length.ts";
import { checkFolderCycles } from "./layers/folder-cycles.ts";
import { checkImportCycles, PACKAGES } from "./layers/import-cycles.ts";

const exceptions = createRequire(import.meta.url)("./layers/exceptions.cjs") as {
  imports: { from: string; to: string }[];
  longFiles: string[];
};

/** Where each check looks; the test points them at a small tree of deliberate violations. */
export interface LintTarget {
  root: string;
  /** Folders the dependency rules and the line limit cover. */
  folders: string[];
  packages?: typeof PACKAGES;
  longFiles?: readonly string[];
  /** dependency-cruiser's bin folder (the project's node_modules even for a fixture elsewhere). */
  bin?: string;
}

export const PROJECT_FOLDERS = ["core/src", "functions/src", "web/src", "stacks", "tests", "scripts"];
const projectRoot = resolve(import.meta.dirname, "..");

export async function lintLayers(target: LintTarget): Promise<LayerFinding[]> {
  const bin = target.bin ?? join(projectRoot, "node_modules/.bin");
  // dependency-cruiser runs in its own process: madge reads the packages meanwhile.
  const [{ findings, result }, cycles] = await Promise.all([
    checkDependencyRules(target.root, target.folders, bin, join(projectRoot, ".dependency-cruiser.cjs")),
    checkImportCycles(target.root, target.packages),
  ]);
  const allowed = exceptions.imports.map((e) => ({ from: new RegExp(e.from), to: new RegExp(e.to) }));
  const cycleResult = {
    ...result,
    modules: result.modules.map((m) => ({
      ...m,
      dependencies: m.dependencies.filter((d) => !allowed.some((a) => a.from.test(m.source) && a.to.test(d.resolved))),
    })),
  };
  return [
    ...findings,
    ...checkFolderCycles(cycleResult),
    ...cycles,
    ...checkFileLengths(target.root, target.folders, target.longFiles ?? exceptions.longFiles),
  ];
}

if (process.argv[1] === import.meta.filename) {
  const started = Date.now();
  const findings = await lintLayers({ root: projectRoot, folders: PROJECT_FOLDERS });
  for (const f of findings) console.log(`  ${f.check}: ${f.message}`);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(findings.length ? `layers: ${findings.length} problem(s) (${seconds} s)` : `layers: clean (${seconds} s)`);
  process.exitCode = findings.length ? 1 : 0;
}
