import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { launchTestBrowser } from "../helpers/browser.ts";

/**
 * The browser the tests and benchmarks render with stays on loopback: anything else is sent to a proxy address on
 * loopback where nothing listens. The off-machine request below uses a `.invalid` name, which Chromium hands to
 * the proxy without resolving it, so not even a DNS query leaves.
 */
describe("the test browser", () => {
  let browser: Browser;
  let server: Server;
  let origin: string;

  beforeAll(async () => {
    server = createServer((_req, res) => {
      res.writeHead(200, { "content-type": "text/html" }).end(`<p>local</p><img src="http://fonts.example.invalid/pixel.png">`);
    });
    await new Promise<void>((ok) => server.listen(0, "127.0.0.1", ok));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    browser = await launchTestBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await new Promise<void>((ok) => server.close(() => ok()));
  });

  it("loads loopback pages and fails every other request at the loopback dead end", async () => {
    const page = await browser.newPage();
    const failed: { url: string; error: string }[] = [];
    page.on("requestfailed", (req) => failed.push({ url: req.url(), error: req.failure()?.errorText ?? "" }));
    await page.goto(`${origin}/`, { waitUntil: "load" });
    expect(await page.textContent("p")).toBe("local");
    expect(failed).toEqual([{ url: "http://fonts.example.invalid/pixel.png", error: expect.stringMatching(/ERR_PROXY_CONNECTION_FAILED|ERR_TUNNEL_CONNECTION_FAILED/) }]);
    await page.close();
  });
});
