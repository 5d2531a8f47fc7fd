import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBrowserPool, type BrowserPool } from "@layoutlift/core/browser/pool";
import { startEgressProxy, type EgressProxy } from "@layoutlift/core/net/egress-proxy";

/**
 * The pool opens the next job's context and first page ahead of time, behind a relay: the job still gets a fresh
 * context of its own, and every request it makes goes through the egress proxy it brought, not an earlier job's.
 */
describe("browser pool", { timeout: 60_000 }, () => {
  let pool: BrowserPool;
  let site: http.Server;
  let url = "";

  beforeAll(async () => {
    site = http.createServer((req, res) => res.end(`<!DOCTYPE html><title>${req.url}</title><p>served</p>`));
    await new Promise<void>((r) => site.listen(0, "127.0.0.1", r));
    url = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
    pool = createBrowserPool();
    await pool.warm();
  });

  afterAll(async () => {
    await pool?.close();
    await new Promise((r) => site?.close(r));
  });

  const withProxy = async <T>(fn: (proxy: EgressProxy) => Promise<T>): Promise<T> => {
    const proxy = await startEgressProxy({ allowPrivate: true, loopbackOnly: true });
    try {
      return await fn(proxy);
    } finally {
      await proxy.close();
    }
  };

  /** One job: opens `path` in the context's first page; reports the context, its page count and the title. */
  const job = (path: string) =>
    withProxy(async (proxy) => {
      const seen = await pool.withContext(
        async (context) => {
          const opened = (await context.pages()).length;
          const page = (await context.pages())[0] ?? (await context.newPage());
          await page.goto(`${url}${path}`);
          return { id: context.id, opened, title: await page.title() };
        },
        { proxyServer: `http://${proxy.server}` },
      );
      return { ...seen, proxyBytes: proxy.bytes() };
    });

  it("hands a job a context with its first page already open, routed through the job's own proxy", async () => {
    const first = await job("/first");
    expect(first.opened).toBe(1);
    expect(first.title).toBe("/first");
    expect(first.proxyBytes).toBeGreaterThan(0);
    // The next job gets another context (prepared after the first ended), through its own proxy.
    await new Promise((r) => setTimeout(r, 500));
    const second = await job("/second");
    expect(second.id).not.toBe(first.id);
    expect(second.opened).toBe(1);
    expect(second.title).toBe("/second");
    expect(second.proxyBytes).toBeGreaterThan(0);
  });

  it("gives jobs that run at once a context each", async () => {
    const [a, b] = await Promise.all([job("/a"), job("/b")]);
    expect(a.id).not.toBe(b.id);
    expect([a.title, b.title]).toEqual(["/a", "/b"]);
    expect(a.proxyBytes).toBeGreaterThan(0);
    expect(b.proxyBytes).toBeGreaterThan(0);
  });

  it("opens plain contexts (no proxy) as before", async () => {
    const pages = await pool.withContext(async (context) => (await context.pages()).length);
    expect(pages).toBe(0);
  });
});
