import type { AddressInfo } from "node:net";
import { serve, type ServerType } from "@hono/node-server";
import { createWebApp } from "@layoutlift/functions/web-app";
import { createTestApp, type TestApp } from "./test-app.ts";
import type { DbTarget } from "./databases.ts";

export interface TestServer extends TestApp {
  baseUrl: string;
  server: ServerType;
}

/** The whole local server (API + built web app) on a loopback port, over a fresh database. */
export async function startTestServer(
  target: DbTarget = "pglite",
  options: { env?: Record<string, string>; now?: () => Date } = {},
): Promise<TestServer> {
  const testApp = await createTestApp(target, options);
  const web = createWebApp(testApp.runtime.deps);
  const server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: web.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(s));
  });
  const port = (server.address() as AddressInfo).port;
  const baseUrl = `http://127.0.0.1:${port}`;
  return {
    ...testApp,
    baseUrl,
    server,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await testApp.close();
    },
  };
}
