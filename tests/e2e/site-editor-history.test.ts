import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import { layouts, sites, subscriptions, userSettings } from "@layoutlift/core/db/schema/index";
import { useBrowserApp } from "../helpers/browser-app.ts";
import { canvas, clickOnCanvas } from "../helpers/editor-page.ts";

// The site editor's history and its save on page switch (issue 27, item 5: "history and autosave per site"), in a real
// browser. Pages are stored finished, as the crawl stores them (the worker is stopped); edits go through the canvas.
describe("the site editor's history and page switch", () => {
  const app = useBrowserApp();

  async function siteOf(host: string, titles: { route: string; title: string }[], options: { autoSave?: boolean } = {}) {
    const { user, cookie } = await app.server.signIn({ firstName: "Rosa", lastName: "Field" });
    const db = app.server.runtime.deps.db;
    if (options.autoSave === false) await db.insert(userSettings).values({ userId: user.id, autoSave: false });
    await db.insert(subscriptions).values({ userId: user.id, tier: "pro", status: "active" });
    const [site] = await db.insert(sites).values({ userId: user.id, startUrl: `https://${host}/`, maxPages: 5, status: "done" }).returning();
    const header = `<header class="site-header"><a class="brand" href="https://${host}/">Deli</a></header>`;
    const rows = await db
      .insert(layouts)
      .values(
        titles.map(({ route, title }, i) => ({
          userId: user.id,
          siteId: site.id,
          siteRoute: route,
          url: `https://${host}${route}`,
          title,
          status: "done" as const,
          stage: "done" as const,
          progress: 100,
          extractedHtml: `${header}<main><h1 class="title">${title}</h1></main>`,
          extractedCss: ".brand { font-size: 24px; display: inline-block; } .title { display: inline-block; }",
          createdAt: new Date(Date.now() - 10_000 + i),
        })),
      )
      .returning();
    return { cookie, rows };
  }

  async function retype(tab: Page, selector: string, text: string) {
    const frame = await canvas(tab);
    await clickOnCanvas(tab, frame, selector, { clickCount: 2 });
    await frame.waitForSelector(`${selector}[contenteditable]`);
    await tab.keyboard.press("Control+a");
    await tab.keyboard.type(text);
    await tab.keyboard.press("Enter");
  }

  const current = async (id: string) => {
    const [row] = await app.server.runtime.deps.db.select().from(layouts).where(eq(layouts.id, id));
    return row.editedHtml ?? row.extractedHtml ?? "";
  };

  it("lists the site's saves with the pages each changed and restores the whole site to its extraction", async () => {
    await app.server.runtime.worker?.stop();
    const { cookie, rows } = await siteOf("deli.example", [
      { route: "/", title: "Deli home" },
      { route: "/about", title: "About the deli" },
    ]);
    const [home, about] = rows;
    const context = await app.newContext(cookie);
    context.setDefaultTimeout(45_000);
    const tab = await context.newPage();
    await tab.goto(`/editor/${home.id}`);
    await retype(tab, ".brand", "Deli Roma");
    const isSave = (r: { url(): string; request(): { method(): string } }) => r.url().endsWith(`/api/layouts/${home.id}`) && r.request().method() === "PATCH";
    await Promise.all([tab.waitForResponse(isSave), tab.getByRole("button", { name: "Save" }).click()]);
    expect(await current(about.id)).toContain(">Deli Roma</a>");

    await tab.getByRole("button", { name: "Site history" }).click();
    const saves = tab.getByRole("list", { name: "Site saves" }).getByRole("listitem");
    await expect.poll(() => saves.count()).toBe(2);
    // The header edit reached both pages: one save, naming both, by its author.
    expect(await saves.nth(0).getByTestId("save-pages").textContent()).toBe("Changed 2 pages: Home, /about");
    expect(await saves.nth(0).textContent()).toContain("by Rosa Field");
    expect(await saves.nth(0).textContent()).toContain("Current");
    expect(await saves.nth(1).textContent()).toContain("Extraction");

    await tab.getByRole("button", { name: "Restore site to the extraction" }).click();
    const restored = tab.waitForResponse((r) => r.url().endsWith("/history/restore") && r.request().method() === "POST");
    await tab.getByRole("alertdialog").getByRole("button", { name: "Restore site" }).click();
    expect((await restored).status()).toBe(200);
    await expect.poll(() => current(about.id)).toContain(">Deli</a>");
    expect(await current(home.id)).toContain(">Deli</a>");
    // The page open in the editor shows the restored header at once.
    const frame = await canvas(tab);
    await frame.waitForFunction(() => document.querySelector(".brand")?.textContent === "Deli");

    await tab.getByRole("button", { name: "Site history" }).click();
    await expect.poll(() => saves.count()).toBe(3);
    expect(await saves.nth(0).textContent()).toMatch(/^Restore/);
    expect(await saves.nth(0).getByTestId("save-pages").textContent()).toBe("Changed 2 pages: Home, /about");
    await context.close();
  });

  it("saves the page being left when another page is opened from the switcher: no edit is lost, nothing asks", async () => {
    const { cookie, rows } = await siteOf("bistro.example", [
      { route: "/", title: "Bistro home" },
      { route: "/menu", title: "Our menu" },
    ], { autoSave: false });
    const [home, menu] = rows;
    const context = await app.newContext(cookie);
    context.setDefaultTimeout(45_000);
    const tab = await context.newPage();
    await tab.goto(`/editor/${home.id}`);
    await retype(tab, ".title", "Bistro, since 1987");
    // Switched at once, long before an auto-save would run (and auto-save is off for this user).
    await tab.getByRole("combobox", { name: "Site page" }).click();
    await tab.getByRole("option", { name: "/menu · Our menu" }).click();
    await tab.waitForURL(`**/editor/${menu.id}`);
    expect(await tab.getByRole("alertdialog").count()).toBe(0);
    expect(await current(home.id)).toContain("Bistro, since 1987");
    const frame = await canvas(tab);
    await frame.waitForFunction(() => document.querySelector(".title")?.textContent === "Our menu");

    // Back on the first page, the edit is there.
    await tab.getByRole("combobox", { name: "Site page" }).click();
    await tab.getByRole("option", { name: "Home · Bistro home" }).click();
    await tab.waitForURL(`**/editor/${home.id}`);
    const back = await canvas(tab);
    await back.waitForFunction(() => document.querySelector(".title")?.textContent === "Bistro, since 1987");
    await context.close();
  });
});
