import { describe, expect, it } from "vitest";
import { Hono } from "hono";
import type { AppEnv } from "../env.ts";
import { errorHandler } from "./error-handler.ts";
import { rateLimit } from "./rate-limit.ts";

function appWith(limit: number, limiter = rateLimit({ name: "the test route", limit, windowMs: 60_000 }), deps?: object) {
  const app = new Hono<AppEnv>();
  app.use(async (c, next) => {
    const id = c.req.header("x-user");
    c.set("user", id ? ({ id } as never) : null);
    if (deps) c.set("deps", deps as never);
    await next();
  });
  app.post("/expensive", limiter, (c) => c.text("ok"));
  app.onError(errorHandler);
  return app;
}

describe("rateLimit", () => {
  it("allows the limit, then answers 429 with Retry-After and a message", async () => {
    const app = appWith(2);
    const call = () => app.request("/expensive", { method: "POST", headers: { "x-user": "u1", "x-forwarded-for": "10.9.9.9" } });
    expect((await call()).status).toBe(200);
    expect((await call()).status).toBe(200);
    const third = await call();
    expect(third.status).toBe(429);
    expect(Number(third.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await third.json()).message).toMatch(/Too many requests to the test route/);
  });

  it("gives each user their own budget", async () => {
    const app = appWith(1);
    const as = (user: string, ip: string) =>
      app.request("/expensive", { method: "POST", headers: { "x-user": user } }, { incoming: { socket: { remoteAddress: ip } } });
    expect((await as("a", "10.0.0.1")).status).toBe(200);
    expect((await as("b", "10.0.0.2")).status).toBe(200);
    expect((await as("a", "10.0.0.3")).status).toBe(429);
  });

  it("limits by IP when signed out", async () => {
    const app = appWith(1);
    // The socket's address (no proxy is trusted here); a forwarding header changes nothing.
    const anon = (ip: string, forwarded?: string) =>
      app.request("/expensive", { method: "POST", headers: forwarded ? { "x-forwarded-for": forwarded } : {} }, { incoming: { socket: { remoteAddress: ip } } });
    expect((await anon("10.1.1.1")).status).toBe(200);
    expect((await anon("10.1.1.1")).status).toBe(429);
    expect((await anon("10.1.1.1", "203.0.113.7")).status).toBe(429);
    expect((await anon("10.1.1.2")).status).toBe(200);
  });

  it("keeps each app's budget apart when one process runs several apps (as test files do)", async () => {
    const shared = rateLimit({ name: "the test route", limit: 1, windowMs: 60_000 });
    const first = appWith(1, shared, {});
    const second = appWith(1, shared, {});
    const from = (app: Hono<AppEnv>) => app.request("/expensive", { method: "POST" }, { incoming: { socket: { remoteAddress: "127.0.0.1" } } });
    expect((await from(first)).status).toBe(200);
    expect((await from(first)).status).toBe(429);
    expect((await from(second)).status).toBe(200);
  });
});
