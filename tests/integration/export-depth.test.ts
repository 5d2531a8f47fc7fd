import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { layouts } from "@layoutlift/core/db/schema/index";
import { exportFormats } from "@layoutlift/core/contract/export";
import { htmlDepth, MAX_ELEMENT_DEPTH } from "@layoutlift/core/html/depth-limit";
import { EXPORTS_PER_USER, exportsInProgress, setExportRunLimit, TOO_MANY_EXPORTS } from "@layoutlift/core/threads/export-in-thread";
import { subscriptions } from "@layoutlift/core/db/schema/index";
import { createTestApp, type TestApp } from "../helpers/test-app.ts";
import { dbTargets } from "../helpers/databases.ts";

const nested = (depth: number, inner: string) => "<div class=\"box\">".repeat(depth) + inner + "</div>".repeat(depth);
/** About 2 MB of markup: seconds of printing in an export thread. */
const heavyHtml = () => '<section class="s"><h2>Title</h2><p class="p">Some text <a href="/x">link</a></p></section>'.repeat(25_000);

const targets = await dbTargets();

describe.each(targets)("export depth and fairness on %s", (target) => {
  // Saving is the database's part and runs on each driver; exporting and the export threads' fairness never touch
  // the database past the ownership check, so they run once (on the first driver) rather than once per driver.
  const onFirstDriver = it.runIf(target === targets[0]);
  let t: TestApp;
  let alice: Awaited<ReturnType<TestApp["signIn"]>>;
  let bob: Awaited<ReturnType<TestApp["signIn"]>>;
  let aliceLayout: string;
  let bobLayout: string;

  beforeAll(async () => {
    t = await createTestApp(target);
    const db = t.runtime.deps.db;
    alice = await t.signIn({ email: "alice@example.test" });
    bob = await t.signIn({ email: "bob@example.test" });
    await db.insert(subscriptions).values({ userId: alice.user.id, tier: "pro", status: "active" });
    const insert = async (userId: string) =>
      (await db.insert(layouts).values({ userId, url: "https://example.com/", status: "done", extractedHtml: "<p>x</p>", extractedCss: "" }).returning())[0].id;
    aliceLayout = await insert(alice.user.id);
    bobLayout = await insert(bob.user.id);
  }, 120_000);
  afterAll(async () => {
    setExportRunLimit(undefined);
    await t?.close();
  });

  const exportOf = (id: string, cookie: string, json: unknown) => t.request(`/api/layouts/${id}/export`, { method: "POST", cookie, json });

  it("refuses a 100,000-level layout at save with a 400 naming the limit, keeping the saved layout", async () => {
    const res = await t.request(`/api/layouts/${aliceLayout}`, {
      method: "PATCH",
      cookie: alice.cookie,
      json: { editedHtml: nested(100_000, "deep"), version: 1 },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: `This layout nests elements 100000 levels deep; at most ${MAX_ELEMENT_DEPTH} are supported. Remove some wrapper elements and save again.` });
    const saved = await (await t.request(`/api/layouts/${aliceLayout}`, { cookie: alice.cookie })).json();
    expect(saved).toMatchObject({ editedHtml: null, version: 1 });
    const within = await t.request(`/api/layouts/${aliceLayout}`, {
      method: "PATCH",
      cookie: alice.cookie,
      json: { editedHtml: nested(MAX_ELEMENT_DEPTH, "deep"), version: 1 },
    });
    expect(within.status).toBe(200);
  }, 60_000);

  onFirstDriver("exports a 100,000-level document flattened to the limit, not a 500", async () => {
    const res = await exportOf(aliceLayout, alice.cookie, { format: "html", html: nested(100_000, "<p>deep text</p>"), css: ".box { padding: 1px }" });
    expect(res.status).toBe(200);
    const page = await res.text();
    expect(page).toContain("deep text");
    const body = page.slice(page.indexOf("<body"), page.lastIndexOf("</body>"));
    expect(htmlDepth(body)).toBeLessThanOrEqual(MAX_ELEMENT_DEPTH + 2);
  }, 60_000);

  onFirstDriver("exports a 1,000-level layout in every format", async () => {
    for (const format of exportFormats) {
      const res = await exportOf(aliceLayout, alice.cookie, { format, html: nested(1_000, "<p>deep text</p>"), css: ".box { padding: 1px }" });
      expect(res.status, format).toBe(200);
      expect((await res.arrayBuffer()).byteLength, format).toBeGreaterThan(0);
    }
  }, 120_000);

  onFirstDriver("finishes another user's export while one user's heavy exports hold the line, and caps that user's exports", async () => {
    // Short enough that the heavy exports are stopped in seconds. The old limit counted waiting for a thread, so
    // Bob's export, queued behind two of Alice's on the two threads, failed with a 503.
    setExportRunLimit(4_000);
    const heavy = Array.from({ length: EXPORTS_PER_USER }, () =>
      exportOf(aliceLayout, alice.cookie, { format: "html", html: heavyHtml(), css: ".s { margin: 0 }" }).then((res) => res.status),
    );
    await until(() => exportsInProgress(alice.user.id) === EXPORTS_PER_USER);
    // Past her cap, even a small export is refused at once, naming why.
    const over = await exportOf(aliceLayout, alice.cookie, { format: "html", html: "<p>one more</p>", css: "" });
    expect(over.status).toBe(429);
    expect(await over.json()).toMatchObject({ message: TOO_MANY_EXPORTS });

    // Bob asks while Alice's heavy exports hold the threads. (Whether they are still running when his answer
    // arrives depends on the machine's speed, so the test reads the count at the moment he asks.)
    const aliceBusyWhenBobAsked = exportsInProgress(alice.user.id);
    const normal = await exportOf(bobLayout, bob.cookie, { format: "html", html: "<p>Bob's page</p>", css: "" });
    expect(aliceBusyWhenBobAsked).toBeGreaterThan(0);
    expect(normal.status).toBe(200);
    expect(await normal.text()).toContain("Bob's page");
    const statuses = await Promise.all(heavy);
    expect(statuses.every((s) => s === 200 || s === 503)).toBe(true);
  }, 120_000);
});

async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((r) => setTimeout(r, 20));
}
