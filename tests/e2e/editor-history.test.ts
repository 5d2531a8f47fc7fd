import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { eq } from "drizzle-orm";
import { layouts, layoutVersions, subscriptions, userSettings } from "@layoutlift/core/db/schema/index";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import { launchTestBrowser } from "../helpers/browser.ts";
import { canvas, clickOnCanvas, computed, LANDING_CSS, LANDING_HTML, openAs } from "../helpers/editor-page.ts";

/** How long after the last edit the editor auto-saves (AUTO_SAVE_DELAY_MS in web use-auto-save.ts). */
const AUTO_SAVE_DELAY_MS = 3000;

const isSave = (id: string) => (res: { url(): string; request(): { method(): string } }) => res.url().endsWith(`/api/layouts/${id}`) && res.request().method() === "PATCH";

async function setFontSize(page: Page, value: string) {
  const field = page.getByLabel("Font size");
  await field.fill(value);
  await page.getByRole("heading", { name: "Acme" }).click();
}

describe("version history and auto-save", () => {
  let s: TestServer;
  let browser: Browser;
  let pat: Awaited<ReturnType<TestServer["signIn"]>>;
  let kim: Awaited<ReturnType<TestServer["signIn"]>>;

  const newLayout = async (userId: string) => {
    const [row] = await s.runtime.deps.db
      .insert(layouts)
      .values({ userId, url: "https://acme.example", title: "Acme", status: "done", stage: "done", progress: 100, extractedHtml: LANDING_HTML, extractedCss: LANDING_CSS })
      .returning();
    return row.id;
  };
  const stored = async (id: string) => (await s.runtime.deps.db.select().from(layouts).where(eq(layouts.id, id)))[0];

  beforeAll(async () => {
    [s, browser] = await Promise.all([startTestServer("pglite"), launchTestBrowser()]);
    pat = await s.signIn({ firstName: "Pat", lastName: "Lee" });
    kim = await s.signIn({ firstName: "Kim", lastName: "Ode" });
    await s.runtime.deps.db.insert(subscriptions).values([
      { userId: pat.user.id, tier: "pro", status: "active" },
      { userId: kim.user.id, tier: "pro", status: "active" },
    ]);
    // Pat saves by hand; Kim keeps the default (auto-save on).
    await s.runtime.deps.db.insert(userSettings).values({ userId: pat.user.id, autoSave: false });
  });
  afterAll(async () => {
    await browser?.close();
    await s?.close();
  });

  it("lists every save with time and author, previews one, and restores it as a new version", async () => {
    const id = await newLayout(pat.user.id);
    const page = await openAs(s, browser, pat, `/editor/${id}`);
    const frame = await canvas(page);
    await clickOnCanvas(page, frame, ".hero-title");
    await page.getByTestId("selection-outline").getByText("hero-title").waitFor();
    for (const size of ["30", "60"]) {
      await setFontSize(page, size);
      await Promise.all([page.waitForResponse(isSave(id)), page.getByRole("button", { name: "Save" }).click()]);
    }
    expect((await stored(id)).version).toBe(3);

    await page.getByRole("button", { name: "Version history" }).click();
    const list = page.getByRole("list", { name: "Saved versions" });
    await list.locator("[data-version]").nth(2).waitFor();
    // Newest first, and the extraction the layout started from is version 1, last.
    expect(await list.locator("[data-version]").evaluateAll((els) => els.map((el) => el.getAttribute("data-version")))).toEqual(["3", "2", "1"]);
    await list.locator('[data-version="2"]').getByText("by Pat Lee").waitFor();
    await list.locator('[data-version="1"]').getByText("Original extraction").waitFor();
    expect(await list.locator('[data-version="2"] time').getAttribute("datetime")).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    // Versions can be named; the name is kept.
    await page.getByRole("button", { name: "Name version 2" }).click();
    await page.getByLabel("Name for version 2").fill("Smaller title");
    await page.getByLabel("Name for version 2").press("Enter");
    await list.locator('[data-version="2"]').getByTestId("version-label").getByText("Smaller title").waitFor();
    expect((await s.runtime.deps.db.select().from(layoutVersions).where(eq(layoutVersions.layoutId, id))).find((v) => v.version === 2)?.label).toBe("Smaller title");

    // The preview is the size of the window, not a thumbnail.
    await page.getByRole("button", { name: "Preview version 2" }).click();
    const dialog = page.getByTestId("version-preview");
    await dialog.getByText("Version 2 · Smaller title").waitFor();
    const preview = page.frameLocator('iframe[title="Version preview"]');
    await preview.locator(".hero-title").waitFor();
    expect(await preview.locator(".hero-title").evaluate((el) => getComputedStyle(el).fontSize)).toBe("30px");
    const box = await dialog.locator('iframe[title="Version preview"]').boundingBox();
    expect(box!.width).toBeGreaterThan(1000);
    expect(box!.height).toBeGreaterThan(500);

    // Restore asks first; Cancel writes nothing.
    await dialog.getByRole("button", { name: "Restore this version" }).click();
    const confirm = page.getByRole("alertdialog");
    await confirm.getByText("Restore Version 2 · Smaller title?").waitFor();
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await confirm.waitFor({ state: "detached" });
    expect((await stored(id)).version).toBe(3);

    await dialog.getByRole("button", { name: "Restore this version" }).click();
    await confirm.getByRole("button", { name: "Restore" }).click();
    await page.getByText("Restored Version 2 · Smaller title").waitFor();
    await frame.waitForFunction(() => getComputedStyle(document.querySelector(".hero-title")!).fontSize === "30px");
    const row = await stored(id);
    expect(row.version).toBe(4);
    expect(row.editedCss).toContain(".hero-title{font-size:30px");
    // The restore is itself a version, and the editor continues from it (a save now is version 5, no conflict).
    await page.getByRole("button", { name: "Version history" }).click();
    await list.locator('[data-version="4"]').getByText("restored from version 2").waitFor();
    await page.keyboard.press("Escape");
    await page.getByRole("dialog", { name: "Version history" }).waitFor({ state: "detached" });
    // It is also one undo step: Undo brings back what was open (60 px), as an unsaved edit.
    await page.getByRole("button", { name: "Undo" }).click();
    await frame.waitForFunction(() => getComputedStyle(document.querySelector(".hero-title")!).fontSize === "60px");
    await page.getByRole("button", { name: "Redo" }).click();
    await frame.waitForFunction(() => getComputedStyle(document.querySelector(".hero-title")!).fontSize === "30px");
    await clickOnCanvas(page, frame, ".hero-title");
    await page.getByTestId("selection-outline").getByText("hero-title").waitFor();
    await setFontSize(page, "44");
    const [saved] = await Promise.all([page.waitForResponse(isSave(id)), page.getByRole("button", { name: "Save" }).click()]);
    expect(saved.status()).toBe(200);
    expect((await stored(id)).version).toBe(5);
    await page.context().close();
  });

  it("says why when the history cannot be read (the layout was deleted in another tab)", async () => {
    const id = await newLayout(pat.user.id);
    const page = await openAs(s, browser, pat, `/editor/${id}`);
    await canvas(page);
    await s.runtime.deps.db.delete(layouts).where(eq(layouts.id, id));
    await page.getByRole("button", { name: "Version history" }).click();
    const sheet = page.getByRole("dialog", { name: "Version history" });
    await sheet.getByText("Layout not found").waitFor();
    expect(await sheet.getByText("Loading history...").count()).toBe(0);
    await page.context().close();
  });

  it("auto-saves a few seconds after the last edit, and stops with a Reload offer on a 409 without writing", async () => {
    const id = await newLayout(kim.user.id);
    // The page's clock runs at the real pace; once an edit is on the canvas, it is moved over the auto-save delay.
    const page = await openAs(s, browser, kim, `/editor/${id}`, undefined, { clock: true });
    let frame = await canvas(page);
    const waitOutAutoSaveDelay = async (fontSize: string) => {
      await frame.waitForFunction((size) => getComputedStyle(document.querySelector(".hero-title")!).fontSize === size, fontSize);
      await page.clock.fastForward(AUTO_SAVE_DELAY_MS);
    };
    await clickOnCanvas(page, frame, ".hero-title");
    const firstSave = page.waitForResponse(isSave(id), { timeout: 20_000 });
    await setFontSize(page, "36");
    await waitOutAutoSaveDelay("36px");
    expect((await firstSave).status()).toBe(200);
    await page.getByRole("button", { name: "Save" }).getByText("Saved").waitFor();
    const afterAuto = await stored(id);
    expect([afterAuto.version, afterAuto.editedCss?.includes(".hero-title{font-size:36px")]).toEqual([2, true]);

    // Another tab saves meanwhile.
    await s.runtime.deps.db.update(layouts).set({ editedHtml: "<p class='elsewhere'>Saved elsewhere</p>", editedCss: "", version: 3 }).where(eq(layouts.id, id));
    const conflictSave = page.waitForResponse(isSave(id), { timeout: 20_000 });
    await clickOnCanvas(page, frame, ".hero-title");
    await setFontSize(page, "52");
    await waitOutAutoSaveDelay("52px");
    expect((await conflictSave).status()).toBe(409);
    await page.getByText("Auto-save stopped: newer version exists").waitFor();
    const untouched = await stored(id);
    expect([untouched.version, untouched.editedHtml]).toEqual([3, "<p class='elsewhere'>Saved elsewhere</p>"]);
    expect(await computed(frame, ".hero-title", "font-size")).toBe("52px");

    await page.getByRole("button", { name: "Reload" }).click();
    frame = await canvas(page);
    await frame.getByText("Saved elsewhere").waitFor();
    await page.context().close();
  });
});
