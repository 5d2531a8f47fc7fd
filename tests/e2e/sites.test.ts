import { describe, expect, it } from "vitest";
import { readFile } from "node:fs/promises";
import { eq } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import { layouts, sites, subscriptions } from "@layoutlift/core/db/schema/index";
import { useBrowserApp } from "../helpers/browser-app.ts";
import { canvas, clickOnCanvas } from "../helpers/editor-page.ts";

// The web side of whole sites in a real browser: the extract screen's choice and progress page, the dashboard's
// site card and the editor's page switcher. Pages are finished in the database (the worker is stopped), so the test
// is about the screens; the crawl and the extraction are tested end to end in tests/integration/site-extract.test.ts.
describe("whole sites in the web app", () => {
  const app = useBrowserApp();

  async function proUser() {
    const { user, cookie } = await app.server.signIn({ firstName: "Sam" });
    await app.server.runtime.deps.db.insert(subscriptions).values({ userId: user.id, tier: "pro", status: "active" });
    return { user, cookie };
  }

  it("starts a whole site from /extract and follows it page by page until it opens in the editor", async () => {
    await app.server.runtime.worker?.stop();
    const { cookie } = await proUser();
    const context = await app.newContext(cookie);
    context.setDefaultTimeout(45_000);
    const page = await context.newPage();
    await page.goto("/extract");
    await page.getByLabel("Website URL").fill("https://shop.example/");
    await page.getByRole("switch", { name: "Whole site" }).click();
    const limit = page.getByLabel("Page limit");
    expect(await limit.getAttribute("max")).toBe("25");
    await limit.fill("3");
    await page.getByRole("button", { name: "Extract Layout" }).click();

    const progress = page.getByTestId("site-progress");
    await progress.waitFor();
    expect(await page.getByTestId("site-progress-text").textContent()).toContain("page 1 of 1 · waiting 0 %");
    const db = app.server.runtime.deps.db;
    const [site] = await db.select().from(sites).orderBy(sites.createdAt);
    expect(site.maxPages).toBe(3);
    const [start] = await db.select().from(layouts).where(eq(layouts.siteId, site.id));

    // The crawl found a second page and the start page is being captured.
    const [about] = await db
      .insert(layouts)
      .values({ userId: site.userId, siteId: site.id, siteRoute: "/about", url: "https://shop.example/about", status: "failed", error: "The page answered with HTTP 500" })
      .returning();
    await db.update(layouts).set({ status: "running", stage: "capture", progress: 40 }).where(eq(layouts.id, start.id));
    await expect.poll(() => page.getByTestId("site-progress-text").textContent()).toContain("page 2 of 2 · capture 40 %");
    await expect.poll(() => page.getByTestId("site-page").filter({ hasText: "The page answered with HTTP 500" }).count()).toBe(1);

    await db.update(layouts).set({ status: "done", stage: "done", progress: 100, title: "Shop home", extractedHtml: "<h1>Shop home</h1>", extractedCss: "" }).where(eq(layouts.id, start.id));
    await db.update(sites).set({ status: "done" }).where(eq(sites.id, site.id));
    await expect.poll(() => page.getByTestId("site-progress-text").textContent()).toBe("2 pages · 1 failed");
    await page.getByRole("link", { name: "Open the site in the editor" }).click();
    await page.waitForURL(`**/editor/${start.id}`);
    expect(about.status).toBe("failed");
    await context.close();
  });

  it("shows a site as one card with its page count and switches pages in the editor", async () => {
    const { user, cookie } = await proUser();
    const db = app.server.runtime.deps.db;
    const [site] = await db.insert(sites).values({ userId: user.id, startUrl: "https://cafe.example/", maxPages: 5, status: "done" }).returning();
    const page = (route: string, title: string, at: number) => ({
      userId: user.id,
      siteId: site.id,
      siteRoute: route,
      url: `https://cafe.example${route}`,
      title,
      status: "done" as const,
      stage: "done" as const,
      progress: 100,
      extractedHtml: `<h1>${title}</h1>`,
      extractedCss: "",
      createdAt: new Date(Date.now() - 10_000 + at),
    });
    const [home, about] = await db.insert(layouts).values([page("/", "Cafe home", 0), page("/about", "About the cafe", 1), page("/contact", "Contact", 2)]).returning();
    await db.insert(layouts).values({ userId: user.id, url: "https://alone.example/", title: "Standalone", status: "done", stage: "done", progress: 100, extractedHtml: "<p>x</p>", extractedCss: "" });

    const context = await app.newContext(cookie);
    context.setDefaultTimeout(45_000);
    const tab = await context.newPage();
    await tab.goto("/dashboard");
    const card = tab.getByTestId("site-card");
    await card.waitFor();
    expect(await card.count()).toBe(1);
    expect(await card.getByTestId("site-page-count").textContent()).toBe("Site · 3 pages");
    // The site's pages are not repeated as layout cards.
    await expect.poll(() => tab.getByTestId("layout-card").locator("h3").allTextContents()).toEqual(["Standalone"]);

    await card.getByRole("link", { name: "Open Cafe home in the editor" }).click();
    await tab.waitForURL(`**/editor/${home.id}`);
    const switcher = tab.getByRole("combobox", { name: "Site page" });
    await switcher.click();
    expect(await tab.getByRole("option").allTextContents()).toEqual(["Home · Cafe home", "/about · About the cafe", "/contact · Contact"]);
    await tab.getByRole("option", { name: "/about · About the cafe" }).click();
    await tab.waitForURL(`**/editor/${about.id}`);
    await expect.poll(() => tab.getByRole("heading", { level: 1 }).first().textContent()).toBe("About the cafe");
    await context.close();
  });

  it("edits the shared header once: the notice says so, the other page gets the edit, and a page can detach its copy", async () => {
    const { user, cookie } = await proUser();
    const db = app.server.runtime.deps.db;
    const [site] = await db.insert(sites).values({ userId: user.id, startUrl: "https://deli.example/", maxPages: 5, status: "done" }).returning();
    const header = `<header class="site-header"><a class="brand" href="https://deli.example/">Deli</a></header>`;
    const page = (route: string, title: string, at: number) => ({
      userId: user.id,
      siteId: site.id,
      siteRoute: route,
      url: `https://deli.example${route}`,
      title,
      status: "done" as const,
      stage: "done" as const,
      progress: 100,
      extractedHtml: `${header}<main><h1>${title}</h1></main>`,
      extractedCss: ".brand { font-size: 24px; display: inline-block; }",
      createdAt: new Date(Date.now() - 10_000 + at),
    });
    const [home, about] = await db.insert(layouts).values([page("/", "Deli home", 0), page("/about", "About the deli", 1)]).returning();

    const context = await app.newContext(cookie);
    context.setDefaultTimeout(45_000);
    const tab = await context.newPage();
    await tab.goto(`/editor/${home.id}`);
    let frame = await canvas(tab);
    await clickOnCanvas(tab, frame, ".brand");
    const notice = tab.getByTestId("shared-part-notice");
    await expect.poll(() => notice.textContent()).toContain("Part of the site header, shared with 1 other page");
    await clickOnCanvas(tab, frame, ".brand", { clickCount: 2 });
    await frame.waitForSelector(".brand[contenteditable]");
    await tab.keyboard.press("Control+a");
    await tab.keyboard.type("Deli Roma");
    await tab.keyboard.press("Enter");
    const isSave = (r: { url(): string; request(): { method(): string } }) => r.url().endsWith(`/api/layouts/${home.id}`) && r.request().method() === "PATCH";
    await Promise.all([tab.waitForResponse(isSave), tab.getByRole("button", { name: "Save" }).click()]);
    const [aboutRow] = await db.select().from(layouts).where(eq(layouts.id, about.id));
    expect(aboutRow.editedHtml).toContain(">Deli Roma</a>");

    // The other page opens with the edit, and its copy can be detached from the site.
    await tab.getByRole("combobox", { name: "Site page" }).click();
    await tab.getByRole("option", { name: "/about · About the deli" }).click();
    await tab.waitForURL(`**/editor/${about.id}`);
    frame = await canvas(tab);
    await frame.waitForFunction(() => document.querySelector(".brand")?.textContent === "Deli Roma");
    await clickOnCanvas(tab, frame, ".brand");
    await tab.getByRole("button", { name: "Detach for this page" }).click();
    await expect.poll(() => notice.getAttribute("data-detached")).toBe("true");
    const isAboutSave = (r: { url(): string; request(): { method(): string } }) => r.url().endsWith(`/api/layouts/${about.id}`) && r.request().method() === "PATCH";
    await Promise.all([tab.waitForResponse(isAboutSave), tab.getByRole("button", { name: "Save" }).click()]);
    const [detached] = await db.select().from(layouts).where(eq(layouts.id, about.id));
    expect(detached.editedHtml).toContain('<header class="site-header" data-ll-detached>');
    await context.close();
  });
  it("exports a whole site from its card: each page at its route in the zip; formats the plan lacks lead to the plans", async () => {
    const { user, cookie } = await proUser();
    const db = app.server.runtime.deps.db;
    const [site] = await db.insert(sites).values({ userId: user.id, startUrl: "https://bakery.example/", maxPages: 5, status: "done" }).returning();
    const page = (route: string, title: string, at: number) => ({
      userId: user.id,
      siteId: site.id,
      siteRoute: route,
      url: `https://bakery.example${route}`,
      title,
      status: "done" as const,
      stage: "done" as const,
      progress: 100,
      extractedHtml: `<main><h1>${title}</h1><a href="https://bakery.example/menu">Menu</a></main>`,
      extractedCss: "h1 { color: rgb(120, 40, 10); }",
      createdAt: new Date(Date.now() - 10_000 + at),
    });
    await db.insert(layouts).values([page("/", "Bakery home", 0), page("/menu", "Our breads", 1)]);

    const context = await app.newContext(cookie);
    const tab = await context.newPage();
    await tab.goto("/dashboard");
    const card = tab.getByTestId("site-card");
    await card.getByRole("button", { name: /^Export the site/ }).click();
    const [download] = await Promise.all([tab.waitForEvent("download"), tab.getByRole("menuitem", { name: "HTML/CSS" }).click()]);
    expect(download.suggestedFilename()).toBe("site.zip");
    const files = unzipSync(new Uint8Array(await readFile((await download.path())!)));
    const html = (name: string) => strFromU8(files[Object.keys(files).find((f) => f.endsWith(name))!]);
    expect(html("site/index.html")).toContain("Bakery home");
    // The link between captured pages leads to the export's own route, not back to the original site.
    expect(html("site/index.html")).not.toContain("https://bakery.example/menu");
    expect(html("menu/index.html")).toContain("Our breads");
    await context.close();

    // A Starter account exports HTML only: React is locked and leads to the plans instead of a failed download.
    await db.delete(subscriptions).where(eq(subscriptions.userId, user.id));
    const starter = await app.newContext(cookie);
    const other = await starter.newPage();
    await other.goto("/dashboard");
    await other.getByRole("button", { name: /^Export the site/ }).click();
    const react = other.getByRole("menuitem", { name: /React/ });
    expect(await react.getAttribute("data-locked")).toBe("true");
    await react.click();
    await other.waitForURL("**/subscription-selection");
    await starter.close();
  });
});
