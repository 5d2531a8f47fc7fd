import type { Browser, BrowserContext, BrowserContextOptions } from "puppeteer-core";
import { launchBrowser, type LaunchOptions } from "./launch.ts";
import { startProxyRelay, type ProxyRelay } from "./proxy-relay.ts";

/**
 * One warm browser shared by jobs; each job gets a fresh incognito context so cookies, storage and caches never
 * leak between users. A crashed browser is relaunched on the next use.
 *
 * Opening a context's first page starts a renderer process (200–300 ms on two cores), so while nothing runs the pool
 * keeps the next job's context ready, its first page open, routed through a relay that refuses every connection
 * until the job binds it to its own egress proxy.
 */
export interface BrowserPool {
  /** `options.proxyServer` routes this context (one job) through its own egress proxy. */
  withContext<T>(fn: (context: BrowserContext, browser: Browser) => Promise<T>, options?: BrowserContextOptions): Promise<T>;
  /** Launches the browser now instead of on the first use (a failure is left for that use to report). */
  warm(): Promise<void>;
  close(): Promise<void>;
}

interface SpareContext {
  relay: Promise<ProxyRelay>;
  /** The browser and the context with its first page open; null when preparing it failed. */
  ready: Promise<{ browser: Browser; context: BrowserContext } | null>;
}

export function createBrowserPool(options: LaunchOptions = {}): BrowserPool {
  let browser: Promise<Browser> | null = null;
  let spare: SpareContext | null = null;
  let closed = false;

  const get = async (): Promise<Browser> => {
    if (browser) {
      const b = await browser.catch(() => null);
      if (b && b.connected) return b;
    }
    browser = launchBrowser(options);
    return browser;
  };

  // A context routed through a proxy must not skip it for loopback, which Chromium does by default.
  const proxied = (proxyServer: string): BrowserContextOptions => ({ proxyBypassList: ["<-loopback>"], proxyServer });

  const discard = async (s: SpareContext) => {
    const ready = await s.ready;
    await ready?.context.close().catch(() => undefined);
    await (await s.relay.catch(() => null))?.close();
  };

  // Registered at once, before anything is awaited: a job that starts while it is being prepared waits for it
  // instead of opening a second context beside it.
  const prepare = () => {
    if (spare || closed) return;
    const relay = startProxyRelay();
    relay.catch(() => undefined);
    const ready = (async () => {
      const b = await get();
      const context = await b.createBrowserContext(proxied((await relay).server));
      await context.newPage();
      return { browser: b, context };
    })().catch(() => null);
    spare = { relay, ready };
  };

  /** The prepared context bound to `proxyServer`, when one is ready on the running browser. */
  const takeSpare = async (b: Browser, proxyServer: string): Promise<{ context: BrowserContext; relay: ProxyRelay } | null> => {
    const s = spare;
    spare = null;
    if (!s) return null;
    const ready = await s.ready;
    const relay = await s.relay.catch(() => null);
    if (!ready || !relay || ready.browser !== b) {
      void discard(s);
      return null;
    }
    relay.bind(proxyServer);
    return { context: ready.context, relay };
  };

  return {
    async withContext(fn, contextOptions) {
      const b = await get();
      const { proxyServer, ...rest } = contextOptions ?? {};
      const taken = proxyServer && !Object.keys(rest).length ? await takeSpare(b, proxyServer) : null;
      const context = taken?.context ?? (await b.createBrowserContext(proxyServer ? { ...proxied(proxyServer), ...rest } : contextOptions));
      try {
        return await fn(context, b);
      } finally {
        await context.close().catch(() => undefined);
        await taken?.relay.close();
        if (proxyServer) prepare();
      }
    },
    async warm() {
      await get().catch(() => undefined);
      prepare();
    },
    async close() {
      closed = true;
      const s = spare;
      spare = null;
      if (s) await discard(s);
      const b = await browser?.catch(() => null);
      browser = null;
      await b?.close().catch(() => undefined);
    },
  };
}
