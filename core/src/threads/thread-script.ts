import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

/**
 * Where a thread's module is. From source (local server, tests, CLI: `node --import tsx`) it is the .ts file beside
 * its caller, loaded through tsx; in a deployed Lambda the handler is one esbuild bundle, so the deploy bundles each
 * thread module too (stacks/thread-bundles.ts) into `threads/<name>.mjs` next to it.
 */
export function threadScript(name: string, source: URL): URL {
  const dir = process.env.LAYOUTLIFT_THREADS_DIR ?? (process.env.LAMBDA_TASK_ROOT ? join(process.env.LAMBDA_TASK_ROOT, "threads") : null);
  const bundled = dir ? join(dir, `${name}.mjs`) : null;
  if (bundled && existsSync(bundled)) return pathToFileURL(bundled);
  if (!existsSync(fileURLToPath(source))) throw new Error(`The worker thread module ${name} is missing (no ${bundled ?? source.href})`);
  return source;
}

/**
 * How to start a thread on `script`. A TypeScript module (source runs) needs tsx's loader registered inside the new
 * thread before the module is imported; `--import tsx` in the worker's execArgv is not enough on Node 20 (the entry's
 * extension is checked first), so a two-line bootstrap registers tsx and then imports the module.
 */
export function threadEntry(script: URL): { entry: string | URL; eval: boolean } {
  if (!script.pathname.endsWith(".ts")) return { entry: script, eval: false };
  // tsx's ESM API: register its loader inside this thread, then import the module through it.
  const api = pathToFileURL(join(dirname(createRequire(import.meta.url).resolve("tsx/package.json")), "dist/esm/api/index.mjs")).href;
  const href = JSON.stringify(script.href);
  return { entry: `import(${JSON.stringify(api)}).then((tsx) => tsx.tsImport(${href}, ${href}));`, eval: true };
}
