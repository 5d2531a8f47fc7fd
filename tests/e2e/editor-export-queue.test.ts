import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { layouts, subscriptions } from "@layoutlift/core/db/schema/index";
import { EXPORTS_PER_USER, exportsInProgress, setExportRunLimit, TOO_MANY_EXPORTS } from "@layoutlift/core/threads/export-in-thread";
import { startEditorSession, type EditorSession } from "../helpers/editor-session.ts";
import { openAs } from "../helpers/editor-page.ts";

/** About 2 MB of markup: seconds of printing in an export thread. */
const heavyHtml = (copies = 25_000) => '<section class="s"><h2>Title</h2><p class="p">Some text <a href="/x">link</a></p></section>'.repeat(copies);

describe("export dialog: waiting in line and too many exports", () => {
  let session: EditorSession;
  const others: { id: string; cookie: string; layout: string }[] = [];

  beforeAll(async () => {
    session = await startEditorSession({ firstName: "Quinn" });
    const { s } = session;
    for (const email of ["alice-line@example.test", "carol-line@example.test"]) {
      const { user, cookie } = await s.signIn({ email });
      await s.runtime.deps.db.insert(subscriptions).values({ userId: user.id, tier: "pro", status: "active" });
      const [row] = await s.runtime.deps.db
        .insert(layouts)
        .values({ userId: user.id, url: "https://example.com/", status: "done", extractedHtml: "<p>x</p>", extractedCss: "" })
        .returning();
      others.push({ id: user.id, cookie, layout: row.id });
    }
    // Heavy exports are stopped after a few seconds, so the tests do not wait for them to print.
    setExportRunLimit(10_000);
  }, 180_000);
  afterAll(async () => {
    setExportRunLimit(undefined);
    await session?.close();
  });

  const heavyExport = (layout: string, cookie: string, copies?: number) =>
    session.s
      .request(`/api/layouts/${layout}/export`, { method: "POST", cookie, json: { format: "html", html: heavyHtml(copies), css: ".s { margin: 0 }" } })
      .then((res) => res.status);

  const openEditor = async () => {
    const page = await session.open(`/editor/${session.layoutId}`);
    await page.getByRole("button", { name: "Export" }).waitFor();
    return page;
  };

  it("says how many exports are ahead while the user's export waits, then downloads it", async () => {
    const page = await openEditor();
    // Two other users' exports hold both export threads.
    const heavy = others.map((o) => heavyExport(o.layout, o.cookie));
    await until(() => others.every((o) => exportsInProgress(o.id) === 1));

    // Its own export starts once a thread is free (fresh threads load the export engine first: slow on a busy machine).
    const download = page.waitForEvent("download", { timeout: 220_000 });
    await page.getByRole("button", { name: "Export" }).click();
    await page.locator('[data-format="html"]').click();
    const status = page.getByTestId("export-status").getByRole("status");
    await status.waitFor();
    expect(await status.textContent()).toMatch(/^Waiting for [12] exports? ahead of yours…$/);

    await download;
    await page.getByText("Export successful").waitFor();
    await page.getByTestId("export-status").waitFor({ state: "detached" });
    expect((await Promise.all(heavy)).every((s) => s === 200 || s === 503)).toBe(true);
  }, 300_000);

  it("shows the 429's message and when to retry, and the retry button exports once a slot is free", async () => {
    const page = await openEditor();
    const { pro } = session;
    // The menu is open before the user's exports start, so the click lands while all of them are in progress: the
    // first, ~5 MB, prints until its run limit stops it; the others, one line of markup each, wait in line behind it
    // (one export per user prints at a time), so they hold their places without each printing for seconds too.
    await page.getByRole("button", { name: "Export" }).click();
    await page.locator('[data-format="html"]').waitFor();
    const heavy = [heavyExport(session.layoutId, pro.cookie, 49_000)];
    await until(() => exportsInProgress(pro.user.id) === 1);
    for (let i = 1; i < EXPORTS_PER_USER; i++) heavy.push(heavyExport(session.layoutId, pro.cookie, 1));
    await until(() => exportsInProgress(pro.user.id) === EXPORTS_PER_USER);
    await page.locator('[data-format="html"]').click();
    const dialog = page.getByTestId("export-status");
    await dialog.getByText(TOO_MANY_EXPORTS).waitFor();
    expect(await dialog.getByTestId("export-retry-after").textContent()).toMatch(/^You can try again in about \d+ seconds?\.$/);
    expect(await page.getByText("Export failed").count()).toBe(0);

    expect((await Promise.all(heavy)).every((s) => s === 200 || s === 503)).toBe(true);
    const download = page.waitForEvent("download", { timeout: 220_000 });
    await dialog.getByRole("button", { name: "Retry export" }).click();
    await download;
    await page.getByText("Export successful").waitFor();
  }, 300_000);
});

async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((r) => setTimeout(r, 20));
}
