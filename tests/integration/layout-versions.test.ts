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
  /** The saves only: the original extraction is always listed last. */
  const saves = async () => (await history()).versions.filter((v) => !v.original);
  const rename = (versionId: string, label: unknown, cookie = alice.cookie) =>
    t.request(`/api/layouts/${layoutId}/versions/${versionId}`, { method: "PATCH", cookie, json: { label } });

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
    expect(list.versions.map((v) => [v.version, v.author.name, v.createdAt, v.restoredFrom, v.original])).toEqual([
      [3, "Alice Ames", "2026-03-01T10:01:00.000Z", null, false],
      [2, "Alice Ames", "2026-03-01T10:00:00.000Z", null, false],
      [1, "Alice Ames", list.versions[2]!.createdAt, null, true],
    ]);
    const first = list.versions[1];
    const detail = (await (await t.request(`/api/layouts/${layoutId}/versions/${first.id}`, { cookie: alice.cookie })).json()) as LayoutVersionDetail;
    expect([detail.html, detail.css]).toEqual(["<p>first</p>", "/* <p>first</p> */"]);

    // A stale restore is refused like a stale save, and writes nothing.
    const stale = await t.request(`/api/layouts/${layoutId}/versions/${first.id}/restore`, { method: "POST", cookie: alice.cookie, json: { version: 2 } });
    expect(stale.status).toBe(409);
    expect(await saves()).toHaveLength(2);

    clock = new Date(clock.getTime() + 60_000);
    const restored = await t.request(`/api/layouts/${layoutId}/versions/${first.id}/restore`, { method: "POST", cookie: alice.cookie, json: { version: 3 } });
    expect(restored.status).toBe(200);
    const layout = await restored.json();
    expect([layout.version, layout.editedHtml]).toEqual([4, "<p>first</p>"]);
    expect((await history()).versions.map((v) => [v.version, v.restoredFrom])).toEqual([
      [4, 2],
      [3, null],
      [2, null],
      [1, null],
    ]);
  });

  it("lists the original extraction as version 1, previews it, and restores it like any version", async () => {
    const original = (await history()).versions.at(-1)!;
    expect([original.id, original.version, original.original, original.label]).toEqual(["original", 1, true, null]);
    const detail = (await (await t.request(`/api/layouts/${layoutId}/versions/original`, { cookie: alice.cookie })).json()) as LayoutVersionDetail;
    expect([detail.html, detail.css]).toEqual(["<p>extracted</p>", "p{}"]);

    const restored = await t.request(`/api/layouts/${layoutId}/versions/original/restore`, { method: "POST", cookie: alice.cookie, json: { version: 4 } });
    expect(restored.status).toBe(200);
    expect(((await restored.json()) as { editedHtml: string }).editedHtml).toBe("<p>extracted</p>");
    expect((await saves())[0]).toMatchObject({ version: 5, restoredFrom: 1 });
    // Put version 4's content back so the expiry test below reads the same history.
    const four = (await saves()).find((v) => v.version === 4)!;
    expect((await t.request(`/api/layouts/${layoutId}/versions/${four.id}/restore`, { method: "POST", cookie: alice.cookie, json: { version: 5 } })).status).toBe(200);
  });

  it("names a version, renames it, and removes the name; refuses names that are too long or not text", async () => {
    const [latest] = await saves();
    const named = await rename(latest!.id, "  Before client review ");
    expect(named.status).toBe(200);
    expect(((await named.json()) as { label: string }).label).toBe("Before client review");
    expect((await saves())[0]!.label).toBe("Before client review");

    for (const [label, message] of [
      ["x".repeat(61), /at most 60 characters/],
      ["tab\tinside", /control characters/],
      [42, /label/],
    ] as const) {
      const res = await rename(latest!.id, label);
      expect(res.status, String(label)).toBe(400);
      expect(((await res.json()) as { message: string }).message).toMatch(message);
    }
    const original = await rename("original", "Mine");
    expect(original.status).toBe(400);
    expect(((await original.json()) as { message: string }).message).toMatch(/original extraction keeps its name/);
    expect((await saves())[0]!.label).toBe("Before client review");

    expect((await rename(latest!.id, "")).status).toBe(200);
    expect((await saves())[0]!.label).toBeNull();
    expect((await rename(latest!.id, "Final")).status).toBe(200);
    expect((await saves())[0]!.label).toBe("Final");
    expect((await rename(latest!.id, null)).status).toBe(200);
    expect((await saves())[0]!.label).toBeNull();
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
      ["PATCH", `/api/layouts/${layoutId}/versions/${versions[0].id}`, { label: "Bob's" }],
      ["GET", `/api/layouts/${layoutId}/versions/original`],
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
    // 2 was saved just over 30 days ago; 3 to 6 are still inside the window. The original never expires.
    expect((await history()).versions.map((v) => v.version)).toEqual([6, 5, 4, 3, 1]);
    clock = new Date(clock.getTime() + 10 * DAY);
    await signInAgain();
    expect((await history()).versions.map((v) => v.version)).toEqual([1]);
    expect((await save("<p>later</p>", 6)).status).toBe(200);
    const rows = await t.runtime.deps.db.select().from(layoutVersions).where(eq(layoutVersions.layoutId, layoutId));
    expect(rows.map((r) => r.version)).toEqual([7]);
  });
});
