import type { Browser, Page } from "puppeteer-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "@layoutlift/core/browser/launch";
import { PAGE_LIB } from "@layoutlift/core/extract/browser/in-page.gen";
import { pageCall, pageEvaluator } from "@layoutlift/core/extract/browser/page-script";
import { startFixtureServer, type FixtureServer } from "../helpers/fixture-server.ts";

/**
 * The capture's in-page operations are installed once per document in puppeteer's isolated world, not re-sent with
 * every call (core/src/extract/browser/page-script.ts): what each evaluation sent to Chromium is recorded on the real
 * frame (the calls go through unchanged), and the page's own scripts must neither see nor replace the operations.
 */
let browser: Browser;
let server: FixtureServer;

const PAGE = `<!doctype html><title>one</title><body><main><h1>Installed once</h1><p>Body text</p></main>
<script>window.__layoutliftInstalledPageLib = { stamp: () => "the page's own" };</script>`;

/** Records the length of every expression the page's isolated world evaluates. */
function recordEvaluations(page: Page): number[] {
  const sent: number[] = [];
  const frame = page.mainFrame() as unknown as { isolatedRealm: () => { evaluate: (e: string) => Promise<unknown> } };
  const realmOf = frame.isolatedRealm.bind(frame);
  frame.isolatedRealm = () => {
    const realm = realmOf();
    return new Proxy(realm, {
      get: (target, key) =>
        key === "evaluate"
          ? (expression: string) => {
              sent.push(expression.length);
              return target.evaluate(expression);
            }
          : Reflect.get(target, key),
    });
  };
  return sent;
}

const withLib = (sent: number[]) => sent.filter((n) => n >= PAGE_LIB.length).length;

beforeAll(async () => {
  server = await startFixtureServer(new URL("../fixtures/extract/", import.meta.url).pathname);
  browser = await launchBrowser({});
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe("in-page operations installed once per document", () => {
  it("sends the operations with the first call only, and again after setContent or a navigation gave a new document", async () => {
    const page = await browser.newPage();
    const sent = recordEvaluations(page);
    const evaluate = pageEvaluator(page);
    await page.setContent(PAGE);
    const first = await evaluate(pageCall("stamp", 0));
    expect(first.total).toBeGreaterThan(3);
    for (let i = 0; i < 5; i++) await evaluate(pageCall("stamp", 0));
    expect(JSON.stringify(await evaluate(pageCall("html")))).toContain("Installed once");
    expect(withLib(sent)).toBe(1);
    // Every call after the first was a short one naming the installed operations.
    expect(sent.slice(2).every((n) => n < 500)).toBe(true);

    await page.setContent(PAGE.replace("Installed once", "Second document"));
    expect(JSON.stringify(await evaluate(pageCall("html")))).toContain("Second document");
    await page.goto(server.url("engine/index.html"), { waitUntil: "load" });
    expect((await evaluate(pageCall("stamp", 0))).total).toBeGreaterThan(3);
    await evaluate(pageCall("settle", 50));
    await page.reload({ waitUntil: "load" });
    expect((await evaluate(pageCall("stamp", 0))).total).toBeGreaterThan(3);
    // At most one install per document: the first, (perhaps) setContent's, the navigation's and the reload's.
    expect(withLib(sent)).toBeLessThanOrEqual(4);
    expect(withLib(sent)).toBeGreaterThanOrEqual(3);
    await page.close();
  }, 60_000);

  it("is invisible to the page's own scripts, and theirs does not replace it", async () => {
    const page = await browser.newPage();
    const evaluate = pageEvaluator(page);
    await page.setContent(PAGE);
    const { total } = await evaluate(pageCall("stamp", 1000));
    expect(total).toBeGreaterThan(3);
    // The page's world still has only its own object; ours lives in the isolated world.
    expect(await page.evaluate(() => (window as unknown as Record<string, { stamp: () => string }>).__layoutliftInstalledPageLib.stamp())).toBe("the page's own");
    expect(await page.evaluate(() => Object.keys(window).filter((k) => k.startsWith("__layoutlift")))).toEqual(["__layoutliftInstalledPageLib"]);
    expect(await page.evaluate(() => document.querySelectorAll("[data-ll-id]").length)).toBe(total);
    await page.close();
  }, 60_000);

  it("without an isolated world (a puppeteer that has none) each call carries them and leaves no global in the page", async () => {
    const page = await browser.newPage();
    await page.setContent(PAGE);
    (page.mainFrame() as unknown as { isolatedRealm?: unknown }).isolatedRealm = undefined;
    const evaluate = pageEvaluator(page);
    expect((await evaluate(pageCall("stamp", 1000))).total).toBeGreaterThan(3);
    expect(JSON.stringify(await evaluate(pageCall("html")))).toContain("Installed once");
    expect(await page.evaluate(() => (window as unknown as Record<string, { stamp: () => string }>).__layoutliftInstalledPageLib.stamp())).toBe("the page's own");
    await page.close();
  }, 60_000);
});
