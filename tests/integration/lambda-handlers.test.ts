import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSession, SESSION_COOKIE } from "@layoutlift/core/auth/sessions";
import { openDatabase, type DatabaseHandle } from "@layoutlift/core/db/client";
import { extractionJobs, layouts, users } from "@layoutlift/core/db/schema/index";
import { reserveExtraction } from "@layoutlift/core/extract-jobs/reserve-extraction";
import { createScratchPostgres, postgresReachable } from "../helpers/databases.ts";
import { startFixtureServer, type FixtureServer } from "../helpers/fixture-server.ts";

/**
 * The deployed entry points, run as Lambda would run them: the API handler fed Function URL events, the worker fed
 * SQS records, the migrator invoked once, all on the real Postgres (the deploy's Neon driver needs Neon itself;
 * node-postgres stands in). Only the AWS plumbing around them is missing.
 */
const fixtures = fileURLToPath(new URL("../fixtures/extract/", import.meta.url));

function urlEvent(method: string, path: string, cookie?: string, json?: unknown) {
  return {
    ...(json === undefined ? {} : { body: JSON.stringify(json) }),
    version: "2.0",
    routeKey: "$default",
    rawPath: path,
    rawQueryString: "",
    cookies: cookie ? [cookie] : undefined,
    headers: { host: "app.example", "x-forwarded-proto": "https", ...(cookie ? { cookie } : {}), ...(json === undefined ? {} : { "content-type": "application/json" }) },
    requestContext: {
      domainName: "app.example",
      http: { method, path, protocol: "HTTP/1.1", sourceIp: "203.0.113.9", userAgent: "test" },
      requestId: "req-1",
      routeKey: "$default",
      stage: "$default",
    },
    isBase64Encoded: false,
  };
}

describe.skipIf(!(await postgresReachable()))("Lambda handlers on Postgres", () => {
  const savedEnv = { ...process.env };
  let scratch: { url: string; drop: () => Promise<void> };
  let dataDir: string;
  let server: FixtureServer;
  let db: DatabaseHandle;
  let cookie: string;
  let userId: string;
  let handlers: {
    api: typeof import("../../functions/src/lambda/api.ts");
    worker: typeof import("../../functions/src/lambda/worker.ts");
    migrate: typeof import("../../functions/src/lambda/migrate.ts");
  };

  beforeAll(async () => {
    scratch = await createScratchPostgres();
    dataDir = mkdtempSync(join(tmpdir(), "ll-lambda-"));
    Object.assign(process.env, { DATABASE_URL: scratch.url, DATABASE_DRIVER: "pg", DATA_DIR: dataDir, EXTRACT_ALLOW_PRIVATE: "1", EXTRACT_LOOPBACK_ONLY: "1", NODE_ENV: "test" });
    delete process.env.QUEUE_URL;
    delete process.env.LAMBDA_TASK_ROOT;
    handlers = {
      api: await import("../../functions/src/lambda/api.ts"),
      worker: await import("../../functions/src/lambda/worker.ts"),
      migrate: await import("../../functions/src/lambda/migrate.ts"),
    };
    server = await startFixtureServer(fixtures);
    db = await openDatabase({ DATABASE_URL: scratch.url, DATABASE_DRIVER: "pg", DATA_DIR: dataDir });
    const [user] = await db.db.insert(users).values({ email: "lambda@example.test", firstName: "Lambda" }).returning();
    userId = user.id;
    const { token } = await createSession(db.db, user.id, {}, new Date());
    cookie = `${SESSION_COOKIE}=${token}`;
  }, 120_000);

  afterAll(async () => {
    await handlers?.worker.shutdownWorker();
    await handlers?.api.shutdownApi();
    await db?.close();
    await server?.close();
    await scratch?.drop();
    rmSync(dataDir, { recursive: true, force: true });
    process.env = savedEnv;
  });

  it("migrates an already migrated database without change", async () => {
    expect(await handlers.migrate.migrateHandler()).toEqual({ migrated: true, driver: "pg" });
  });

  it("answers API calls from Function URL events, with the session cookie", async () => {
    const signedOut = await handlers.api.apiHandler(urlEvent("GET", "/api/auth/user") as never, {} as never);
    expect(signedOut.statusCode).toBe(401);
    expect(JSON.parse(signedOut.body)).toEqual({ message: expect.any(String) });
    const signedIn = await handlers.api.apiHandler(urlEvent("GET", "/api/auth/user", cookie) as never, {} as never);
    expect(signedIn.statusCode).toBe(200);
    expect(JSON.parse(signedIn.body)).toMatchObject({ email: "lambda@example.test" });
  });

  it("warms the export threads as the local server does, and an export from a Function URL event prints in them", async () => {
    await handlers.api.warmApi();
    const [layout] = await db.db.insert(layouts).values({ userId, url: "https://example.test/", title: "Warm", status: "done" }).returning();
    const body = { format: "html", html: "<h1 class='t'>Printed after warming</h1>", css: ".t{color:#123}" };
    const printed = await handlers.api.apiHandler(urlEvent("POST", `/api/layouts/${layout.id}/export`, cookie, body) as never, {} as never);
    expect(printed.statusCode).toBe(200);
    const html = printed.isBase64Encoded ? Buffer.from(printed.body, "base64").toString("utf8") : printed.body;
    expect(html).toContain("Printed after warming");
  }, 120_000);

  it("runs a queued extraction from its SQS message, ignores junk and treats redelivery as a no-op", async () => {
    const { layoutId, jobId } = await reserveExtraction(db.db, { userId, url: server.url("engine/index.html"), now: new Date() });
    const message = { messageId: "m-1", body: JSON.stringify({ jobId, layoutId }) };
    const first = await handlers.worker.workerHandler({ Records: [message, { messageId: "m-2", body: "not json" }] });
    expect(first).toEqual({ batchItemFailures: [] });

    const [layout] = await db.db.select().from(layouts).where(eq(layouts.id, layoutId));
    expect(layout).toMatchObject({ status: "done", error: null });
    expect(layout.extractedHtml).toContain("headline");
    const [job] = await db.db.select().from(extractionJobs).where(eq(extractionJobs.id, jobId));
    expect(job.status).toBe("done");

    expect(await handlers.worker.workerHandler({ Records: [message] })).toEqual({ batchItemFailures: [] });
    const [again] = await db.db.select().from(layouts).where(eq(layouts.id, layoutId));
    expect(again.updatedAt).toEqual(layout.updatedAt);
    const [jobAgain] = await db.db.select().from(extractionJobs).where(eq(extractionJobs.id, jobId));
    expect(jobAgain).toMatchObject({ status: "done", attempts: job.attempts });

    const read = await handlers.api.apiHandler(urlEvent("GET", `/api/layouts/${layoutId}`, cookie) as never, {} as never);
    expect(read.statusCode).toBe(200);
    expect(JSON.parse(read.body)).toMatchObject({ id: layoutId, status: "done" });
  }, 120_000);
});
