import { defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";

const web = fileURLToPath(new URL("./web/src", import.meta.url));

export default defineConfig({
  resolve: { alias: { "@": web } },
  test: {
    // Chromium and two databases share 2 cores: keep the worker count low so timings stay honest.
    maxWorkers: 2,
    testTimeout: 30_000,
    // A file's set-up (an app server over a fresh database, Chromium, fixture extraction) can take minutes on a busy
    // machine: it should make the run slower, never skip the file's tests.
    hookTimeout: 180_000,
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          // Pure modules with no server or browser: one module graph per worker instead of one per file. Importing
          // core, zod and drizzle afresh for each of ~150 files was two thirds of the project's CPU time (164 s → 53 s
          // of CPU, same 723 tests). A test that changes globals (fake timers, process.env) puts them back itself.
          isolate: false,
          include: ["core/src/**/*.test.ts", "functions/src/**/*.test.ts", "web/src/**/*.test.{ts,tsx}", "tests/helpers/**/*.test.ts", "stacks/**/*.test.ts", "scripts/**/*.test.ts"],
        },
      },
      {
        extends: true,
        // Browser and database steps wait for conditions; the limit only catches a hung test on a loaded machine.
        test: { name: "integration", include: ["tests/integration/**/*.test.ts"], testTimeout: 120_000 },
      },
      {
        extends: true,
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.test.ts"],
          // Each worker runs file after file in one process: the app's modules (core, drizzle, PGlite, Playwright) load
          // once per worker instead of once per file, and one Chromium serves every file (TEST_KEEP_BROWSER; each file
          // gets its own contexts and closes them). Every file still starts its own app server over a fresh database
          // and closes it, and nothing the app keeps in module state is per-user data or read from a changed env.
          isolate: false,
          env: { TEST_KEEP_BROWSER: "1" },
          // A safety net for a hung test, not a speed target: every step waits for its condition, and a machine busy
          // with other work (CI neighbours, a CPU hog) stretches a 20 s browser test past 90 s without anything wrong.
          testTimeout: 240_000,
        },
      },
    ],
  },
});
