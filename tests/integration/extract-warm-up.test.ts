import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBrowserPool, type BrowserPool } from "@layoutlift/core/browser/pool";
import { warmUpEngine } from "@layoutlift/core/extract/warm-up";
import { createThreadedExtract } from "@layoutlift/core/threads/extract-in-thread";
import { startEgressProxy, type EgressProxy } from "@layoutlift/core/net/egress-proxy";

describe("warming the extraction engine at start-up", () => {
  let pool: BrowserPool;
  let proxy: EgressProxy;
  beforeAll(async () => {
    pool = createBrowserPool();
    // Every request of the warm-up context would have to pass this proxy; it must see none.
    proxy = await startEgressProxy({ allowPrivate: false, loopbackOnly: true });
  });
  afterAll(async () => {
    await pool?.close();
    await proxy?.close();
  });

  it("runs the whole engine on the built-in page without a single request leaving the browser", async () => {
    const { elements } = await pool.withContext((context, browser) => warmUpEngine(context, browser), { proxyServer: `http://${proxy.server}` });
    expect(elements).toBeGreaterThan(20);
    // Chromium may preconnect to the page's host on its own; the proxy refuses it, and nothing else is asked for.
    expect(proxy.bytes()).toBe(0);
    expect(proxy.denials().every((d) => d.target.startsWith("warm-up.layoutlift.invalid"))).toBe(true);
  }, 60_000);

  it("warms every engine thread through the same path the jobs take", async () => {
    const threads = createThreadedExtract(1);
    try {
      const started = performance.now();
      await threads.warm(pool);
      // The run really happened in the thread: an engine run takes far longer than spawning a thread.
      expect(performance.now() - started).toBeGreaterThan(300);
    } finally {
      await threads.close();
    }
  }, 60_000);
});
