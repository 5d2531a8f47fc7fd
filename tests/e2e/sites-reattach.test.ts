import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { layouts, sites, subscriptions } from "@layoutlift/core/db/schema/index";
import { setSitePartsRunLimit, SITE_PARTS_TOO_SLOW } from "@layoutlift/core/threads/site-parts-in-thread";
import { useBrowserApp } from "../helpers/browser-app.ts";
import { canvas, clickOnCanvas } from "../helpers/editor-page.ts";

// "Reattach to site" in a real browser: a page that detached its copy of the shared header and edited it takes the
// site's current copy again (after a confirmation, undoably), saves it as an ordinary copy, and follows the site's
// later edits again.
describe("reattaching a detached shared part", () => {
  const app = useBrowserApp();

  async function siteOf(firstName: string) {
    const { user, cookie } = await app.server.signIn({ firstName });
    const db = app.server.runtime.deps.db;
    await db.insert(subscriptions).values({ userId: user.id, tier: "pro", status: "active" });
    const [site] = await db.insert(sites).values({ userId: user.id, startUrl: "https://pier.example/", maxPages: 5, status: "done" }).returning();
    const header = `<header class="site-header"><a class="brand" href="https://pier.example/">Pier</a></header>`;
    const page = (route: string, title: string, at: number) => ({
      userId: user.id,
      siteId: site.id,
      siteRoute: route,
      url: `https://pier.example${route}`,
      title,
      status: "done" as const,
      stage: "done" as const,
      progress: 100,
      extractedHtml: `${header}<main><h1>${title}</h1></main>`,
      extractedCss: ".brand { font-size: 24px; display: inline-block; color: rgb(0, 0, 120); }",
      createdAt: new Date(Date.now() - 10_000 + at),
    });
    const [home, about] = await db.insert(layouts).values([page("/", "Pier home", 0), page("/about", "About the pier", 1)]).returning();
    return { cookie, db, home, about, page };
  }

  it("detach, edit locally, reattach: the page shows and saves the site's copy, and a later shared edit reaches it", async () => {
    const { cookie, db, home, about } = await siteOf("Rae");

    const context = await app.newContext(cookie);
    context.setDefaultTimeout(45_000);
    const tab = await context.newPage();
    await tab.goto(`/editor/${about.id}`);
    const frame = await canvas(tab);
    const brandText = () => frame.evaluate(() => document.querySelector(".brand")?.textContent);
    await clickOnCanvas(tab, frame, ".brand");
    const notice = tab.getByTestId("shared-part-notice");
    await tab.getByRole("button", { name: "Detach for this page" }).click();
    await expect.poll(() => notice.getAttribute("data-detached")).toBe("true");
    // A local edit of the detached copy.
    await clickOnCanvas(tab, frame, ".brand", { clickCount: 2 });
    await frame.waitForSelector(".brand[contenteditable]");
    await tab.keyboard.press("Control+a");
    await tab.keyboard.type("Our own pier");
    await tab.keyboard.press("Enter");
    await expect.poll(brandText).toBe("Our own pier");

    // Reattach asks first; cancelling keeps the local copy.
    await clickOnCanvas(tab, frame, ".brand");
    await tab.getByRole("button", { name: "Reattach to site" }).click();
    const confirm = tab.getByRole("alertdialog");
    expect(await confirm.textContent()).toContain("its own edits to it are replaced");
    await confirm.getByRole("button", { name: "Cancel" }).click();
    expect(await brandText()).toBe("Our own pier");
    await tab.getByRole("button", { name: "Reattach to site" }).click();
    await confirm.getByRole("button", { name: "Reattach" }).click();
    await expect.poll(brandText).toBe("Pier");
    await expect.poll(() => notice.getAttribute("data-detached")).toBeNull();
    await expect.poll(() => notice.textContent()).toContain("Part of the site header, shared with 1 other page");
    expect(await frame.evaluate(() => document.querySelector(".site-header")?.hasAttribute("data-ll-detached"))).toBe(false);

    // Undoable like any edit: Undo brings the local copy back, Redo the site's.
    await tab.getByRole("button", { name: "Undo" }).click();
    await expect.poll(brandText).toBe("Our own pier");
    await tab.getByRole("button", { name: "Redo" }).click();
    await expect.poll(brandText).toBe("Pier");

    // The save stores the site's copy, no longer detached.
    const isSave = (r: { url(): string; request(): { method(): string } }) => r.url().endsWith(`/api/layouts/${about.id}`) && r.request().method() === "PATCH";
    await Promise.all([tab.waitForResponse(isSave), tab.getByRole("button", { name: "Save" }).click()]);
    const [saved] = await db.select().from(layouts).where(eq(layouts.id, about.id));
    expect(saved.editedHtml).toContain('<header class="site-header"><a class="brand" href="https://pier.example/">Pier</a></header>');
    expect(saved.editedHtml).not.toContain("data-ll-detached");
    expect(saved.editedHtml).not.toContain("Our own pier");
    await context.close();

    // The start page's next edit of the header reaches the reattached page again.
    const [homeRow] = await db.select().from(layouts).where(eq(layouts.id, home.id));
    const res = await app.server.request(`/api/layouts/${home.id}`, {
      method: "PATCH",
      cookie,
      json: { editedHtml: homeRow.extractedHtml!.replace(">Pier<", ">Pier &amp; Co<"), version: homeRow.version },
    });
    expect(res.status).toBe(200);
    const [after] = await db.select().from(layouts).where(eq(layouts.id, about.id));
    expect(after.editedHtml).toContain(">Pier &amp; Co</a>");
    expect(after.editedHtml).toContain("About the pier");
  });

  it("says so in the notice when the site's pages cannot be read in time, and reads them again on Try again", async () => {
    const { cookie, db, about, page } = await siteOf("Sol");
    // A third page full of markup that takes seconds to parse, and a reading limit far below that.
    const [slow] = await db.insert(layouts).values({ ...page("/slow", "Slow", 2), extractedHtml: `<header class="site-header"><a class="brand" href="https://pier.example/">Pier</a></header><main>${"<b><p>x".repeat(150_000)}</main>` }).returning();
    setSitePartsRunLimit(50);
    try {
      const context = await app.newContext(cookie);
      context.setDefaultTimeout(45_000);
      const tab = await context.newPage();
      await tab.goto(`/editor/${about.id}`);
      const frame = await canvas(tab);
      await clickOnCanvas(tab, frame, ".brand");
      const notice = tab.getByTestId("shared-part-notice");
      await expect.poll(() => notice.textContent()).toContain(SITE_PARTS_TOO_SLOW);
      // Once the page is lighter, Try again reads the site again.
      await db.update(layouts).set({ extractedHtml: `<header class="site-header"><a class="brand" href="https://pier.example/">Pier</a></header><main>ok</main>` }).where(eq(layouts.id, slow.id));
      setSitePartsRunLimit(undefined);
      await notice.getByRole("button", { name: "Try again" }).click();
      await expect.poll(() => notice.textContent()).toContain("Part of the site header, shared with 2 other pages");
      await context.close();
    } finally {
      setSitePartsRunLimit(undefined);
    }
  });
});
