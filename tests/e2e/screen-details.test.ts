import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { subscriptions } from "@layoutlift/core/db/schema/index";
import { useBrowserApp } from "../helpers/browser-app.ts";

const app = useBrowserApp();

/** Tabs whose text is cut (by their own box, the viewport, or a clipping ancestor). */
async function clippedTabs(page: Page): Promise<string[]> {
  return page.getByRole("tab").evaluateAll((tabs) =>
    tabs
      .filter((tab) => {
        const r = tab.getBoundingClientRect();
        if (tab.scrollWidth > tab.clientWidth + 1 || r.left < 0 || r.right > window.innerWidth + 0.5) return true;
        for (let p = tab.parentElement; p; p = p.parentElement) {
          if (getComputedStyle(p).overflowX === "visible") continue;
          const c = p.getBoundingClientRect();
          if (r.left < c.left - 0.5 || r.right > c.right + 0.5) return true;
        }
        return false;
      })
      .map((tab) => tab.textContent ?? ""),
  );
}

/**
 * Resizes the open screen to `width` and waits until it has followed (the viewport has that width, no CSS transition
 * the resize started is still running). The SPA follows a viewport change as it does a visitor's window resize (CSS
 * media queries, matchMedia listeners for the sidebar), so one load per screen serves every width.
 */
async function resizeTo(page: Page, width: number) {
  await page.setViewportSize({ width, height: 800 });
  await page.waitForFunction((w) => window.innerWidth === w, width);
  await page.waitForFunction(() => !document.getAnimations().some((a) => a instanceof CSSTransition && a.playState === "running"));
}

describe("screen details from the new-user walkthrough", () => {
  it("shows all eight marketplace tabs uncut, signed out and signed in (with the sidebar), at every width", async () => {
    const { cookie } = await app.server.signIn();
    for (const signedIn of [false, true]) {
      const context = await app.newContext(signedIn ? cookie : undefined);
      const page = await context.newPage();
      await page.goto("/marketplace");
      await page.getByTestId("template-card").first().waitFor();
      for (const width of [1280, 1024, 768, 390, 360]) {
        await resizeTo(page, width);
        expect(await page.getByRole("tab").count()).toBe(8);
        expect(await clippedTabs(page), `${signedIn ? "signed in" : "signed out"} at ${width}px`).toEqual([]);
      }
      await context.close();
    }
  });

  it("keeps every integration card's badge inside the card edge", async () => {
    const { user, cookie } = await app.server.signIn();
    await app.server.runtime.deps.db.insert(subscriptions).values({ userId: user.id, tier: "pro", status: "active" });
    const context = await app.newContext(cookie);
    const page = await context.newPage();
    await page.goto("/integrations");
    await page.getByTestId("integration-card").first().waitFor();
    for (const width of [1440, 1280, 1024, 768, 390, 360]) {
      await resizeTo(page, width);
      const outside = await page.getByTestId("integration-card").evaluateAll((cards) =>
        cards.flatMap((card) => {
          const edge = card.getBoundingClientRect();
          return [...card.querySelectorAll("*")]
            .filter((el) => {
              const r = el.getBoundingClientRect();
              return r.width > 0 && (r.right > edge.right + 0.5 || r.left < edge.left - 0.5);
            })
            .map((el) => `${card.getAttribute("data-integration")}: ${el.textContent?.trim().slice(0, 30)}`);
        }),
      );
      expect(outside, `at ${width}px`).toEqual([]);
      expect(await page.getByText("Coming Soon").count()).toBeGreaterThan(0);
    }
    await context.close();
  });

  it("the 404 page keeps the account menu for signed-in users and offers sign-in to visitors", async () => {
    const { cookie } = await app.server.signIn({ firstName: "Grace" });
    const context = await app.newContext(cookie);
    const page = await context.newPage();
    const res = await page.goto("/definitely/not/here");
    expect(res?.status()).toBe(404);
    await page.getByRole("heading", { name: "Page Not Found" }).waitFor();
    await page.getByTestId("user-menu-trigger").click();
    for (const name of ["Dashboard", "Teams", "Settings", "Log out"]) await page.getByRole("menuitem", { name }).waitFor();
    await context.close();

    const visitor = await app.newContext();
    const anon = await visitor.newPage();
    await anon.goto("/definitely/not/here");
    await anon.getByRole("heading", { name: "Page Not Found" }).waitFor();
    await anon.getByRole("link", { name: "Sign in" }).waitFor();
    expect(await anon.getByTestId("user-menu-trigger").count()).toBe(0);
    await visitor.close();
  });

  it("the signed-in landing offers 'Go to dashboard' instead of starting a trial", async () => {
    const { cookie } = await app.server.signIn();
    const context = await app.newContext(cookie);
    const page = await context.newPage();
    await page.goto("/");
    const hero = page.getByRole("region", { name: /Copy Any Layout/ });
    await hero.getByRole("link", { name: "Go to dashboard" }).waitFor();
    expect(await page.getByRole("link", { name: /Start Free Trial|Get Started Free|Try It Yourself/ }).count()).toBe(0);
    expect(await page.locator('main a[href="/api/login"]').count()).toBe(0);
    await hero.getByRole("link", { name: "Go to dashboard" }).click();
    await page.waitForURL("**/dashboard");
    await context.close();

    // Visitors still start the trial at the login endpoint.
    const visitor = await app.newContext();
    const anon = await visitor.newPage();
    await anon.goto("/");
    const start = anon.getByRole("region", { name: /Copy Any Layout/ }).getByRole("link", { name: "Start Free Trial" });
    expect(await start.getAttribute("href")).toBe("/api/login");
    expect(await anon.getByRole("link", { name: "Go to dashboard" }).count()).toBe(0);
    await visitor.close();
  });
});
