import { configDefaults, defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";

const web = fileURLToPath(new URL("./web/src", import.meta.url));

/**
 * Integration files that only drive the app in-process or over loopback (createTestApp / startTestServer, fake
 * Stripe or OIDC servers they close, the in-process extraction worker they stop): they change no env, module
 * setting or global, so a worker runs them one after another without reloading the app's modules for each.
 * Files that spawn builds or browsers of their own, change process.env or module settings, or time the shared
 * thread pools stay in the isolated "integration" project; a new file goes there unless listed here.
 */
const SHARED_INTEGRATION = [
  "account", "ai-edit", "auth-local", "auth-oidc", "billing", "client-ip", "content-security-policy", "export-api",
  "extract-api", "extract-hostile", "http-foundation", "layout-assets", "layout-management", "layout-versions",
  "layouts", "sessions", "site-extract", "site-limits", "site-shared-parts", "team-invitation-inbox", "team-workspaces",
  "teams-and-api-keys", "template-pages", "unstorable-input",
].map((name) => `tests/integration/${name}.test.ts`);

export default defineConfig({
  resolve: { alias: { "@": web } },
  test: {
    // Chromium and two databases share 2 cores: keep the worker count low so timings stay honest.
    maxWorkers: 2,
    testTimeout: 30_000,
    // A file's set-up (an app server over a fresh database, Chromium, fixture extraction) can take minutes on a busy
    // machine: it should make the run slower, never skip the file's tests.
    hookTimeout: 180_000,
    // expect.poll waits for a condition as long as a Playwright step does (CONDITION_WAIT_MS in
    // tests/helpers/browser.ts): its own default gives up after 1 s, which a screen waiting on a server round trip or
    // its 0.5–2 s refresh (or a built site's client-side navigation) passes on a loaded machine. The 50 ms interval
    // stays, so an idle machine waits no longer.
    expect: { poll: { timeout: 75_000 } },
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
        test: { name: "integration", include: ["tests/integration/**/*.test.ts"], exclude: [...configDefaults.exclude, ...SHARED_INTEGRATION], testTimeout: 120_000 },
      },
      {
        extends: true,
        test: { name: "integration-shared", include: SHARED_INTEGRATION, testTimeout: 120_000, isolate: false },
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
