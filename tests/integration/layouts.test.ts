import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { layouts } from "@layoutlift/core/db/schema/index";
import { createTestApp, type TestApp } from "../helpers/test-app.ts";
import { dbTargets } from "../helpers/databases.ts";

describe.each(await dbTargets())("layouts API on %s", (target) => {
  let t: TestApp;
  let alice: Awaited<ReturnType<TestApp["signIn"]>>;
  let bob: Awaited<ReturnType<TestApp["signIn"]>>;
  let layoutId: string;

  beforeAll(async () => {
    t = await createTestApp(target);
    alice = await t.signIn({ email: "alice@example.test", firstName: "Alice" });
    bob = await t.signIn({ email: "bob@example.test", firstName: "Bob" });
    const [row] = await t.runtime.deps.db
      .insert(layouts)
      .values({ userId: alice.user.id, url: "https://example.com", status: "done", extractedHtml: "<p>hi</p>", extractedCss: "p{}" })
      .returning();
    layoutId = row.id;
    await t.runtime.deps.db
      .insert(layouts)
      .values({ userId: alice.user.id, url: "https://newer.example.com", createdAt: new Date(Date.now() + 1000) });
  });
  afterAll(() => t.close());

  it("lists only the caller's layouts, newest first", async () => {
    const mine = await (await t.request("/api/layouts", { cookie: alice.cookie })).json();
    expect(mine.map((l: { url: string }) => l.url)).toEqual(["https://newer.example.com", "https://example.com"]);
    const theirs = await (await t.request("/api/layouts", { cookie: bob.cookie })).json();
    expect(theirs).toEqual([]);
  });

  it("answers 401 with a JSON message when signed out", async () => {
    const res = await t.request("/api/layouts");
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: expect.any(String) });
  });

  it("hides another user's layout behind 404 on every route", async () => {
    const calls: [string, string, unknown?][] = [
      ["GET", `/api/layouts/${layoutId}`],
      ["PATCH", `/api/layouts/${layoutId}`, { editedHtml: "<p>pwned</p>", version: 1 }],
      ["GET", `/api/layouts/${layoutId}/screenshot`],
      ["POST", `/api/layouts/${layoutId}/export`, { format: "html", html: "<p>x</p>", css: "" }],
      ["POST", `/api/layouts/${layoutId}/ai-edit`, { prompt: "Make it modern", currentHtml: "<p>x</p>", currentCss: "" }],
    ];
    for (const [method, path, json] of calls) {
      const res = await t.request(path, { method, cookie: bob.cookie, json });
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    const res = await t.request(`/api/layouts/${layoutId}`, { cookie: alice.cookie });
    expect((await res.json()).editedHtml).toBeNull();
  });

  it("treats a malformed id as not found", async () => {
    const res = await t.request("/api/layouts/not-a-uuid", { cookie: alice.cookie });
    expect(res.status).toBe(404);
  });

  it("saves with the current version and refuses a stale one with 409, keeping the newer data", async () => {
    const first = await t.request(`/api/layouts/${layoutId}`, {
      method: "PATCH",
      cookie: alice.cookie,
      json: { editedHtml: "<p>tab one</p>", editedCss: "p{color:red}", version: 1 },
    });
    expect(first.status).toBe(200);
    expect((await first.json()).version).toBe(2);

    const stale = await t.request(`/api/layouts/${layoutId}`, {
      method: "PATCH",
      cookie: alice.cookie,
      json: { editedHtml: "<p>tab two</p>", version: 1 },
    });
    expect(stale.status).toBe(409);
    expect((await stale.json()).message).toMatch(/changed somewhere else/);

    const now = await (await t.request(`/api/layouts/${layoutId}`, { cookie: alice.cookie })).json();
    expect(now.editedHtml).toBe("<p>tab one</p>");
    expect(now.version).toBe(2);
  });

  it("rejects bad bodies with 400 and a clear message", async () => {
    const missingVersion = await t.request(`/api/layouts/${layoutId}`, {
      method: "PATCH",
      cookie: alice.cookie,
      json: { editedHtml: "<p>x</p>" },
    });
    expect(missingVersion.status).toBe(400);
    expect((await missingVersion.json()).message).toMatch(/version/);

    const malformed = await t.request(`/api/layouts/${layoutId}`, {
      method: "PATCH",
      cookie: alice.cookie,
      headers: { "content-type": "application/json" },
      body: "{not json",
    });
    expect(malformed.status).toBe(400);
  });

  it("refuses cross-site state changes", async () => {
    const res = await t.request(`/api/layouts/${layoutId}`, {
      method: "PATCH",
      cookie: alice.cookie,
      headers: { origin: "https://evil.example" },
      json: { editedHtml: "<p>csrf</p>", version: 2 },
    });
    expect(res.status).toBe(403);
  });
});
