import { afterAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import { TEST_ORIGIN } from "../helpers/test-app.ts";

// Per-IP limits over real loopback sockets (the newsletter sign-up allows 10 a minute per address). The route's
// counters live in its module, shared by both servers here: each case uses addresses of its own.
describe("per-IP rate limits trust forwarding headers only from configured proxies", { timeout: 180_000 }, () => {
  const servers: TestServer[] = [];
  afterAll(async () => {
    for (const s of servers) await s.close();
  });
  const signUp = (server: TestServer, i: number, forwardedFor?: string) =>
    fetch(`${server.baseUrl}/api/newsletter`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: TEST_ORIGIN, ...(forwardedFor ? { "x-forwarded-for": forwardedFor } : {}) },
      body: JSON.stringify({ email: `reader-${i}-${Math.random().toString(36).slice(2)}@example.test` }),
    });

  it("a client that rotates X-Forwarded-For from an untrusted socket is still limited by its socket address", async () => {
    const server = await startTestServer("pglite", { env: { TRUSTED_PROXIES: "10.0.0.0/8" } });
    servers.push(server);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await signUp(server, i, `198.51.100.${i}, 203.0.113.${i}`)).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  it("behind a trusted proxy, the client the proxy saw is limited, not the proxy, and spoofed hops change nothing", async () => {
    const server = await startTestServer("pglite", { env: { TRUSTED_PROXIES: "127.0.0.1" } });
    servers.push(server);
    const statuses: number[] = [];
    // The proxy appends the real client (203.0.113.50); what the client wrote before it rotates.
    for (let i = 0; i < 12; i++) statuses.push((await signUp(server, i, `192.0.2.${i}, 203.0.113.50`)).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(statuses.slice(10)).toEqual([429, 429]);
    // Another client behind the same proxy has its own budget.
    expect((await signUp(server, 99, "203.0.113.51")).status).toBe(200);
  });
});
