import { afterAll, beforeAll } from "vitest";
import type { Browser, BrowserContext } from "playwright-core";
import { launchTestBrowser } from "./browser.ts";
import { startCanaryServer, type CanaryServer } from "./canary-server.ts";
import { visitAndPoke, type PageVisit } from "./poke-page.ts";

/**
 * What the hostile-output tests open exports in: a loopback canary server that serves each file and records any
 * payload's request, and one Chromium context. `useHostileBrowser()` starts both before the file's tests (a
 * `beforeAll` registered after the call runs after it, with the server up) and closes them after.
 */
export interface HostileBrowser {
  server: CanaryServer;
  context: BrowserContext;
  /** Serves `body` at `path` with `contentType`, visits and pokes it; what ran and what it shows. */
  visit(path: string, body: string | Uint8Array, contentType: string): Promise<PageVisit>;
}

export function useHostileBrowser(): HostileBrowser {
  let server: CanaryServer | undefined;
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  const ready = <T>(value: T | undefined, name: string): T => {
    if (!value) throw new Error(`the hostile browser's ${name} is not started (use it inside a test)`);
    return value;
  };
  beforeAll(async () => {
    server = await startCanaryServer();
    browser = await launchTestBrowser();
    context = await browser.newContext();
  }, 60_000);
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.close();
  });
  return {
    get server() {
      return ready(server, "server");
    },
    get context() {
      return ready(context, "context");
    },
    visit(path, body, contentType) {
      return visitAndPoke(ready(context, "context"), ready(server, "server").serve(path, body, contentType));
    },
  };
}
