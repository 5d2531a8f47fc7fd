import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { SESSION_COOKIE, createSession } from "@layoutlift/core/auth/sessions";
import { layouts, sessions, userSettings, users } from "@layoutlift/core/db/schema/index";
import { AVATAR_MAX_BYTES } from "@layoutlift/core/contract/account";
import { createTestApp, type TestApp } from "../helpers/test-app.ts";
import { dbTargets } from "../helpers/databases.ts";
import { solidPng } from "../helpers/png.ts";

function photoForm(bytes: Uint8Array, name: string, type: string): FormData {
  const form = new FormData();
  form.set("file", new File([bytes as Uint8Array<ArrayBuffer>], name, { type }));
  return form;
}

describe.each(await dbTargets())("account API on %s", (target) => {
  let t: TestApp;
  let alice: Awaited<ReturnType<TestApp["signIn"]>>;
  let bob: Awaited<ReturnType<TestApp["signIn"]>>;

  beforeAll(async () => {
    t = await createTestApp(target);
    alice = await t.signIn({ email: "alice@example.test", firstName: "Alice" });
    bob = await t.signIn({ email: "bob@example.test", firstName: "Bob" });
    await t.runtime.deps.db.insert(layouts).values([
      { userId: alice.user.id, url: "https://alice.example.com", status: "done", extractedHtml: "<p>alice</p>", extractedCss: "p{}" },
      { userId: bob.user.id, url: "https://bob-secret.example.com", status: "done", extractedHtml: "<p>bob</p>" },
    ]);
    // Migrating a fresh database can be slow while the whole suite shares two cores.
  }, 120_000);
  afterAll(() => t.close());

  it("answers default settings, persists a change and refuses unknown or empty patches", async () => {
    const initial = await (await t.request("/api/settings", { cookie: alice.cookie })).json();
    expect(initial).toEqual({ notifyExtraction: true, notifyMarketing: false, notifyBilling: true, autoSave: true, editingHints: true });

    const patched = await t.request("/api/settings", { method: "PATCH", cookie: alice.cookie, json: { notifyMarketing: true, autoSave: false } });
    expect(patched.status).toBe(200);
    const again = await (await t.request("/api/settings", { cookie: alice.cookie })).json();
    expect(again).toMatchObject({ notifyMarketing: true, autoSave: false, editingHints: true });
    const bobs = await (await t.request("/api/settings", { cookie: bob.cookie })).json();
    expect(bobs).toMatchObject({ notifyMarketing: false, autoSave: true });

    // There is no two-factor setting: a switch that asked for nothing at sign-in was removed, and the API refuses it.
    const twoFactor = await t.request("/api/settings", { method: "PATCH", cookie: alice.cookie, json: { twoFactor: true } });
    expect(twoFactor.status).toBe(400);

    const locked = await t.request("/api/settings", { method: "PATCH", cookie: alice.cookie, json: { notifyBilling: false } });
    expect(locked.status).toBe(400);
    const empty = await t.request("/api/settings", { method: "PATCH", cookie: alice.cookie, json: {} });
    expect(empty.status).toBe(400);
    expect((await empty.json()).message).toMatch(/at least one setting/);
    expect((await t.request("/api/settings")).status).toBe(401);
  });

  it("uploads a real PNG, makes it the avatar and serves it back", async () => {
    const bytes = solidPng();
    const res = await t.request("/api/account/avatar", { method: "POST", cookie: alice.cookie, body: photoForm(bytes, "me.png", "image/png") });
    expect(res.status).toBe(200);
    const { profileImageUrl } = await res.json();
    expect(profileImageUrl).toMatch(new RegExp(`^/api/account/avatar/${alice.user.id}/[0-9a-f]{32}\\.png$`));

    const me = await (await t.request("/api/auth/user", { cookie: alice.cookie })).json();
    expect(me.profileImageUrl).toBe(profileImageUrl);

    const served = await t.request(profileImageUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);

    // A second photo replaces the first, whose file is removed.
    const second = await (await t.request("/api/account/avatar", { method: "POST", cookie: alice.cookie, body: photoForm(solidPng(8, 8), "b.png", "image/png") })).json();
    expect(second.profileImageUrl).not.toBe(profileImageUrl);
    expect((await t.request(profileImageUrl)).status).toBe(404);
  });

  it("refuses a file named .png whose bytes are not an image with 400", async () => {
    const fake = new TextEncoder().encode("<svg xmlns='http://www.w3.org/2000/svg' onload='alert(1)'/>");
    const res = await t.request("/api/account/avatar", { method: "POST", cookie: bob.cookie, body: photoForm(fake, "evil.png", "image/png") });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toMatch(/not a JPG, PNG or GIF/);
    const [row] = await t.runtime.deps.db.select().from(users).where(eq(users.id, bob.user.id));
    expect(row.profileImageUrl).toBeNull();
  });

  it("refuses a photo over 2 MB with 413 and a clear message", async () => {
    const big = new Uint8Array(AVATAR_MAX_BYTES + 1024);
    big.set(solidPng());
    const res = await t.request("/api/account/avatar", { method: "POST", cookie: bob.cookie, body: photoForm(big, "big.png", "image/png") });
    expect(res.status).toBe(413);
    expect((await res.json()).message).toMatch(/2 MB or less/);
  });

  it("exports the caller's data as a JSON download without anyone else's", async () => {
    const res = await t.request("/api/account/export", { cookie: alice.cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="layoutlift-export-alice-\d{4}-\d{2}-\d{2}\.json"$/);
    const text = await res.text();
    const data = JSON.parse(text);
    expect(data.profile.email).toBe("alice@example.test");
    expect(data.layouts.map((l: { url: string }) => l.url)).toEqual(["https://alice.example.com"]);
    expect(data.layouts[0].extractedHtml).toBe("<p>alice</p>");
    expect(data.settings).toMatchObject({ notifyMarketing: true, autoSave: false });
    expect(data.settings).not.toHaveProperty("twoFactor");
    expect(text).not.toContain("bob");
    expect(text).not.toContain(bob.user.id);
  });

  it("lists sessions with the current one marked and signs out all others, keeping the current", async () => {
    const db = t.runtime.deps.db;
    const phone = await createSession(db, alice.user.id, { userAgent: "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Version/17.0 Mobile Safari/604.1" });
    await createSession(db, alice.user.id, { userAgent: "Mozilla/5.0 (X11; Linux x86_64; rv:120.0) Gecko/20100101 Firefox/120.0" });

    const list = await (await t.request("/api/account/sessions", { cookie: alice.cookie })).json();
    expect(list).toHaveLength(3);
    expect(list.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    expect(list[0].current).toBe(true);
    expect(list.map((s: { device: string }) => s.device)).toContain("Safari on iOS");
    expect(JSON.stringify(list)).not.toContain(phone.id);

    const revoke = await t.request("/api/account/sessions/revoke-others", { method: "POST", cookie: alice.cookie });
    expect(await revoke.json()).toEqual({ revoked: 2 });
    expect((await t.request("/api/auth/user", { cookie: alice.cookie })).status).toBe(200);
    expect((await t.request("/api/auth/user", { cookie: `${SESSION_COOKIE}=${phone.token}` })).status).toBe(401);
    const after = await (await t.request("/api/account/sessions", { cookie: alice.cookie })).json();
    expect(after).toHaveLength(1);
    // Bob's session is untouched.
    expect((await t.request("/api/auth/user", { cookie: bob.cookie })).status).toBe(200);
  });

  it("deletes the account with its layouts and sessions only after the email is typed", async () => {
    const db = t.runtime.deps.db;
    const carol = await t.signIn({ email: "Carol@Example.test" });
    const [carolsLayout] = await db.insert(layouts).values({ userId: carol.user.id, url: "https://carol.example.com" }).returning();
    await createSession(db, carol.user.id);
    await t.request("/api/settings", { method: "PATCH", cookie: carol.cookie, json: { autoSave: false } });
    const avatar = await (await t.request("/api/account/avatar", { method: "POST", cookie: carol.cookie, body: photoForm(solidPng(), "c.png", "image/png") })).json();
    const upload = await t.request(`/api/layouts/${carolsLayout.id}/assets`, { method: "POST", cookie: carol.cookie, body: photoForm(solidPng(), "u.png", "image/png") });
    const uploadedPath = new URL(((await upload.json()) as { url: string }).url).pathname;
    expect((await t.request(uploadedPath)).status).toBe(200);

    const wrong = await t.request("/api/account", { method: "DELETE", cookie: carol.cookie, json: { confirm: "someone@else.test" } });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).message).toMatch(/does not match your email/);
    expect(await db.select().from(users).where(eq(users.id, carol.user.id))).toHaveLength(1);

    const res = await t.request("/api/account", { method: "DELETE", cookie: carol.cookie, json: { confirm: "carol@example.test" } });
    expect(res.status).toBe(204);
    expect(res.headers.get("set-cookie")).toMatch(new RegExp(`${SESSION_COOKIE}=;`));
    expect(await db.select().from(users).where(eq(users.id, carol.user.id))).toHaveLength(0);
    expect(await db.select().from(layouts).where(eq(layouts.userId, carol.user.id))).toHaveLength(0);
    expect(await db.select().from(sessions).where(eq(sessions.userId, carol.user.id))).toHaveLength(0);
    expect(await db.select().from(userSettings).where(eq(userSettings.userId, carol.user.id))).toHaveLength(0);
    expect((await t.request(avatar.profileImageUrl)).status).toBe(404);
    // Images uploaded into the account's layouts are public by URL: they go too.
    expect((await t.request(uploadedPath)).status).toBe(404);
    expect((await t.request("/api/auth/user", { cookie: carol.cookie })).status).toBe(401);
    // Other users keep their data.
    expect(await db.select().from(layouts).where(eq(layouts.userId, alice.user.id))).toHaveLength(1);
  });
});
