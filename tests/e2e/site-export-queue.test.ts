import { afterAll, describe, expect, it } from "vitest";
import { layouts, sites, subscriptions } from "@layoutlift/core/db/schema/index";
import { EXPORTS_PER_USER, exportsInProgress, setExportRunLimit, TOO_MANY_EXPORTS } from "@layoutlift/core/threads/export-in-thread";
import { useBrowserApp } from "../helpers/browser-app.ts";

/** About 5 MB of markup: its export prints until the run limit stops it. */
const heavyHtml = '<section class="s"><h2>Title</h2><p class="p">Some text <a href="/x">link</a></p></section>'.repeat(49_000);

// The site card's export goes through the same line as the editor's: the same dialog says when the server refuses
// one more (429) and how many exports are ahead of it while it waits.
describe("site export: too many exports and waiting in line", () => {
  const app = useBrowserApp();
  afterAll(() => setExportRunLimit(undefined));

  it("shows the 429's message and when to retry; Retry waits in line with the count ahead, then downloads the site", async () => {
    const { user, cookie } = await app.server.signIn({ firstName: "Ines" });
    const db = app.server.runtime.deps.db;
    await db.insert(subscriptions).values({ userId: user.id, tier: "pro", status: "active" });
    const [site] = await db.insert(sites).values({ userId: user.id, startUrl: "https://mill.example/", maxPages: 5, status: "done" }).returning();
    const page = (route: string, title: string, at: number) => ({
      userId: user.id,
      siteId: site.id,
      siteRoute: route,
      url: `https://mill.example${route}`,
      title,
      status: "done" as const,
      stage: "done" as const,
      progress: 100,
      extractedHtml: `<main><h1>${title}</h1></main>`,
      extractedCss: "h1 { color: rgb(20, 60, 20); }",
      createdAt: new Date(Date.now() - 10_000 + at),
    });
    await db.insert(layouts).values([page("/", "Mill home", 0), page("/flour", "Flour", 1)]);
    const [single] = await db.insert(layouts).values({ userId: user.id, url: "https://mill.example/x", status: "done", extractedHtml: "<p>x</p>", extractedCss: "" }).returning();
    setExportRunLimit(10_000);

    const context = await app.newContext(cookie);
    const tab = await context.newPage();
    await tab.goto("/dashboard");
    // The menu is open before the user's own exports start, so the click lands while all of them are in progress.
    await tab.getByTestId("site-card").getByRole("button", { name: /^Export the site/ }).click();
    const html = tab.getByRole("menuitem", { name: "HTML/CSS" });
    await html.waitFor();
    const heavy = Array.from({ length: EXPORTS_PER_USER }, () =>
      app.server
        .request(`/api/layouts/${single.id}/export`, { method: "POST", cookie, json: { format: "html", html: heavyHtml, css: ".s { margin: 0 }" } })
        .then((res) => res.status),
    );
    await until(() => exportsInProgress(user.id) === EXPORTS_PER_USER);
    await html.click();
    const dialog = tab.getByTestId("export-status");
    await dialog.getByText(TOO_MANY_EXPORTS).waitFor();
    expect(await dialog.getByTestId("export-retry-after").textContent()).toMatch(/^You can try again in about \d+ seconds?\.$/);
    expect(await tab.getByText("Export failed").count()).toBe(0);

    // Once the first of them is done, Retry joins the line behind the other two: the dialog counts those ahead.
    await until(() => exportsInProgress(user.id) < EXPORTS_PER_USER);
    const download = tab.waitForEvent("download", { timeout: 220_000 });
    await dialog.getByRole("button", { name: "Retry export" }).click();
    const status = dialog.getByRole("status");
    await status.waitFor();
    expect(await status.textContent()).toMatch(/^Waiting for [12] exports? ahead of yours…$/);

    expect((await download).suggestedFilename()).toBe("site.zip");
    await tab.getByText("Site exported").waitFor();
    await dialog.waitFor({ state: "detached" });
    expect((await Promise.all(heavy)).every((s) => s === 200 || s === 413 || s === 503)).toBe(true);
    await context.close();
  }, 300_000);
});

async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((r) => setTimeout(r, 20));
}
