import { handle } from "hono/aws-lambda";
import type { LambdaEvent, LambdaContext } from "hono/aws-lambda";
import { loadConfig } from "@layoutlift/core/config";
import { closeExportThreads, warmExportThreads } from "@layoutlift/core/threads/export-in-thread";
import { createApi } from "../app.ts";
import { createRuntime, type Runtime } from "../runtime.ts";

/**
 * The deployed API: the same Hono app as the local server. The runtime (database pool, adapters) is built on the
 * first request and reused while the Lambda instance stays warm; migrations run in the deploy, not here.
 */
let warm: Promise<{ handler: ReturnType<typeof handle>; runtime: Runtime }> | null = null;

function getHandler() {
  warm ??= (async () => {
    const config = loadConfig();
    const runtime = await createRuntime(config, { migrate: false, startWorker: false });
    return { handler: handle(createApi(runtime.deps)), runtime };
  })();
  return warm;
}

/**
 * Builds the runtime and warms the export threads as the local server does at start (bench:first-export: the first
 * zip 10.7 s cold, 4.7 s warm), so an instance's first export does not load Prettier and the printers inside the
 * API's 60 s. Started from Lambda's init phase and not awaited there: init is capped at 10 s, and what is not done
 * by the first request goes on beside it (an export that arrives meanwhile waits for one warm-up at most).
 */
export async function warmApi(): Promise<void> {
  await getHandler();
  await warmExportThreads();
}

if (process.env.AWS_LAMBDA_FUNCTION_NAME) {
  void warmApi().catch((err: unknown) => console.error("Could not warm the API", err));
}

export async function apiHandler(event: LambdaEvent, context: LambdaContext) {
  return (await getHandler()).handler(event, context);
}

/** Closes the database pool and the export threads (Lambda's SIGTERM on shutdown, and tests). */
export async function shutdownApi(): Promise<void> {
  await closeExportThreads();
  if (!warm) return;
  const { runtime } = await warm;
  warm = null;
  await runtime.close();
}
