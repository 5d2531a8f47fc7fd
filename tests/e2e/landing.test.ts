import { describe, expect, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import { eq } from "drizzle-orm";
import { newsletterSubscribers, subscriptions } from "@layoutlift/core/db/schema/index";
import { annualMonthlyPrice, plans } from "@layoutlift/core/plans/plans";
import { useBrowserApp } from "../helpers/browser-app.ts";

const app = useBrowserApp();
const newContext = app.newContext;

async function openLanding(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.goto("/");
  await page.getByRole("heading", { level: 1, name: /Copy Any Layout/ }).waitFor();
  return page;
}

/** Clicks a link and records every scroll position until `#id` sits at the top, so we can tell a glide from a jump. */
async function scrollPositionsAfterClick(page: Page, click: () => Promise<void>, id: string): Promise<number[]> {
  await page.evaluate(() => {
    window.scrollTo({ top: 0, behavior: "instant" });
    const w = window as unknown as { __scrolls: number[] };
    w.__scrolls = [];
    window.addEventListener("scroll", () => w.__scrolls.push(window.scrollY));
  });
  await click();
  await page.waitForFunction((target) => {
    const el = document.getElementById(target);
    if (!el) return false;
    const top = el.getBoundingClientRect().top;
    const padding = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
    const atBottom = Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight;
    return Math.abs(top - padding) < 2 || (atBottom && top >= 0);
  }, id);
  return page.evaluate(() => [...new Set((window as unknown as { __scrolls: number[] }).__scrolls)]);
}

describe("landing page", () => {
  it("header anchors and 'View Demo' glide to their sections and update the address", async () => {
    const context = await newContext();
    const page = await openLanding(context);
    await expect(page.locator("#how-it-works").count()).resolves.toBe(1);
    const nav = page.getByRole("navigation", { name: "Sections" });

    for (const [label, id] of [["Pricing", "pricing"], ["Features", "features"], ["FAQ", "faq"]] as const) {
      const positions = await scrollPositionsAfterClick(page, () => nav.getByRole("link", { name: label }).click(), id);
      // An instant jump records a single position; a smooth scroll passes through at least one on the way
      // (more on an idle machine; a starved CPU may drop frames, so one intermediate position is the bar).
      expect(positions.length, `scroll positions for ${label}`).toBeGreaterThan(1);
      expect(new URL(page.url()).hash).toBe(`#${id}`);
    }

    const positions = await scrollPositionsAfterClick(page, () => page.getByRole("link", { name: "View Demo" }).click(), "features");
    expect(positions.length).toBeGreaterThan(1);
    await context.close();
  });

  it("keeps the chosen theme across a reload", async () => {
    const context = await newContext();
    const page = await openLanding(context);
    const isDark = () => page.evaluate(() => document.documentElement.classList.contains("dark"));
    expect(await isDark()).toBe(false);

    await page.getByRole("button", { name: "Switch to dark theme" }).click();
    expect(await isDark()).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");

    await page.reload();
    expect(await isDark()).toBe(true);
    await page.getByRole("button", { name: "Switch to light theme" }).click();
    expect(await isDark()).toBe(false);
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("light");
    await context.close();
  });

  it("switches pricing between monthly and annual (20 % off, rounded)", async () => {
    const context = await newContext();
    const page = await openLanding(context);
    const pro = page.getByTestId("price-pro");
    const enterprise = page.getByTestId("price-enterprise");
    await expect(pro.textContent()).resolves.toBe(`$${plans.pro.monthlyPrice}`);
    await expect(enterprise.textContent()).resolves.toBe(`$${plans.enterprise.monthlyPrice}`);

    await page.getByRole("radio", { name: "Annual" }).click();
    await expect(pro.textContent()).resolves.toBe("$23");
    await expect(enterprise.textContent()).resolves.toBe("$63");
    expect(annualMonthlyPrice(plans.pro.monthlyPrice)).toBe(23);
    await expect(page.getByText("Save 20%").isVisible()).resolves.toBe(true);

    await page.getByRole("radio", { name: "Monthly" }).click();
    await expect(pro.textContent()).resolves.toBe("$29");
    await context.close();
  });

  it("keeps only one FAQ answer open at a time", async () => {
    const context = await newContext();
    const page = await openLanding(context);
    const triggers = page.getByTestId("faq").getByRole("button");
    expect(await triggers.count()).toBe(8);
    const expanded = async () =>
      (await triggers.evaluateAll((els) => els.map((el) => el.getAttribute("aria-expanded")))).filter((v) => v === "true").length;

    await triggers.nth(0).click();
    await expect(triggers.nth(0).getAttribute("aria-expanded")).resolves.toBe("true");
    await triggers.nth(3).click();
    await expect(triggers.nth(3).getAttribute("aria-expanded")).resolves.toBe("true");
    await expect(triggers.nth(0).getAttribute("aria-expanded")).resolves.toBe("false");
    expect(await expanded()).toBe(1);
    await triggers.nth(3).click();
    expect(await expanded()).toBe(0);
    await context.close();
  });

  it("gates demo copy/download behind the upgrade modal for trial users", async () => {
    const { cookie } = await app.server.signIn({ firstName: "Ada", lastName: "Lovelace" });
    const context = await newContext(cookie);
    const page = await openLanding(context);

    const banner = page.getByTestId("trial-banner");
    await banner.waitFor();
    expect(await banner.textContent()).toContain("3 layouts and 14 days remaining");
    await expect(page.getByTestId("user-menu-trigger").innerText()).resolves.toContain("Ada Lovelace");

    await page.getByRole("tab", { name: "Live Editor" }).click();
    const frame = page.getByTestId("demo-preview");
    expect(await frame.getAttribute("sandbox")).toBe("");
    expect((await frame.boundingBox())?.height).toBe(500);
    const editor = page.getByLabel("HTML code");
    expect((await editor.boundingBox())?.height).toBe(400);

    // Editing is allowed in the trial: the sandboxed preview follows the code.
    await editor.fill(`<h1 class="probe">Edited in the demo</h1><script>document.title = "ran"</script>`);
    await page.frameLocator('[data-testid="demo-preview"]').getByText("Edited in the demo").waitFor();
    expect(await page.frameLocator('[data-testid="demo-preview"]').locator("script").count()).toBe(0);

    await expect(page.getByTestId("read-only-note").innerText()).resolves.toContain("Read-only in trial");
    await page.getByRole("button", { name: "Copy (Pro)" }).click();
    const modal = page.getByRole("dialog");
    await modal.getByRole("heading", { name: "Export Unlocked in Paid Plans" }).waitFor();
    await modal.getByRole("button", { name: "Continue with Free Trial" }).click();
    await modal.waitFor({ state: "detached" });

    await page.getByRole("button", { name: "Download (Pro)" }).click();
    await modal.getByRole("button", { name: "Upgrade Now" }).click();
    await page.waitForURL((url) => url.hash === "#pricing");
    await modal.waitFor({ state: "detached" });

    // Closing the banner hides it for the rest of the session, reloads included.
    await page.getByRole("button", { name: "Dismiss trial banner" }).click();
    await banner.waitFor({ state: "detached" });
    await page.reload();
    await page.getByTestId("user-menu-trigger").waitFor();
    expect(await page.getByTestId("trial-banner").count()).toBe(0);
    await context.close();
  });

  it("lets paid users copy and download the demo code", async () => {
    const { user, cookie } = await app.server.signIn({ firstName: "Grace", lastName: "Hopper" });
    await app.server.runtime.deps.db.insert(subscriptions).values({ userId: user.id, tier: "pro", status: "active" });
    const context = await newContext(cookie);
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: app.server.baseUrl });
    const page = await openLanding(context);
    await page.getByTestId("user-menu-trigger").waitFor();
    expect(await page.getByTestId("trial-banner").count()).toBe(0);

    await page.getByRole("tab", { name: "Live Editor" }).click();
    expect(await page.getByTestId("read-only-note").count()).toBe(0);
    const html = await page.getByLabel("HTML code").inputValue();
    await page.getByRole("button", { name: "Copy", exact: true }).click();
    await page.getByText("Copied to clipboard!").waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(html);

    await page.getByRole("tab", { name: "CSS" }).click();
    const css = await page.getByLabel("CSS code").inputValue();
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download", exact: true }).click()]);
    expect(download.suggestedFilename()).toBe("styles.css");
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString("utf8")).toBe(css);
    await page.getByText("Download started!").waitFor();

    await page.getByTestId("user-menu-trigger").click();
    const menu = page.getByRole("menu");
    await expect(menu.getByRole("menuitem", { name: /Subscription/ }).innerText()).resolves.toContain("Pro");
    expect(await menu.getByRole("menuitem", { name: "Upgrade to Pro" }).count()).toBe(0);
    // Sign Out posts to /api/logout (a GET there only asks) and the server sends the browser home, signed out.
    await Promise.all([
      page.waitForResponse((res) => res.url().endsWith("/api/logout") && res.request().method() === "POST" && res.status() === 303),
      menu.getByRole("menuitem", { name: "Sign Out" }).click(),
    ]);
    await page.getByRole("link", { name: "Sign In" }).first().waitFor();
    expect(new URL(page.url()).pathname).toBe("/");
    expect((await context.request.get("/api/auth/user")).status()).toBe(401);
    await context.close();
  });

  it("subscribes to the newsletter once per address", async () => {
    const context = await newContext();
    const page = await openLanding(context);
    const rows = () => app.server.runtime.deps.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, "reader@example.test"));

    await page.getByLabel("Email address").fill("Reader@Example.test");
    await page.getByRole("button", { name: "Subscribe" }).click();
    await page.getByText("Thanks for subscribing!").waitFor();
    expect(await rows()).toHaveLength(1);

    await page.getByLabel("Email address").fill("reader@example.test");
    await page.getByRole("button", { name: "Subscribe" }).click();
    await page.getByText("You're already subscribed").waitFor();
    expect(await rows()).toHaveLength(1);

    const bad = await app.server.request("/api/newsletter", { method: "POST", json: { email: "not-an-email" } });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toMatch(/valid email/i);
    await context.close();
  });
});
