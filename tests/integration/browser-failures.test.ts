import http from "node:http";
import net from "node:net";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "puppeteer-core";
import { launchBrowser } from "@layoutlift/core/browser/launch";
import { createBrowserPool, type BrowserPool } from "@layoutlift/core/browser/pool";
import { UserFacingError } from "@layoutlift/core/errors/user-facing-error";
import { extractLayout } from "@layoutlift/core/extract/extract";
import { browserFailureMessage, PAGE_BUSY, PAGE_CRASHED } from "@layoutlift/core/extract/browser/browser-errors";
import { BROWSER_SERVICE_MESSAGE } from "@layoutlift/core/net/browser-service-hosts";
import { startEgressProxy, type EgressProxy } from "@layoutlift/core/net/egress-proxy";

/** Words of the DevTools protocol that must never reach a user. */
const RAW = /Runtime\.|Protocol|protocolTimeout|callFunctionOn|Execution context|Target closed|Session closed/;

const PAGES: Record<string, string> = {
  "/": "<!doctype html><title>Quiet</title><form><input name=email autocomplete=email><input type=password></form><p>Just text</p>",
  // Loads fine, then a script takes the main thread for good: every later DevTools call waits on it.
  "/hangs": `<!doctype html><title>Hangs</title><h1>Busy page</h1><script>addEventListener("load", () => setTimeout(() => { for (;;) {} }, 0));</script>`,
};

describe("Chromium failures reach users as sentences, and Chromium's own traffic never leaves", () => {
  let site: http.Server;
  let base = "";
  let proxy: EgressProxy;
  beforeAll(async () => {
    site = http.createServer((req, res) => {
      const body = PAGES[req.url ?? ""];
      if (body) res.writeHead(200, { "content-type": "text/html" }).end(body);
      else res.writeHead(404).end();
    });
    await new Promise<void>((ok) => site.listen(0, "127.0.0.1", ok));
    base = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
    proxy = await startEgressProxy({ allowPrivate: true, loopbackOnly: true });
  });
  afterAll(async () => {
    await proxy?.close();
    await new Promise<void>((ok) => site.close(() => ok()));
  });

  describe("errors the real browser raises", () => {
    // One browser per case: a renderer spinning forever takes a core, and must not slow the next case's calls. The
    // protocol limit leaves room for a loaded machine to open a page, yet fails the hung call within seconds.
    const withBrowser = async (run: (browser: Browser) => Promise<void>) => {
      const browser = await launchBrowser({ proxyServer: proxy.server, protocolTimeoutMs: 5000 });
      try {
        await run(browser);
      } finally {
        await browser.close();
      }
    };

    const errorOf = async (run: () => Promise<unknown>) => {
      try {
        await run();
      } catch (error) {
        return error as Error;
      }
      throw new Error("expected the browser to fail");
    };

    it("a script that never yields: the protocol call times out → 'stopped responding while we read it'", () =>
      withBrowser(async (browser) => {
        const page = await browser.newPage();
        await page.setContent("<p>x</p>");
        const error = await errorOf(() => page.evaluate(() => new Promise<void>(() => { for (;;) {} })));
        expect(error.message).toMatch(/timed out/);
        expect(browserFailureMessage(error)).toBe(PAGE_BUSY);
      }), 60_000);

    it("a page closed under a running call → 'crashed the browser'", () =>
      withBrowser(async (browser) => {
        const page = await browser.newPage();
        await page.setContent("<p>x</p>");
        const pending = errorOf(() => page.evaluate(() => new Promise(() => undefined)));
        await page.close();
        const error = await pending;
        expect(error.message).toMatch(/closed/i);
        expect(browserFailureMessage(error)).toBe(PAGE_CRASHED);
      }), 60_000);
  });

  describe("an extraction of a page whose script hangs after load", () => {
    let pool: BrowserPool;
    beforeAll(() => {
      pool = createBrowserPool({ protocolTimeoutMs: 3000 });
    });
    afterAll(() => pool?.close());

    it("fails with a sentence about the page, keeping the browser's words as the cause only", async () => {
      const error = await extractLayout(`${base}/hangs`, { pool, proxyServer: proxy.server, limits: { navigationMs: 8000 } }).then(
        () => null,
        (err: unknown) => err,
      );
      expect(error).toBeInstanceOf(UserFacingError);
      const { message } = error as UserFacingError;
      expect(message).not.toMatch(RAW);
      expect([PAGE_BUSY, "The page did not finish loading within 8 seconds. Try again later or try another page."]).toContain(message);
    }, 60_000);
  });

  describe("background traffic", () => {
    it("with the launch flags only the services that ignore them call out, and the proxy refuses those unresolved", async () => {
      const watched = await startEgressProxy({ allowPrivate: true, loopbackOnly: true });
      const browser = await launchBrowser({ proxyServer: watched.server });
      try {
        const page = await browser.newPage();
        await page.goto(`${base}/`);
        await page.click("input[name=email]");
        await page.keyboard.type("someone@example.test");
        // Absence needs a window: Chromium starts its updaters, account checks and autofill within seconds of launch.
        await new Promise((r) => setTimeout(r, 6000));
      } finally {
        await browser.close();
        await watched.close();
      }
      const denials = watched.denials();
      for (const denial of denials) expect(denial.reason, denial.target).toMatch(new RegExp(`^${BROWSER_SERVICE_MESSAGE}`));
      const targets = denials.map((d) => d.target).join(" ");
      // Stopped by the flags: autofill, network time, safe browsing, optimization hints.
      expect(targets).not.toMatch(/content-autofill|clients2\.google\.com\/time|safebrowsing|optimizationguide/);
    }, 60_000);

    it("the proxy refuses Chromium's service hosts before any lookup, under the production policy", async () => {
      const lookups: string[] = [];
      const prod = await startEgressProxy({
        allowPrivate: false,
        lookup: async (host) => {
          lookups.push(host);
          return [{ address: "93.184.216.34", family: 4 }];
        },
      });
      try {
        for (const host of ["accounts.google.com", "update.googleapis.com", "content-autofill.googleapis.com", "UPDATE.googleapis.com."]) {
          const answer = await new Promise<string>((resolve, reject) => {
            const socket = net.connect(prod.port, prod.host, () => socket.write(`CONNECT ${host}:443 HTTP/1.1\r\nHost: ${host}:443\r\n\r\n`));
            socket.once("data", (chunk) => {
              resolve(chunk.toString("latin1").split("\r\n")[0]);
              socket.destroy();
            });
            socket.once("error", reject);
          });
          expect(answer, host).toMatch(/^HTTP\/1\.1 403/);
        }
        expect(lookups).toEqual([]);
        expect(prod.denials().every((d) => d.reason.startsWith(BROWSER_SERVICE_MESSAGE))).toBe(true);
      } finally {
        await prod.close();
      }
    });
  });
});
