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

/**
 * Opens `path` at `width` and waits until the screen the visitor lands on has loaded. A screen may send the visitor on
 * (signed out at /checkout: to sign-in); the page measured is where they land.
 */
async function openAt(page: Page, inFlight: () => number, path: string, width: number) {
  await page.setViewportSize({ width, height: 844 });
  await page.goto(path);
  for (let attempt = 1; ; attempt++) {
    try {
      return await loaded(page, inFlight, width);
    } catch (err) {
      if (attempt === 3 || !/context was destroyed|navigat/i.test((err as Error).message)) throw new Error(`${path} at ${width}px never finished loading: ${(err as Error).message}`);
      await page.waitForLoadState("load");
    }
  }
}

/**
 * Resizes the open screen to `width` and waits until it has followed: the viewport has that width, any lazy part the
 * new width shows (the desktop sidebar) has replaced its placeholder, its data is in, and no CSS transition the new
 * width started (a box easing to its new size) is still running, so the box measured is where it comes to rest.
 */
async function resizeTo(page: Page, inFlight: () => number, width: number) {
  await page.setViewportSize({ width, height: 844 });
  await loaded(page, inFlight, width);
  await page.waitForFunction(() => !document.getAnimations().some((a) => a instanceof CSSTransition && a.playState === "running"));
}

async function loaded(page: Page, inFlight: () => number, width: number) {
  // The SPA's lazy screens: wait until the route's content has replaced the loading placeholders, and its data is in.
  await page.waitForFunction(
    (w) => window.innerWidth === w && document.querySelector("h1, main") && !document.querySelector('[role=status][aria-label^="Loading"]'),
    width,
  );
  await dataLoaded(page, inFlight);
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

/** The widths in turn, starting at the i-th: each width is the one a screen is loaded at for some screens and resized to for the others. */
const widthsFrom = (i: number) => [...WIDTHS.slice(i % WIDTHS.length), ...WIDTHS.slice(0, i % WIDTHS.length)];

/**
 * Loads each screen once and resizes it through the widths. The SPA follows a viewport change as it does for a
 * visitor who resizes the window (CSS media queries, and matchMedia listeners for the parts that differ in markup,
 * such as the phone sidebar sheet), so a resized screen lays out as one loaded at that width: a cold load per width
 * (75 of them) measured nothing more. Each screen starts at a different width, so every width is also measured
 * straight after a load, and both narrowing and widening are covered.
 */
async function expectNoSidewaysScroll(context: BrowserContext, paths: string[]) {
  const page = await context.newPage();
  const inFlight = requestsInFlight(page);
  const failures: string[] = [];
  for (const [i, path] of paths.entries()) {
    const widths = widthsFrom(i);
    await openAt(page, inFlight, path, widths[0]);
    // The landing demo's other two tabs load their own content (code editors, component list): each is measured at every width too.
    for (const tab of path === "/" ? [null, "Live Editor", "Components"] : [null]) {
      if (tab) {
        await page.getByRole("tab", { name: tab }).click();
        // The tab is selected and its panel shows its own content, not the lazy chunk's placeholder.
        await page.waitForFunction((name) => {
          const selected = [...document.querySelectorAll('[role=tab][aria-selected="true"]')].find((t) => t.textContent?.trim() === name);
          const panel = selected && document.getElementById(selected.getAttribute("aria-controls") ?? "");
          return panel && panel.childElementCount > 0 && !panel.querySelector('[role=status][aria-label="Loading"]');
        }, tab);
        await dataLoaded(page, inFlight);
      }
      for (const [j, width] of widths.entries()) {
        const justLoaded = !tab && j === 0;
        if (!justLoaded) await resizeTo(page, inFlight, width);
        const { scrollWidth, innerWidth, wide } = await measure(page);
        const what = `${tab ? `${path} (${tab})` : path} ${justLoaded ? "loaded" : "resized"} at ${width}px`;
        if (scrollWidth > innerWidth) failures.push(`${what} is ${scrollWidth}px wide: ${wide.join("; ")}`);
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
