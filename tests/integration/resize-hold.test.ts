import { fileURLToPath } from "node:url";
import type { Browser, Page } from "puppeteer-core";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { launchBrowser } from "@layoutlift/core/browser/launch";
import { fullPageScreenshot } from "@layoutlift/core/extract/browser/drawn-pixels";
import { HOLD_RESIZES_SCRIPT, holdResizesExpression } from "@layoutlift/core/extract/browser/resize-hold";
import { followsResize, watchResizeFollowers } from "@layoutlift/core/extract/browser/resize-watch";
import { setViewportSize } from "@layoutlift/core/extract/browser/snapshot";
import { startEgressProxy, type EgressProxy } from "@layoutlift/core/net/egress-proxy";
import { startFixtureServer, type FixtureServer } from "../helpers/fixture-server.ts";

const root = fileURLToPath(new URL("../fixtures/extract/resize-hold/", import.meta.url));

interface Heard {
  resize: number[];
  observer: number[];
  media: boolean[];
}

let server: FixtureServer;
let proxy: EgressProxy;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  server = await startFixtureServer(root);
  proxy = await startEgressProxy({ allowPrivate: true, loopbackOnly: true });
  browser = await launchBrowser({ proxyServer: proxy.server });
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await proxy?.close();
  await server?.close();
});

beforeEach(async () => {
  await page?.close();
  page = await browser.newPage();
  // The capture's order: the hold, then the watch that notes whether the page follows resizes.
  await page.evaluateOnNewDocument(HOLD_RESIZES_SCRIPT);
  await watchResizeFollowers(page);
  await setViewportSize(page, 1000);
});

const heard = () => page.evaluate("window.heard") as Promise<Heard>;
/**
 * Until the page has the viewport width it was given (when given one), then two frames: resize events and media-query
 * changes are dispatched at the start of a frame's rendering update and ResizeObserver callbacks at its end, so by
 * the second frame the page has heard everything a resize tells it.
 */
async function frames(width?: number): Promise<void> {
  if (width !== undefined) await page.waitForFunction(`innerWidth === ${width}`);
  await page.evaluate("new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))");
}

async function open(path: string): Promise<void> {
  await page.goto(server.url(path), { waitUntil: "load" });
  await frames();
}

describe("holding a page's resize listeners", () => {
  it("keeps resize events, media-query changes and ResizeObserver callbacks from the page while on, and only then", async () => {
    await open("index.html");
    const before = await heard();
    expect(before.observer).toEqual([500]);

    await page.evaluate(holdResizesExpression(true));
    await setViewportSize(page, 500);
    await frames(500);
    expect(await heard()).toEqual(before);

    await page.evaluate(holdResizesExpression(false));
    await setViewportSize(page, 1100);
    await frames(1100);
    const after = await heard();
    expect(after.resize.at(-1)).toBe(1100);
    expect(after.observer.at(-1)).toBe(550);
    // The page was never told it had been narrow: no media change said it matched, no box was 250 px.
    expect(after.media).not.toContain(true);
    expect(after.observer).not.toContain(250);
  });

  it("leaves the page able to remove a media-query listener it added", async () => {
    await open("index.html");
    await setViewportSize(page, 500);
    await frames(500);
    expect((await heard()).media).toEqual([true]);
    await page.evaluate("stopMedia()");
    await setViewportSize(page, 1000);
    await frames(1000);
    expect((await heard()).media).toEqual([true]);
  });

  it("still lets the capture tell a page that follows resizes from one laid out by CSS alone", async () => {
    await open("index.html");
    expect(await followsResize(page)).toBe(true);
    await open("quiet.html");
    expect(await followsResize(page)).toBe(false);
  });

  it("forgets what a popup's positioning attached only while it was open (floating-ui's autoUpdate under Radix)", async () => {
    // The capture opens each popup once to copy what it mounts: its listeners must not outlive it in this answer.
    await open("quiet.html");
    await page.evaluate(() => {
      const update = () => {};
      const observer = new ResizeObserver(update);
      const slots = window as unknown as Record<string, () => void>;
      slots.openPopup = () => {
        addEventListener("resize", update);
        observer.observe(document.body);
      };
      slots.closePopup = () => {
        removeEventListener("resize", update);
        observer.disconnect();
      };
    });
    await page.evaluate("openPopup()");
    expect(await followsResize(page)).toBe(true);
    await page.evaluate("closePopup()");
    expect(await followsResize(page)).toBe(false);
  });

  it("takes the capture's full-page screenshot without the page hearing of its momentary resize", async () => {
    await open("index.html");
    const before = await heard();
    const png = await fullPageScreenshot(page, 1000, 3040);
    expect(png.byteLength).toBeGreaterThan(0);
    await frames();
    const after = await heard();
    // Unheld, the page hears a resize event and a media-query change (it was 1 px wide for a moment); held, nothing.
    expect(after).toEqual(before);
  });
});
