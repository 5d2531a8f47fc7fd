import { describe, expect, it } from "vitest";
import type { Locator, Page } from "playwright-core";
import { layouts, subscriptions } from "@layoutlift/core/db/schema/index";
import { useBrowserApp } from "../helpers/browser-app.ts";

// A Stripe key without price ids: every checkout is refused by the server (503, "Setup Required") without any
// call leaving the machine, which gives the plan page real error toasts to repeat.
const app = useBrowserApp({ env: { STRIPE_SECRET_KEY: "sk_test_toasts_only" } });
const SIZES = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;

type Box = { x: number; y: number; width: number; height: number };
const intersects = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The toasts a person can see: mounted, not faded out, inside the viewport. */
async function visibleToasts(page: Page): Promise<Box[]> {
  await page.locator("[data-sonner-toast][data-mounted=true]").first().waitFor();
  // The entrance (and any exit of a replaced toast) has finished: no toast is mid-transition or still entering.
  await page.waitForFunction(() => {
    const toasts = [...document.querySelectorAll("[data-sonner-toast]")];
    const placed = toasts.every((el) => el.getAttribute("data-mounted") === "true" || el.getAttribute("data-removed") === "true");
    // Sonner keeps one list per corner, and toasts here change corners.
    const moving = [...document.querySelectorAll("[data-sonner-toaster]")]
      .flatMap((list) => list.getAnimations({ subtree: true }))
      .some((a) => Number.isFinite(a.effect?.getComputedTiming().endTime) && (a.pending || a.playState === "running"));
    return placed && !moving;
  });
  return page.locator("[data-sonner-toast]").evaluateAll((els) =>
    els
      .filter((el) => el.getAttribute("data-visible") !== "false" && el.getAttribute("data-removed") !== "true" && Number(getComputedStyle(el).opacity) > 0.05)
      .map((el) => {
        const r = el.getBoundingClientRect();
        return { x: r.x, y: r.y, width: r.width, height: r.height };
      })
      .filter((r) => r.width > 0 && r.y < window.innerHeight && r.y + r.height > 0),
  );
}

async function expectClear(page: Page, actions: Locator[], label: string) {
  const toasts = await visibleToasts(page);
  expect(toasts, `${label}: one toast on screen`).toHaveLength(1);
  for (const action of actions) {
    const box = await action.boundingBox();
    if (!box) continue;
    expect(intersects(toasts[0], box), `${label}: toast ${JSON.stringify(toasts[0])} covers ${await action.textContent()} ${JSON.stringify(box)}`).toBe(false);
  }
}

describe("toasts: one at a time, never over a primary action", () => {
  it("on the plan choice, repeated checkout errors leave one toast clear of Get Pro / Get Enterprise", async () => {
    const { cookie } = await app.server.signIn({ firstName: "Ada" });
    for (const size of SIZES) {
      const context = await app.newContext(cookie);
      const page = await context.newPage();
      await page.setViewportSize(size);
      await page.goto("/subscription-selection");
      const enterprise = page.getByRole("button", { name: "Get Enterprise" });
      const pro = page.getByRole("button", { name: "Get Pro" });
      for (let i = 0; i < 3; i++) {
        await enterprise.scrollIntoViewIfNeeded();
        await enterprise.click();
        await page.getByText("Checkout Error").first().waitFor();
        await enterprise.waitFor({ state: "visible" });
        await page.waitForFunction(() => !document.querySelector("button[disabled][data-primary-action]"));
      }
      await expectClear(page, [enterprise, pro], `plans at ${size.width}px`);
      await context.close();
    }
  });

  it("in the editor, repeated AI errors leave one toast clear of Apply, Save and the provider chip", async () => {
    const { user, cookie } = await app.server.signIn();
    const db = app.server.runtime.deps.db;
    await db.insert(subscriptions).values({ userId: user.id, tier: "pro", status: "active" });
    const [layout] = await db
      .insert(layouts)
      .values({ userId: user.id, url: "https://toasts.example/", status: "done", extractedHtml: "<section><h1>Toasts</h1><p>Body text</p></section>", extractedCss: "section{padding:40px}" })
      .returning();
    for (const size of SIZES) {
      const context = await app.newContext(cookie);
      const page = await context.newPage();
      await page.setViewportSize(size);
      await page.goto(`/editor/${layout.id}`);
      const prompt = page.getByRole("textbox", { name: "AI prompt" });
      const apply = page.getByRole("button", { name: "Apply" });
      await page.getByTestId("ai-provider").waitFor();
      for (let i = 0; i < 3; i++) {
        await prompt.fill(`Write a haiku about layouts, take ${i + 1}`);
        // Enter submits (spec section 5); at 390 px the editor's own layout may push Apply past the edge (issue 14).
        await prompt.press("Enter");
        await page.getByText("AI edit failed").first().waitFor();
        await apply.waitFor({ state: "visible" });
        await page.waitForFunction(() => !document.querySelector('[aria-label="AI prompt"][disabled]'));
      }
      await expectClear(page, [apply, page.getByRole("button", { name: "Save" }), page.getByTestId("ai-provider")], `editor at ${size.width}px`);
      await context.close();
    }
  });
});
