import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, isNull } from "drizzle-orm";
import { extractionJobs, layouts, usageRecords } from "@layoutlift/core/db/schema/index";
import { startTestServer, type TestServer } from "../helpers/server.ts";

/** Dashboard management (rename, duplicate, delete, retry) over the real HTTP server on loopback. */
describe("layout management API over HTTP", () => {
  let s: TestServer;
  let alice: Awaited<ReturnType<TestServer["signIn"]>>;
  let bob: Awaited<ReturnType<TestServer["signIn"]>>;

  beforeAll(async () => {
    s = await startTestServer("pglite");
    alice = await s.signIn({ email: "alice@example.test" });
    bob = await s.signIn({ email: "bob@example.test" });
  }, 180_000);
  afterAll(() => s?.close());

  const call = (path: string, init: { method?: string; cookie?: string; json?: unknown } = {}) =>
    fetch(`${s.baseUrl}${path}`, {
      method: init.method ?? "GET",
      headers: {
        ...(init.cookie ? { cookie: init.cookie } : {}),
        ...(init.json !== undefined ? { "content-type": "application/json" } : {}),
        ...(init.method && init.method !== "GET" ? { origin: s.baseUrl } : {}),
      },
      body: init.json !== undefined ? JSON.stringify(init.json) : undefined,
    });

  async function insertLayout(values: Partial<typeof layouts.$inferInsert> = {}) {
    const [row] = await s.runtime.deps.db
      .insert(layouts)
      .values({ userId: alice.user.id, url: "https://shop.example.com/", status: "done", stage: "done", progress: 100, extractedHtml: "<p>hi</p>", extractedCss: "p{}", ...values })
      .returning();
    return row;
  }

  it("renames with the loaded version and refuses a blank name or a stale version", async () => {
    const row = await insertLayout({ title: "Shop" });
    const renamed = await call(`/api/layouts/${row.id}`, { method: "PATCH", cookie: alice.cookie, json: { title: "  Spring sale  ", version: 1 } });
    expect(renamed.status).toBe(200);
    expect(await renamed.json()).toMatchObject({ title: "Spring sale", version: 2 });
    const blank = await call(`/api/layouts/${row.id}`, { method: "PATCH", cookie: alice.cookie, json: { title: "   ", version: 2 } });
    expect(blank.status).toBe(400);
    const stale = await call(`/api/layouts/${row.id}`, { method: "PATCH", cookie: alice.cookie, json: { title: "Old tab", version: 1 } });
    expect(stale.status).toBe(409);
    expect((await (await call(`/api/layouts/${row.id}`, { cookie: alice.cookie })).json()).title).toBe("Spring sale");
  });

  it("duplicates a finished layout with its edits and its own screenshot, free of allowance", async () => {
    const row = await insertLayout({ title: "Landing", editedHtml: "<p>edited</p>", editedCss: "p{color:red}", framework: "vue" });
    const shot = new Uint8Array([137, 80, 78, 71, 1, 2, 3]);
    await s.runtime.deps.storage.screenshots.put(`layouts/${row.id}/screenshot.png`, shot, "image/png");
    await s.runtime.deps.db.update(layouts).set({ screenshotKey: `layouts/${row.id}/screenshot.png` }).where(eq(layouts.id, row.id));

    const res = await call(`/api/layouts/${row.id}/duplicate`, { method: "POST", cookie: alice.cookie });
    expect(res.status).toBe(201);
    const copy = await res.json();
    expect(copy).toMatchObject({ title: "Landing (copy)", editedHtml: "<p>edited</p>", editedCss: "p{color:red}", framework: "vue", status: "done", version: 1 });
    expect(copy.id).not.toBe(row.id);
    expect(copy.screenshotUrl).toBe(`/api/layouts/${copy.id}/screenshot`);
    // The list says which layouts are copies, so the dashboard's "This Month" counts extractions only.
    const listed = (await (await call("/api/layouts", { cookie: alice.cookie })).json()) as { id: string; copiedFrom: string | null }[];
    expect(listed.find((l) => l.id === copy.id)?.copiedFrom).toBe(row.id);
    expect(listed.find((l) => l.id === row.id)?.copiedFrom).toBeNull();

    // Deleting the original leaves the copy's picture in place.
    expect((await call(`/api/layouts/${row.id}`, { method: "DELETE", cookie: alice.cookie })).status).toBe(204);
    const picture = await call(copy.screenshotUrl, { cookie: alice.cookie });
    expect(picture.status).toBe(200);
    expect(new Uint8Array(await picture.arrayBuffer())).toEqual(shot);
    expect(await s.runtime.deps.storage.screenshots.get(`layouts/${row.id}/screenshot.png`)).toBeNull();
    // A copy outlives its source: the link to it is cleared, not the copy.
    expect((await (await call(`/api/layouts/${copy.id}`, { cookie: alice.cookie })).json()).copiedFrom).toBeNull();
    const usage = await s.runtime.deps.db.select().from(usageRecords).where(eq(usageRecords.userId, alice.user.id));
    expect(usage).toEqual([]);
  });

  it("names an untitled copy after its host and refuses to copy an unfinished layout", async () => {
    const untitled = await insertLayout({ url: "https://www.blog.example.org/post" });
    expect((await (await call(`/api/layouts/${untitled.id}/duplicate`, { method: "POST", cookie: alice.cookie })).json()).title).toBe("blog.example.org (copy)");
    const running = await insertLayout({ status: "running", stage: "css", progress: 40 });
    const res = await call(`/api/layouts/${running.id}/duplicate`, { method: "POST", cookie: alice.cookie });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ message: "Only a finished layout can be duplicated" });
  });

  it("deletes for good: gone from the list and every route, a second delete is 404", async () => {
    const row = await insertLayout({ title: "Doomed" });
    expect((await call(`/api/layouts/${row.id}`, { method: "DELETE", cookie: alice.cookie })).status).toBe(204);
    const list = (await (await call("/api/layouts", { cookie: alice.cookie })).json()) as { id: string }[];
    expect(list.map((l) => l.id)).not.toContain(row.id);
    expect((await call(`/api/layouts/${row.id}`, { cookie: alice.cookie })).status).toBe(404);
    expect((await call(`/api/layouts/${row.id}`, { method: "DELETE", cookie: alice.cookie })).status).toBe(404);
  });

  it("hides every management route of someone else's layout behind 404 and refuses signed-out and cross-site calls", async () => {
    const row = await insertLayout({ title: "Alice's", status: "failed", error: "boom" });
    for (const [method, path, json] of [
      ["PATCH", `/api/layouts/${row.id}`, { title: "Bob's now", version: 1 }],
      ["POST", `/api/layouts/${row.id}/duplicate`],
      ["POST", `/api/layouts/${row.id}/retry`],
      ["DELETE", `/api/layouts/${row.id}`],
    ] as const) {
      const res = await call(path, { method, cookie: bob.cookie, json });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect((await call(path, { method, json })).status, `${method} ${path} signed out`).toBe(401);
    }
    const crossSite = await fetch(`${s.baseUrl}/api/layouts/${row.id}`, { method: "DELETE", headers: { cookie: alice.cookie, origin: "https://evil.example" } });
    expect(crossSite.status).toBe(403);
    expect((await call(`/api/layouts/${row.id}`, { cookie: alice.cookie })).status).toBe(200);
  });

  it("retries a failed extraction under the same id, taking one allowance again; only failed ones", async () => {
    const carol = await s.signIn({ email: "carol@example.test" });
    const [failed] = await s.runtime.deps.db
      .insert(layouts)
      .values({ userId: carol.user.id, url: "https://gone.example/", status: "failed", stage: "capture", error: "The page did not load" })
      .returning();
    const res = await call(`/api/layouts/${failed.id}/retry`, { method: "POST", cookie: carol.cookie });
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ id: failed.id });
    const jobs = await s.runtime.deps.db.select().from(extractionJobs).where(eq(extractionJobs.layoutId, failed.id));
    expect(jobs).toHaveLength(1);
    const counted = await s.runtime.deps.db.select().from(usageRecords).where(eq(usageRecords.layoutId, failed.id));
    expect(counted).toHaveLength(1);
    const user = await (await call("/api/auth/user", { cookie: carol.cookie })).json();
    // The worker may already have failed it again (and refunded); either way the layout was put back in the queue.
    const refunded = await s.runtime.deps.db.select().from(usageRecords).where(and(eq(usageRecords.layoutId, failed.id), isNull(usageRecords.refundedAt)));
    expect(user.layoutsUsed).toBe(refunded.length);

    const done = await s.runtime.deps.db.insert(layouts).values({ userId: carol.user.id, url: "https://ok.example/", status: "done" }).returning();
    const refused = await call(`/api/layouts/${done[0].id}/retry`, { method: "POST", cookie: carol.cookie });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ message: "Only a failed extraction can be retried" });
  });

  it("refuses a retry with 402 when the trial has no layouts left", async () => {
    const dave = await s.signIn({ email: "dave@example.test" });
    const db = s.runtime.deps.db;
    const used = await db.insert(layouts).values([1, 2, 3].map((i) => ({ userId: dave.user.id, url: `https://u${i}.example/`, status: "done" as const }))).returning();
    await db.insert(usageRecords).values(used.map((l) => ({ userId: dave.user.id, layoutId: l.id, kind: "extraction" as const })));
    const [failed] = await db.insert(layouts).values({ userId: dave.user.id, url: "https://f.example/", status: "failed", error: "x" }).returning();
    const res = await call(`/api/layouts/${failed.id}/retry`, { method: "POST", cookie: dave.cookie });
    expect(res.status).toBe(402);
    expect((await db.select().from(layouts).where(eq(layouts.id, failed.id)))[0].status).toBe("failed");
  });
});
