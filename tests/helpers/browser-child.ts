/**
 * A process that starts the browser adapter and waits to be killed (tests/integration/browser-process-group.test.ts).
 * Prints the browser's pid once Chromium runs. Uses LAYOUTLIFT_TMP like every launch.
 */
import { createBrowserPool } from "@layoutlift/core/browser/pool";

const pool = createBrowserPool();
await pool.withContext(async (_context, browser) => {
  console.log(`browser ${browser.process()?.pid}`);
});
// Like the server's shutdown (functions/src/server.ts), a stop signal ends the process; nothing closes the browser
// on the way: the launch's exit hook has to take its process group along.
process.on("SIGTERM", () => process.exit(0));
setInterval(() => undefined, 60_000);
