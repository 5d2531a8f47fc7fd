import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Hono } from "hono";
import { loadConfig, type Config } from "@layoutlift/core/config";
import { createSession } from "@layoutlift/core/auth/sessions";
import { SESSION_COOKIE } from "@layoutlift/core/auth/sessions";
import { users } from "@layoutlift/core/db/schema/index";
import { createRuntime, type Runtime } from "@layoutlift/functions/runtime";
import { createApi } from "@layoutlift/functions/app";
import type { AppEnv } from "@layoutlift/functions/env";
import { createScratchPostgres, migratedPgliteDump, type DbTarget } from "./databases.ts";

export interface TestApp {
  target: DbTarget;
  runtime: Runtime;
  app: Hono<AppEnv>;
  config: Config;
  dataDir: string;
  /** Calls the app in-process (no socket); JSON bodies get the content type and a same-origin Origin. */
  request(path: string, init?: RequestInit & { json?: unknown; cookie?: string }): Promise<Response>;
  /** Creates a user and a session; returns the user row and the Cookie header value. */
  signIn(overrides?: Partial<typeof users.$inferInsert>): Promise<{ user: typeof users.$inferSelect; cookie: string }>;
  close(): Promise<void>;
}

export const TEST_ORIGIN = "http://localhost:3000";

export async function createTestApp(
  target: DbTarget = "pglite",
  options: { env?: Record<string, string>; now?: () => Date } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), "layoutlift-test-"));
  const scratch = target === "postgres" ? await createScratchPostgres() : null;
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    APP_URL: TEST_ORIGIN,
    EXTRACT_ALLOW_PRIVATE: "1",
    // Fixtures are served on loopback; nothing a page references may leave the machine.
    EXTRACT_LOOPBACK_ONLY: "1",
    // In-process requests come "from" 127.0.0.1 (see request below), a trusted proxy: tests give each client its
    // own address with X-Forwarded-For, as a real proxy in front of the app would.
    TRUSTED_PROXIES: "127.0.0.1",
    ...(scratch ? { DATABASE_URL: scratch.url } : {}),
    ...options.env,
  });
  const runtime = await createRuntime(config, {
    pgliteDir: target === "pglite" ? "memory://" : undefined,
    pgliteLoadDataDir: target === "pglite" ? await migratedPgliteDump() : undefined,
    now: options.now,
  });
  const app = createApi(runtime.deps) as unknown as Hono<AppEnv>;

  return {
    target,
    runtime,
    app,
    config,
    dataDir,
    async request(path, init = {}) {
      const { json, cookie, ...rest } = init;
      const headers = new Headers(rest.headers);
      if (json !== undefined) headers.set("content-type", "application/json");
      if (cookie) headers.set("cookie", cookie);
      if (rest.method && rest.method !== "GET" && !headers.has("origin")) headers.set("origin", TEST_ORIGIN);
      return app.request(
        `${TEST_ORIGIN}${path}`,
        { ...rest, headers, body: json !== undefined ? JSON.stringify(json) : rest.body },
        { incoming: { socket: { remoteAddress: "127.0.0.1" } } },
      );
    },
    async signIn(overrides = {}) {
      const db = runtime.deps.db;
      const email = overrides.email ?? `user-${Math.random().toString(36).slice(2, 8)}@example.test`;
      const [user] = await db
        .insert(users)
        .values({ firstName: "Test", lastName: "User", ...overrides, email })
        .returning();
      const { token } = await createSession(db, user.id, {}, runtime.deps.now());
      return { user, cookie: `${SESSION_COOKIE}=${token}` };
    },
    async close() {
      await runtime.close();
      await scratch?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
