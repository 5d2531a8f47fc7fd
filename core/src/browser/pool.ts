import type { Browser, BrowserContext, BrowserContextOptions } from "puppeteer-core";
import { launchBrowser, type LaunchOptions } from "./launch.ts";

/**
 * One warm browser shared by jobs; each job gets a fresh incognito context so cookies, storage and caches never
 * leak between users. A crashed browser is relaunched on the next use.
 */
export interface BrowserPool {
  /** `options.proxyServer` routes this context (one job) through its own egress proxy. */
  withContext<T>(fn: (context: BrowserContext, browser: Browser) => Promise<T>, options?: BrowserContextOptions): Promise<T>;
  /** Launches the browser now instead of on the first use (a failure is left for that use to report). */
  warm(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Chromium starts with an about:blank tab in its default context, and that tab keeps a renderer of its own (~110 MB
 * resident) for the browser's whole life. Jobs never use it (each opens its page in its own incognito context), so it
 * is closed; a headless browser stays up without tabs.
 */
async function withoutStartupTab(browser: Browser): Promise<Browser> {
  for (const page of await browser.pages().catch(() => [])) await page.close().catch(() => undefined);
  return browser;
}

export function createBrowserPool(options: LaunchOptions = {}): BrowserPool {
  let browser: Promise<Browser> | null = null;

  const get = async (): Promise<Browser> => {
    if (browser) {
      const b = await browser.catch(() => null);
      if (b && b.connected) return b;
    }
    browser = launchBrowser(options).then(withoutStartupTab);
    return browser;
  };

  return {
    async withContext(fn, contextOptions) {
      const b = await get();
      // A context routed through the egress proxy must not skip it for loopback, which Chromium does by default.
      const context = await b.createBrowserContext(
        contextOptions?.proxyServer ? { proxyBypassList: ["<-loopback>"], ...contextOptions } : contextOptions,
      );
      try {
        return await fn(context, b);
      } finally {
        await context.close().catch(() => undefined);
      }
    },
    async warm() {
      await get().catch(() => undefined);
    },
    async close() {
      const b = await browser?.catch(() => null);
      browser = null;
      await b?.close().catch(() => undefined);
    },
  };
}
