import { readFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext } from "playwright-core";
import { eq } from "drizzle-orm";
import { SESSION_COOKIE } from "@layoutlift/core/auth/sessions";
import { layouts } from "@layoutlift/core/db/schema/index";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import { launchTestBrowser } from "../helpers/browser.ts";
import { solidPng } from "../helpers/png.ts";
import { signedInContext } from "../helpers/signed-in-context.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

describe("signed-in app screens in a real browser", () => {
  let s: TestServer;
  let browser: Browser;

  beforeAll(async () => {
    [s, browser] = await Promise.all([startTestServer("pglite"), launchTestBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await s?.close();
  });

  const sidebarCookie = async (context: BrowserContext) => (await context.cookies()).find((c) => c.name === "sidebar_state");

  it("sends signed-out visitors of /dashboard to sign-in after the 'Unauthorized' toast", async () => {
    const page = await browser.newPage();
    // The toast lives 500 ms before the redirect; a busy machine can poll past it. The page itself notes when the
    // toast appears (sessionStorage survives the same-origin redirect), so the test reads a fact, not a race.
    await page.addInitScript((text: string) => {
      new MutationObserver(() => {
        if (document.body?.innerText.includes(text)) sessionStorage.setItem("toast-seen", "1");
      }).observe(document, { childList: true, subtree: true, characterData: true });
    }, "You are logged out. Logging in again...");
    await page.goto(`${s.baseUrl}/dashboard`);
    await page.waitForURL(`${s.baseUrl}/api/login`);
    await page.getByText("Local development sign-in").waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem("toast-seen"))).toBe("1");
    await page.close();

    // Settings sends signed-out visitors home instead.
    const settings = await browser.newPage();
    await settings.goto(`${s.baseUrl}/settings`);
    await settings.waitForURL(`${s.baseUrl}/`);
    await settings.close();
    // The first page of the file pays for the cold bundle: the project's limit gives it room on a busy machine.
  });

  it("logs out from the account menu to the landing page without the signed-out toast", async () => {
    const { context } = await signedInContext(s, browser, { firstName: "Lee" });
    const page = await context.newPage();
    const loginRequests: string[] = [];
    page.on("request", (req) => new URL(req.url()).pathname === "/api/login" && loginRequests.push(req.url()));
    await page.goto(`${s.baseUrl}/dashboard`);
    await page.getByTestId("user-menu-trigger").click();
    const menu = page.getByRole("menu");
    for (const name of ["Dashboard", "Teams", "Settings", "Log out"]) await menu.getByRole("menuitem", { name }).waitFor();
    await menu.getByRole("menuitem", { name: "Log out" }).click();
    await page.waitForURL(`${s.baseUrl}/`);
    await page.getByRole("link", { name: "Sign In" }).first().waitFor();
    expect(await page.getByText("Unauthorized").count()).toBe(0);
    expect(loginRequests).toEqual([]);
    expect((await context.cookies()).some((c) => c.name === SESSION_COOKIE)).toBe(false);
    await context.close();
  });

  it("extracts a loopback page from /extract through the job's real progress into the editor", async () => {
    const site: Server = createServer((_req, res) => {
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      res.end(
        `<!doctype html><html><head><title>Loopback Cafe</title><style>header{display:flex;padding:24px;background:#123}h1{color:#fff}main{display:grid;grid-template-columns:1fr 1fr;gap:16px;padding:32px}.card{border:1px solid #ccc;padding:16px;border-radius:8px}</style></head>` +
          `<body><header><h1>Loopback Cafe</h1></header><main><div class="card"><h2>Coffee</h2><p>Fresh beans.</p></div><div class="card"><h2>Tea</h2><p>Loose leaf.</p></div></main></body></html>`,
      );
    });
    await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
    const siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}/`;
    try {
      const { user, context } = await signedInContext(s, browser);
      const page = await context.newPage();
      await page.goto(`${s.baseUrl}/extract`);
      await page.getByLabel("Website URL").fill(siteUrl);
      // Record every progress value the bar shows while the job runs.
      await page.evaluate(() => {
        const seen: string[] = [];
        (window as unknown as { __progress: string[] }).__progress = seen;
        new MutationObserver(() => {
          const bar = document.querySelector("[data-testid=extraction-progress]");
          const value = bar && `${bar.getAttribute("data-stage")}:${bar.getAttribute("data-progress")}`;
          if (value && seen.at(-1) !== value) seen.push(value);
        }).observe(document.body, { subtree: true, childList: true, attributes: true });
      });
      await page.getByRole("button", { name: "Extract Layout" }).click();
      await page.getByRole("button", { name: "Extracting Layout..." }).waitFor();
      await page.getByText("Analyzing layout...").waitFor();
      await page.waitForURL(/\/editor\/[0-9a-f-]{36}$/, { timeout: 180_000 }); // a real extraction on a busy machine

      const id = new URL(page.url()).pathname.split("/").at(-1)!;
      const [row] = await s.runtime.deps.db.select().from(layouts).where(eq(layouts.id, id));
      expect(row).toMatchObject({ userId: user.id, url: siteUrl, status: "done", progress: 100 });
      const seen = await page.evaluate(() => (window as unknown as { __progress: string[] }).__progress);
      // The bar follows the job (e.g. queued:0, capture:5, capture:27, verify:70, components:90, done:100), never a fixed 65 %.
      const values = seen.map((v) => Number(v.split(":")[1]));
      expect(seen.at(-1)).toBe("done:100");
      expect(values).toEqual([...values].sort((a, b) => a - b));
      expect(new Set(values).size).toBeGreaterThan(1);
      await context.close();
    } finally {
      await new Promise<void>((resolve) => site.close(() => resolve()));
    }
  });

  it("shows stat cards and layout cards from the user's real layouts, with live status and selection", async () => {
    const { user, context } = await signedInContext(s, browser, { firstName: "Dana", lastName: "Scully", email: "dana@example.test" });
    const db = s.runtime.deps.db;
    const [done] = await db
      .insert(layouts)
      .values({ userId: user.id, url: "https://shop.example.com/", title: "Shop Home", framework: "react", status: "done", stage: "done", progress: 100, createdAt: new Date(Date.now() - 2000) })
      .returning();
    await s.runtime.deps.storage.screenshots.put(`screenshots/${done.id}.png`, solidPng(64, 40, [20, 120, 220]), "image/png");
    await db.update(layouts).set({ screenshotKey: `screenshots/${done.id}.png` }).where(eq(layouts.id, done.id));
    const [running] = await db
      .insert(layouts)
      .values({ userId: user.id, url: "https://blog.example.org/", status: "running", stage: "css", progress: 45, createdAt: new Date(Date.now() - 1000) })
      .returning();
    // Someone else's layout must not show up.
    const other = await s.signIn();
    await db.insert(layouts).values({ userId: other.user.id, url: "https://not-mine.example.net/", status: "done" });

    const page = await context.newPage();
    // The page's own preload tags fetch the user and the layouts while the code loads; the app must use those
    // responses, not ask a second time.
    const apiCalls: string[] = [];
    page.on("request", (req) => {
      const path = new URL(req.url()).pathname;
      if (path === "/api/auth/user" || path === "/api/layouts") apiCalls.push(path);
    });
    await page.goto(`${s.baseUrl}/dashboard`);
    await page.getByRole("heading", { name: "My Workspace" }).waitFor();
    await expect.poll(() => page.getByTestId("stat-total-value").textContent()).toBe("2");
    expect(await page.locator('link[rel="preload"][href="/api/layouts"]').count()).toBe(1);
    expect(await page.locator('link[rel="preload"][href="/api/auth/user"]').count()).toBe(1);
    expect(apiCalls.sort()).toEqual(["/api/auth/user", "/api/layouts"]);
    expect(await page.getByTestId("stat-plan-value").textContent()).toBe("Free Trial");
    expect(await page.getByTestId("stat-month-value").textContent()).toBe("2");
    await page.getByTestId("stat-quick-action").getByRole("link", { name: "Extract New Layout" }).waitFor();

    const cards = page.getByTestId("layout-card");
    await expect.poll(() => cards.count()).toBe(2);
    expect(await page.getByText("not-mine.example.net").count()).toBe(0);

    const shop = cards.filter({ hasText: "Shop Home" });
    expect(await shop.getByText("React").count()).toBe(1);
    const img = shop.locator("img");
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBe(64);
    expect(await shop.getByRole("link", { name: /Open Shop Home in the editor/ }).getAttribute("href")).toBe(`/editor/${done.id}`);

    const blog = cards.filter({ hasText: "blog.example.org" });
    expect(await blog.getByText("HTML").count()).toBe(1);
    await blog.getByTestId("layout-card-status").getByText("45%").waitFor();

    await shop.getByRole("button", { name: "Select Shop Home" }).click();
    expect(await shop.getAttribute("data-selected")).toBe("true");
    expect(await blog.getAttribute("data-selected")).toBe("false");

    // The worker finishes: the card stops showing progress without a reload (the list polls only while extracting).
    await db.update(layouts).set({ status: "done", stage: "done", progress: 100 }).where(eq(layouts.id, running.id));
    await blog.getByTestId("layout-card-status").waitFor({ state: "detached", timeout: 10_000 });
    await blog.getByRole("link", { name: /in the editor/ }).waitFor();
    await context.close();
  });

  it("keeps the sidebar state in the sidebar_state cookie and toggles it with Ctrl+B", async () => {
    const { context } = await signedInContext(s, browser);
    const page = await context.newPage();
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${s.baseUrl}/dashboard`);
    const sidebar = page.getByTestId("app-sidebar");
    await sidebar.waitFor();
    expect(await sidebar.getAttribute("data-state")).toBe("expanded");
    expect(await sidebar.evaluate((el) => el.getBoundingClientRect().width)).toBe(17 * 16);
    for (const name of ["Dashboard", "My Layouts", "Marketplace", "Extract New", "Team", "Integrations", "Settings", "Billing"]) {
      await sidebar.getByRole("link", { name, exact: true }).waitFor();
    }
    expect(await sidebar.getByRole("link", { name: "Billing", exact: true }).getAttribute("href")).toBe("/settings?tab=subscription");

    await page.keyboard.press("Control+b");
    await expect.poll(() => sidebar.getAttribute("data-state")).toBe("collapsed");
    const cookie = await sidebarCookie(context);
    expect(cookie?.value).toBe("false");
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(7 * 24 * 3600 - 60);
    await expect.poll(() => sidebar.evaluate((el) => el.getBoundingClientRect().width)).toBe(48);

    await page.reload();
    await page.getByTestId("app-sidebar").waitFor();
    expect(await page.getByTestId("app-sidebar").getAttribute("data-state")).toBe("collapsed");
    await page.keyboard.press("Control+b");
    await expect.poll(() => page.getByTestId("app-sidebar").getAttribute("data-state")).toBe("expanded");
    expect((await sidebarCookie(context))?.value).toBe("true");

    // Under 768 px the sidebar is a sheet opened from the header.
    await page.setViewportSize({ width: 600, height: 800 });
    await expect.poll(() => page.getByTestId("app-sidebar").count()).toBe(0);
    await page.getByTestId("sidebar-trigger").click();
    const sheet = page.getByTestId("app-sidebar");
    await sheet.waitFor();
    expect(await sheet.getAttribute("data-mobile")).toBe("true");
    // The sheet slides in: measure once the animation has settled.
    await expect.poll(() => sheet.evaluate((el) => el.getBoundingClientRect().width)).toBe(18 * 16);
    await context.close();
  });

  it("validates the extraction URL on submit and again on every change", async () => {
    const { context } = await signedInContext(s, browser, { firstName: "Rosa" });
    const page = await context.newPage();
    await page.goto(`${s.baseUrl}/extract`);
    const input = page.getByLabel("Website URL");
    await input.waitFor();
    expect(await input.getAttribute("placeholder")).toBe("https://example.com");
    await page.getByText("Enter the complete URL of the website you want to analyze").waitFor();
    await page.getByTestId("plan-card").getByText("Free Trial").waitFor();
    await page.getByTestId("plan-card").getByText("3 layouts remaining · 14 days left").waitFor();
    expect(await page.getByTestId("extract-user").textContent()).toContain("Rosa");

    await input.fill("example.com");
    expect(await page.getByTestId("url-error").count()).toBe(0);
    await page.getByRole("button", { name: "Extract Layout" }).click();
    await page.getByTestId("url-error").getByText("Please enter a valid URL (e.g., https://example.com)").waitFor();
    expect(await input.getAttribute("aria-invalid")).toBe("true");

    await input.fill("https://example.com");
    await page.getByTestId("url-error").waitFor({ state: "detached" });
    await input.fill("https://");
    await page.getByTestId("url-error").waitFor();

    // ?template=<id> preselects the marketplace template: its page, served by the app, is the URL to extract.
    await page.goto(`${s.baseUrl}/extract?template=saas-landing-pro`);
    await page.getByTestId("selected-template").getByText("SaaS Landing Pro").waitFor();
    expect(await page.getByLabel("Website URL").inputValue()).toBe(`${s.baseUrl}/templates/saas-landing-pro/`);
    expect(await page.getByTestId("template-locked").count()).toBe(0);

    // A Pro template on the trial: the form says why it is blocked and links to the upgrade.
    await page.goto(`${s.baseUrl}/extract?template=sales-funnel`);
    await page.getByTestId("template-locked").waitFor();
    await page.getByTestId("allowance-notice").getByText("This template is part of the Pro plan. Upgrade to Pro to use it.").waitFor();
    expect(await page.getByRole("button", { name: "Extract Layout" }).isDisabled()).toBe(true);
    expect(await page.getByTestId("template-locked").getByRole("link", { name: "Upgrade to Pro" }).getAttribute("href")).toBe("/checkout?tier=pro");
    await context.close();
  });

  it("blocks extraction with the spec's notice when the trial has ended", async () => {
    const { context } = await signedInContext(s, browser, { createdAt: new Date(Date.now() - 20 * DAY_MS) });
    const page = await context.newPage();
    await page.goto(`${s.baseUrl}/extract`);
    await page.getByTestId("allowance-notice").getByText("Your trial has ended. Please upgrade to continue extracting layouts.").waitFor();
    await page.getByText("Your trial has ended. Please upgrade to continue.", { exact: true }).waitFor();
    expect(await page.getByRole("button", { name: "Extract Layout" }).isDisabled()).toBe(true);
    expect(await page.getByLabel("Website URL").isDisabled()).toBe(true);
    expect(await page.getByRole("link", { name: "Upgrade Now" }).getAttribute("href")).toBe("/checkout?tier=pro");

    await page.goto(`${s.baseUrl}/dashboard`);
    await page.getByText("Your free trial has ended").waitFor();
    await page.getByRole("button", { name: "Upgrade to Continue" }).first().waitFor();
    await page.getByTestId("extract-upgrade-badge").waitFor();
    await context.close();
  });

  it("uploads a profile photo that becomes the avatar and downloads the data export", async () => {
    const { user, context } = await signedInContext(s, browser, { firstName: "Ada", lastName: "Lovelace", email: "ada@example.test" });
    await s.runtime.deps.db.insert(layouts).values({ userId: user.id, url: "https://analytical.example.com/", status: "done" });
    const page = await context.newPage();
    await page.goto(`${s.baseUrl}/settings`);
    await page.getByRole("tab", { name: "Account" }).waitFor();
    expect(await page.getByLabel("Email").inputValue()).toBe("ada@example.test");

    await page.getByTestId("avatar-file-input").setInputFiles({ name: "me.png", mimeType: "image/png", buffer: Buffer.from(solidPng(32, 32, [200, 40, 90])) });
    await page.getByText("Photo updated").waitFor();
    const avatar = page.locator('img[src^="/api/account/avatar/"]').first();
    await expect.poll(() => avatar.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBe(32);
    const me = await page.evaluate(async () => (await fetch("/api/auth/user")).json());
    expect(me.profileImageUrl).toBe(await avatar.getAttribute("src"));

    await page.getByTestId("avatar-file-input").setInputFiles({ name: "fake.png", mimeType: "image/png", buffer: Buffer.from("not an image") });
    await page.getByText("That file is not a JPG, PNG or GIF image", { exact: false }).waitFor();

    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Export Data" }).click()]);
    expect(download.suggestedFilename()).toMatch(/^layoutlift-export-ada-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(await readFile((await download.path())!, "utf8"));
    expect(data.profile.email).toBe("ada@example.test");
    expect(data.layouts.map((l: { url: string }) => l.url)).toEqual(["https://analytical.example.com/"]);

    // ?tab=subscription opens that tab directly.
    await page.goto(`${s.baseUrl}/settings?tab=subscription`);
    await expect.poll(() => page.getByRole("tab", { name: "Subscription" }).getAttribute("aria-selected")).toBe("true");
    await context.close();
  });
});
