import { buildSync } from "esbuild";

/** Worker-thread modules (core/src/threads) and the process scripts the deployed functions start; each ships as its own file. */
export const THREAD_MODULES = {
  "export-thread": "core/src/threads/export-thread.ts",
  "extract-thread": "core/src/threads/extract-thread.ts",
  // Not a thread: the confined Tailwind compiler process (core/src/export/css/tailwind/tailwind-sandbox.ts).
  "tailwind-sandbox": "core/src/export/css/tailwind/tailwind-sandbox-child.mjs",
} as const;

/** Installed into the API function (stacks/api.ts) because they carry native code esbuild cannot bundle. */
export const TAILWIND_PACKAGES = ["tailwindcss", "@tailwindcss/node"];

const built = new Map<string, { from: string; to: string }>();

/**
 * A Lambda handler is one esbuild bundle, so a worker thread's module would not exist at run time: each thread
 * module is bundled here, during the deploy, and copied beside the handler as `threads/<name>.mjs`, where
 * core/src/threads/thread-script.ts looks for it. Packages the functions install instead of bundling stay external.
 */
export function bundleThreads(outDir = ".sst/threads"): { from: string; to: string } {
  const hit = built.get(outDir);
  if (hit) return hit;
  buildSync({
    entryPoints: Object.fromEntries(Object.entries(THREAD_MODULES).map(([name, file]) => [name, file])),
    outdir: outDir,
    outExtension: { ".js": ".mjs" },
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    // Some dependencies are CommonJS that `require` node built-ins.
    banner: { js: 'import { createRequire as __llRequire } from "node:module"; const require = __llRequire(import.meta.url);' },
    // Tailwind's compiler loads native binaries (lightningcss, oxide) at run time: installed, never bundled.
    external: ["@sparticuz/chromium", "bufferutil", "utf-8-validate", "pg-native", ...TAILWIND_PACKAGES],
    logLevel: "error",
  });
  const copy = { from: outDir, to: "threads" };
  built.set(outDir, copy);
  return copy;
}
