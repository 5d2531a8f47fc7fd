import { afterAll, beforeAll } from "vitest";
import type { Browser, BrowserContext } from "playwright-core";
import { CONDITION_WAIT_MS, launchTestBrowser } from "./browser.ts";
import { startTestServer, type TestServer } from "./server.ts";

export interface BrowserApp {
  server: TestServer;
  browser: Browser;
  /** A desktop-sized context on the app, signed in when given a session cookie (`name=value`). */
  newContext(cookie?: string): Promise<BrowserContext>;
}

/** The app server and a loopback-confined browser for one test file: started before its tests, closed after. */
export function useBrowserApp(options: { env?: Record<string, string> } = {}): BrowserApp {
  const app = {
    async newContext(cookie?: string) {
      const context = await app.browser.newContext({ baseURL: app.server.baseUrl, viewport: { width: 1280, height: 900 } });
      context.setDefaultTimeout(CONDITION_WAIT_MS);
      if (cookie) {
        const at = cookie.indexOf("=");
        await context.addCookies([{ name: cookie.slice(0, at), value: cookie.slice(at + 1), url: app.server.baseUrl }]);
      }
      return context;
    },
  } as BrowserApp;
  beforeAll(async () => {
    [app.server, app.browser] = await Promise.all([startTestServer("pglite", options), launchTestBrowser()]);
  }, 180_000);
  afterAll(async () => {
    await app.browser?.close();
    await app.server?.close();
  });
  return app;
}
