import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { extractionJobs, layouts } from "@layoutlift/core/db/schema/index";
import { useBrowserApp } from "../helpers/browser-app.ts";

describe("dashboard: managing layouts in a real browser", () => {
  const app = useBrowserApp();

  /**
   * The dashboard's undo window (UNDO_WINDOW_MS in web use-undoable-delete.ts): a delete reaches the server only once
   * it has passed. The delete test installs Playwright's clock on the page, which runs at the real pace, and jumps it
   * over the window instead of waiting 6 s of real time per delete.
   */
  const UNDO_WINDOW_MS = 6000;

  async function seed(options: { clock?: boolean } = {}) {
    const { user, cookie } = await app.server.signIn({ firstName: "Mia" });
    const db = app.server.runtime.deps.db;
    const base = { userId: user.id, status: "done" as const, stage: "done" as const, progress: 100, extractedHtml: "<p>x</p>", extractedCss: "" };
    const rows = await db
      .insert(layouts)
      .values([
        { ...base, url: "https://alpha.example/", title: "Alpha shop", createdAt: new Date(Date.now() - 3000) },
        { ...base, url: "https://beta.example/", title: "Beta blog", createdAt: new Date(Date.now() - 2000) },
        { ...base, url: "https://gone.example/", title: null, status: "failed", stage: "capture", progress: 0, error: "The page did not load", createdAt: new Date(Date.now() - 1000) },
      ])
      .returning();
    const context = await app.newContext(cookie);
    context.setDefaultTimeout(45_000);
    const page = await context.newPage();
    if (options.clock) await page.clock.install();
    await page.goto("/dashboard");
    await page.getByTestId("layout-grid").waitFor();
    return { db, rows, context, page, cards: page.getByTestId("layout-card") };
  }

  const titles = async (cards: import("playwright-core").Locator) => cards.locator("h3").allTextContents();

  it("searches, sorts, renames and duplicates", async () => {
    const { db, rows, context, page, cards } = await seed();
    await expect.poll(() => titles(cards)).toEqual(["gone.example", "Beta blog", "Alpha shop"]);

    await page.getByRole("searchbox", { name: "Search layouts" }).fill("BETA");
    await expect.poll(() => titles(cards)).toEqual(["Beta blog"]);
    await page.getByRole("searchbox", { name: "Search layouts" }).fill("nothing here");
    await page.getByTestId("layouts-no-match").getByRole("button", { name: "Clear search" }).click();
    await expect.poll(() => titles(cards)).toEqual(["gone.example", "Beta blog", "Alpha shop"]);

    await page.getByRole("combobox", { name: "Sort layouts" }).click();
    await page.getByRole("option", { name: "Name (A–Z)" }).click();
    await expect.poll(() => titles(cards)).toEqual(["Alpha shop", "Beta blog", "gone.example"]);
    await page.getByRole("combobox", { name: "Sort layouts" }).click();
    await page.getByRole("option", { name: "Oldest first" }).click();
    await expect.poll(() => titles(cards)).toEqual(["Alpha shop", "Beta blog", "gone.example"]);

    await page.getByRole("button", { name: "More actions for Alpha shop" }).click();
    await page.getByRole("menuitem", { name: "Rename" }).click();
    const dialog = page.getByRole("dialog", { name: "Rename layout" });
    await dialog.getByLabel("Name").fill("Zeta store");
    await dialog.getByRole("button", { name: "Save name" }).click();
    await dialog.waitFor({ state: "detached" });
    await expect.poll(() => titles(cards)).toEqual(["Zeta store", "Beta blog", "gone.example"]);
    expect((await db.select().from(layouts).where(eq(layouts.id, rows[0].id)))[0].title).toBe("Zeta store");

    await page.getByRole("button", { name: "More actions for Beta blog" }).click();
    await page.getByRole("menuitem", { name: "Duplicate" }).click();
    await expect.poll(() => titles(cards)).toEqual(["Zeta store", "Beta blog", "gone.example", "Beta blog (copy)"]);
    expect(await page.getByTestId("stat-total-value").textContent()).toBe("4");
    await context.close();
  });

  it("deletes after a confirmation with an undo toast, and retries or dismisses a failed extraction", async () => {
    const { db, rows, context, page, cards } = await seed({ clock: true });
    const [alpha, beta, failed] = rows;

    await page.getByRole("button", { name: "More actions for Beta blog" }).click();
    await page.getByRole("menuitem", { name: "Delete" }).click();
    const confirm = page.getByRole("alertdialog", { name: 'Delete "Beta blog"?' });
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await confirm.waitFor({ state: "detached" });
    expect(await titles(cards)).toContain("Beta blog");

    await page.getByRole("button", { name: "More actions for Beta blog" }).click();
    await page.getByRole("menuitem", { name: "Delete" }).click();
    await confirm.getByRole("button", { name: "Delete layout" }).click();
    await expect.poll(() => titles(cards)).toEqual(["gone.example", "Alpha shop"]);
    await page.getByRole("button", { name: "Undo" }).click();
    await expect.poll(() => titles(cards)).toEqual(["gone.example", "Beta blog", "Alpha shop"]);
    await page.getByText("Layout restored").waitFor();

    // Without undo the delete reaches the server once the toast's window has passed.
    await page.getByRole("button", { name: "More actions for Alpha shop" }).click();
    await page.getByRole("menuitem", { name: "Delete" }).click();
    const deleted = page.waitForResponse((r) => r.request().method() === "DELETE" && r.url().endsWith(`/api/layouts/${alpha.id}`), { timeout: 30_000 });
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete layout" }).click();
    await page.getByRole("button", { name: "Undo" }).waitFor();
    await page.clock.fastForward(UNDO_WINDOW_MS);
    expect((await deleted).status()).toBe(204);
    expect(await db.select().from(layouts).where(eq(layouts.id, alpha.id))).toEqual([]);
    expect(await db.select().from(layouts).where(eq(layouts.id, beta.id))).toHaveLength(1);
    await expect.poll(() => titles(cards)).toEqual(["gone.example", "Beta blog"]);

    // The failed card offers Retry, which puts the same layout back in the queue.
    const failedCard = cards.filter({ hasText: "gone.example" });
    await failedCard.getByText("The page did not load").waitFor();
    const retried = page.waitForResponse((r) => r.url().endsWith(`/api/layouts/${failed.id}/retry`));
    await failedCard.getByRole("button", { name: "Retry" }).click();
    expect((await retried).status()).toBe(202);
    expect(await db.select().from(extractionJobs).where(eq(extractionJobs.layoutId, failed.id))).toHaveLength(1);
    // Loopback-only egress fails it again quickly: then it can be dismissed without a confirmation.
    await failedCard.getByRole("button", { name: "Dismiss gone.example" }).waitFor({ timeout: 60_000 });
    const dismissed = page.waitForResponse((r) => r.request().method() === "DELETE" && r.url().endsWith(`/api/layouts/${failed.id}`), { timeout: 30_000 });
    await failedCard.getByRole("button", { name: "Dismiss gone.example" }).click();
    await expect.poll(() => titles(cards)).toEqual(["Beta blog"]);
    await page.clock.fastForward(UNDO_WINDOW_MS);
    expect((await dismissed).status()).toBe(204);
    await context.close();
  });

  it("says the same number the same way in the This Month card", async () => {
    const { context, page } = await seed();
    const month = new Date().toLocaleDateString("en-US", { month: "long" });
    // Two finished layouts this month; the failed one was refunded and is not counted.
    expect(await page.getByTestId("stat-month-value").textContent()).toBe("2");
    await page.getByTestId("stat-month").getByText(`2 extractions in ${month}, copies and failed ones not counted`).waitFor();
    await context.close();
  });
});
