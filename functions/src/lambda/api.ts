import { handle } from "hono/aws-lambda";
import type { LambdaEvent, LambdaContext } from "hono/aws-lambda";
import { loadConfig } from "@layoutlift/core/config";
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

export async function apiHandler(event: LambdaEvent, context: LambdaContext) {
  return (await getHandler()).handler(event, context);
}

/** Closes the database pool (Lambda's SIGTERM on shutdown, and tests). */
export async function shutdownApi(): Promise<void> {
  if (!warm) return;
  const { runtime } = await warm;
  warm = null;
  await runtime.close();
}
