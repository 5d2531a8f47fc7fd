import { handle } from "hono/aws-lambda";
import type { LambdaEvent, LambdaContext } from "hono/aws-lambda";
import { loadConfig } from "@layoutlift/core/config";
import { createApi } from "../app.ts";
import { createRuntime } from "../runtime.ts";

/**
 * The deployed API: the same Hono app as the local server. The runtime (database pool, adapters) is built on the
 * first request and reused while the Lambda instance stays warm; migrations run in the deploy, not here.
 */
let handler: Promise<ReturnType<typeof handle>> | null = null;

function getHandler() {
  handler ??= (async () => {
    const config = loadConfig();
    const runtime = await createRuntime(config, { migrate: false, startWorker: false });
    return handle(createApi(runtime.deps));
  })();
  return handler;
}

export async function apiHandler(event: LambdaEvent, context: LambdaContext) {
  return (await getHandler())(event, context);
}
