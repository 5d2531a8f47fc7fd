import { describe, expect, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import { layouts, subscriptions } from "@layoutlift/core/db/schema/index";
import { useBrowserApp } from "../helpers/browser-app.ts";

const app = useBrowserApp();

/** The narrowest phone we support, the walkthrough's phone, a tablet, a laptop and a desktop. */
const WIDTHS = [360, 390, 768, 1280, 1440] as const;

const PUBLIC_PAGES = ["/", "/marketplace", "/checkout", "/subscription-selection", "/no-such-page", "/api/login"];
const SIGNED_IN_PAGES = ["/", "/dashboard", "/settings", "/teams", "/integrations", "/extract", "/marketplace", "/subscription-selection", "/no-such-page"];

const twoFrames = (page: Page) => page.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))));

/** Counts the page's requests in flight, so a test can wait for the data a screen shows instead of "network idle" (500 ms of silence per load). */
function requestsInFlight(page: Page): () => number {
  let inFlight = 0;
  page.on("request", () => inFlight++);
  page.on("requestfinished", () => inFlight--);
  page.on("requestfailed", () => inFlight--);
  return () => inFlight;
}

/** Waits until no request is in flight at two checks two frames apart (what a screen renders from its data may fetch more). */
async function dataLoaded(page: Page, inFlight: () => number) {
  for (let quiet = 0; quiet < 2; ) {
    await twoFrames(page);
    quiet = inFlight() === 0 ? quiet + 1 : 0;
  }
}

/** How far the page reaches past the viewport, and which elements stick out (so a failure says where to look). */
async function overflowAt(page: Page, inFlight: () => number, path: string, width: number) {
  await page.setViewportSize({ width, height: 844 });
  await page.goto(path);
  // A screen may send the visitor on (signed out at /checkout: to sign-in); the page measured is where they land.
  for (let attempt = 1; ; attempt++) {
    try {
      return await loadedAndMeasured(page, inFlight);
    } catch (err) {
      if (attempt === 3 || !/context was destroyed|navigat/i.test((err as Error).message)) throw new Error(`${path} at ${width}px never finished loading: ${(err as Error).message}`);
      await page.waitForLoadState("load");
    }
  }
}

async function loadedAndMeasured(page: Page, inFlight: () => number) {
  // The SPA's lazy screens: wait until the route's content has replaced the loading placeholders, and its data is in.
  await page.waitForFunction(() => document.querySelector("h1, main") && !document.querySelector('[role=status][aria-label^="Loading"]'));
  await dataLoaded(page, inFlight);
  return measure(page);
}

function measure(page: Page) {
  return page.evaluate(() => {
    const root = document.documentElement;
    const wide = [...document.querySelectorAll<HTMLElement>("body *")]
      .filter((el) => {
        const r = el.getBoundingClientRect();
        if (r.width === 0 || r.right <= window.innerWidth + 0.5) return false;
        // Content clipped by a scrolling or hidden-overflow ancestor does not widen the page.
        for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
          const o = getComputedStyle(p).overflowX;
          if (o !== "visible") return p.getBoundingClientRect().right > window.innerWidth + 0.5;
        }
        return true;
      })
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 60)} → ${Math.round(el.getBoundingClientRect().right)}px`);
    return { scrollWidth: root.scrollWidth, innerWidth: window.innerWidth, wide };
  });
}

async function expectNoSidewaysScroll(context: BrowserContext, paths: string[]) {
  const page = await context.newPage();
  const inFlight = requestsInFlight(page);
  const failures: string[] = [];
  for (const path of paths) {
    for (const width of WIDTHS) {
      const { scrollWidth, innerWidth, wide } = await overflowAt(page, inFlight, path, width);
      if (scrollWidth > innerWidth) failures.push(`${path} at ${width}px is ${scrollWidth}px wide: ${wide.join("; ")}`);
      if (path !== "/") continue;
      // The landing demo's other two tabs load their own content (code editors, component list).
      for (const tab of ["Live Editor", "Components"]) {
        await page.getByRole("tab", { name: tab }).click();
        // The tab is selected and its panel shows its own content, not the lazy chunk's placeholder.
        await page.waitForFunction((name) => {
          const selected = [...document.querySelectorAll('[role=tab][aria-selected="true"]')].find((t) => t.textContent?.trim() === name);
          const panel = selected && document.getElementById(selected.getAttribute("aria-controls") ?? "");
          return panel && panel.childElementCount > 0 && !panel.querySelector('[role=status][aria-label="Loading"]');
        }, tab);
        await dataLoaded(page, inFlight);
        const after = await measure(page);
        if (after.scrollWidth > after.innerWidth) failures.push(`/ (${tab}) at ${width}px is ${after.scrollWidth}px wide: ${after.wide.join("; ")}`);
      }
    }
  }
  await page.close();
  expect(failures).toEqual([]);
}

describe("no page is wider than the viewport (360–1440 px)", () => {
  it("public pages, signed out", async () => {
    const context = await app.newContext();
    await expectNoSidewaysScroll(context, PUBLIC_PAGES);
    await context.close();
  }, 240_000);

  it("signed-in pages, with layouts (long addresses, a failed one) and a paid team", async () => {
    const { user, cookie } = await app.server.signIn({ firstName: "Maximiliana", lastName: "Featherstonehaugh-Worthington" });
    const db = app.server.runtime.deps.db;
    await db.insert(subscriptions).values({ userId: user.id, tier: "pro", status: "active" });
    await db.insert(layouts).values([
      { userId: user.id, url: "https://www.an-exceptionally-long-domain-name-for-testing.example/with/a/very/long/path?and=query", title: "A title long enough to need truncating in a narrow card on a phone", status: "done" },
      { userId: user.id, url: "https://failed.example/", status: "failed", error: "The page did not finish loading within 20 seconds (https://failed.example/)." },
    ]);
    const context = await app.newContext(cookie);
    await expectNoSidewaysScroll(context, SIGNED_IN_PAGES);
    await context.close();
  }, 300_000);
});
