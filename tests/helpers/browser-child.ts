/**
 * A process that starts the browser adapter and waits to be killed (tests/integration/browser-process-group.test.ts).
 * Prints the browser's pid once Chromium runs. Uses LAYOUTLIFT_TMP like every launch.
 */
import { createBrowserPool } from "@layoutlift/core/browser/pool";

// Like the server's shutdown (functions/src/server.ts), a stop signal ends the process; nothing closes the browser
// on the way: the launch's exit hook has to take its process group along. Registered before the browser starts: the
// test may signal as soon as the pid is printed, and a signal the launch's own handler takes alone would not exit.
process.on("SIGTERM", () => process.exit(0));

const pool = createBrowserPool();
await pool.withContext(async (_context, browser) => {
  console.log(`browser ${browser.process()?.pid}`);
});
setInterval(() => undefined, 60_000);
