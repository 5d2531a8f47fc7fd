import { serve } from "@hono/node-server";
import { ConfigError, loadConfig } from "@layoutlift/core/config";
import { warmExportThreads } from "@layoutlift/core/threads/export-in-thread";
import { createRuntime } from "./runtime.ts";
import { createWebApp } from "./web-app.ts";

/** Local entry: API + built web app + extraction worker in one process on one port. */
async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const started = Date.now();
  const runtime = await createRuntime(config);
  const app = createWebApp(runtime.deps);
  // The browser and the engine start with the server (in the background: requests are served meanwhile), so the
  // first extraction is as fast as any other; then the export threads, which would otherwise start with the first
  // user's export and load Prettier during it (bench:first-export: first zip 10.7 s → 4.7 s, first React export
  // 3.7 s → 0.3 s on a loaded 2-core machine). One after the other, so they do not share the cores.
  const warming = Date.now();
  void (runtime.worker?.warm() ?? Promise.resolve())
    .then(() => runtime.worker && console.log(`Extraction engine warm in ${Date.now() - warming} ms`))
    .catch((err: unknown) => console.error("Could not warm the extraction engine", err))
    .then(() => warmExportThreads())
    .then(() => console.log(`Export threads warm in ${Date.now() - warming} ms`))
    .catch((err: unknown) => console.error("Could not warm the export threads", err));
  const server = serve({ fetch: app.fetch, port: config.PORT, hostname: process.env.HOST ?? "127.0.0.1" }, (info) => {
    console.log(
      `LayoutLift is running at http://localhost:${info.port} (database: ${runtime.database.driver}, ready in ${Date.now() - started} ms)`,
    );
  });
  const shutdown = async () => {
    server.close();
    await runtime.close();
    process.exit(0);
  };
  process.on("SIGINT", shutdown);
  process.on("SIGTERM", shutdown);
}

await main();
