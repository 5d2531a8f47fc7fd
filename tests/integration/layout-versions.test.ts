import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { layouts, layoutVersions, subscriptions } from "@layoutlift/core/db/schema/index";
import type { LayoutHistoryResponse, LayoutVersionDetail } from "@layoutlift/core/contract/layout-versions";
import { createSession, SESSION_COOKIE } from "@layoutlift/core/auth/sessions";
import { createTestApp, type TestApp } from "../helpers/test-app.ts";
import { dbTargets } from "../helpers/databases.ts";

const DAY = 86_400_000;

describe.each(await dbTargets())("layout history API on %s", (target) => {
  let t: TestApp;
  let clock = new Date("2026-03-01T10:00:00Z");
  let alice: Awaited<ReturnType<TestApp["signIn"]>>;
  let bob: Awaited<ReturnType<TestApp["signIn"]>>;
  let layoutId: string;
  let otherLayoutId: string;

  const save = (html: string, version: number) =>
    t.request(`/api/layouts/${layoutId}`, { method: "PATCH", cookie: alice.cookie, json: { editedHtml: html, editedCss: `/* ${html} */`, version } });
  /** Sessions expire after 30 days too: sign in again after moving the clock. */
  const signInAgain = async () => {
    const { token } = await createSession(t.runtime.deps.db, alice.user.id, {}, clock);
    alice = { ...alice, cookie: `${SESSION_COOKIE}=${token}` };
  };
  const history = async (cookie = alice.cookie) => (await t.request(`/api/layouts/${layoutId}/versions`, { cookie })).json() as Promise<LayoutHistoryResponse>;

  beforeAll(async () => {
    t = await createTestApp(target, { now: () => clock });
    alice = await t.signIn({ email: "alice@example.test", firstName: "Alice", lastName: "Ames" });
    bob = await t.signIn({ email: "bob@example.test", firstName: "Bob" });
    await t.runtime.deps.db.insert(subscriptions).values({ userId: alice.user.id, tier: "pro", status: "active" });
    const rows = await t.runtime.deps.db
      .insert(layouts)
      .values([
        { userId: alice.user.id, url: "https://example.com", status: "done", extractedHtml: "<p>extracted</p>", extractedCss: "p{}" },
        { userId: alice.user.id, url: "https://other.example.com", status: "done", extractedHtml: "<p>other</p>", extractedCss: "" },
      ])
      .returning();
    [layoutId, otherLayoutId] = rows.map((r) => r.id);
  }, 120_000);
  afterAll(() => t.close());

  it("keeps every save as a version with its time and author; restores one as a new version", async () => {
    expect((await save("<p>first</p>", 1)).status).toBe(200);
    clock = new Date(clock.getTime() + 60_000);
    expect((await save("<p>second</p>", 2)).status).toBe(200);

    const list = await history();
    expect(list.keepDays).toBe(30);
    expect(list.versions.map((v) => [v.version, v.author.name, v.createdAt, v.restoredFrom])).toEqual([
      [3, "Alice Ames", "2026-03-01T10:01:00.000Z", null],
      [2, "Alice Ames", "2026-03-01T10:00:00.000Z", null],
    ]);
    const first = list.versions[1];
    const detail = (await (await t.request(`/api/layouts/${layoutId}/versions/${first.id}`, { cookie: alice.cookie })).json()) as LayoutVersionDetail;
    expect([detail.html, detail.css]).toEqual(["<p>first</p>", "/* <p>first</p> */"]);

    // A stale restore is refused like a stale save, and writes nothing.
    const stale = await t.request(`/api/layouts/${layoutId}/versions/${first.id}/restore`, { method: "POST", cookie: alice.cookie, json: { version: 2 } });
    expect(stale.status).toBe(409);
    expect((await history()).versions).toHaveLength(2);

    clock = new Date(clock.getTime() + 60_000);
    const restored = await t.request(`/api/layouts/${layoutId}/versions/${first.id}/restore`, { method: "POST", cookie: alice.cookie, json: { version: 3 } });
    expect(restored.status).toBe(200);
    const layout = await restored.json();
    expect([layout.version, layout.editedHtml]).toEqual([4, "<p>first</p>"]);
    expect((await history()).versions.map((v) => [v.version, v.restoredFrom])).toEqual([
      [4, 2],
      [3, null],
      [2, null],
    ]);
  });

  it("validates the restore body", async () => {
    const { versions } = await history();
    const res = await t.request(`/api/layouts/${layoutId}/versions/${versions[0].id}/restore`, { method: "POST", cookie: alice.cookie, json: { version: "4" } });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toMatch(/version/);
  });

  it("hides the history of someone else's layout, and versions of another layout, behind 404", async () => {
    const { versions } = await history();
    for (const [method, path, json] of [
      ["GET", `/api/layouts/${layoutId}/versions`],
      ["GET", `/api/layouts/${layoutId}/versions/${versions[0].id}`],
      ["POST", `/api/layouts/${layoutId}/versions/${versions[0].id}/restore`, { version: 4 }],
    ] as const) {
      expect((await t.request(path, { method, cookie: bob.cookie, json })).status, `${method} ${path}`).toBe(404);
    }
    expect((await t.request(`/api/layouts/${otherLayoutId}/versions/${versions[0].id}`, { cookie: alice.cookie })).status).toBe(404);
    expect((await t.request(`/api/layouts/${layoutId}/versions/not-a-uuid`, { cookie: alice.cookie })).status).toBe(404);
    expect((await t.request(`/api/layouts/${layoutId}/versions`)).status).toBe(401);
  });

  it("keeps versions for the plan's 30 days: older ones are no longer listed and are deleted at the next save", async () => {
    clock = new Date(clock.getTime() + 30 * DAY - 90_000);
    await signInAgain();
    // 2 was saved just over 30 days ago; 3 and 4 are still inside the window.
    expect((await history()).versions.map((v) => v.version)).toEqual([4, 3]);
    clock = new Date(clock.getTime() + 10 * DAY);
    await signInAgain();
    expect((await history()).versions).toEqual([]);
    expect((await save("<p>later</p>", 4)).status).toBe(200);
    const rows = await t.runtime.deps.db.select().from(layoutVersions).where(eq(layoutVersions.layoutId, layoutId));
    expect(rows.map((r) => r.version)).toEqual([5]);
  });
});
