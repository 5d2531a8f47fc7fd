import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { layouts } from "@layoutlift/core/db/schema/index";
import { MAX_ELEMENT_DEPTH, TOO_DEEP_MESSAGE } from "@layoutlift/core/html/depth-limit";
import { DEPTH_CHECK_TOO_SLOW, depthChecksInProgress, setDepthCheckRunLimit } from "@layoutlift/core/threads/depth-in-thread";
import { closeExportThreads, exportsInProgress, setExportRunLimit } from "@layoutlift/core/threads/export-in-thread";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import { TEST_ORIGIN } from "../helpers/test-app.ts";

/** parse5's adoption agency makes this seconds of parsing (the body issue 22 measured at 7.9 s for 5 MB). */
const hostileBody = (bytes: number) => "<b><p>x".repeat(Math.floor(bytes / 7));
const nested = (depth: number, inner: string) => "<div>".repeat(depth) + inner + "</div>".repeat(depth);

describe("the save-time depth check runs off the request thread", () => {
  let s: TestServer;
  let alice: Awaited<ReturnType<TestServer["signIn"]>>;
  let bob: Awaited<ReturnType<TestServer["signIn"]>>;
  let aliceLayout: string;
  let bobLayout: string;

  beforeAll(async () => {
    s = await startTestServer("pglite");
    const db = s.runtime.deps.db;
    alice = await s.signIn({ email: "alice-depth@example.test" });
    bob = await s.signIn({ email: "bob-depth@example.test" });
    const insert = async (userId: string) =>
      (await db.insert(layouts).values({ userId, url: "https://example.com/", status: "done", extractedHtml: "<p>x</p>", extractedCss: "" }).returning())[0].id;
    aliceLayout = await insert(alice.user.id);
    bobLayout = await insert(bob.user.id);
  }, 120_000);
  afterAll(async () => {
    setDepthCheckRunLimit(undefined);
    setExportRunLimit(undefined);
    await s?.close();
    await closeExportThreads();
  });

  /** Over the real socket, as a browser sends it. */
  const call = (path: string, cookie: string, init: { method?: string; json?: unknown } = {}) =>
    fetch(`${s.baseUrl}${path}`, {
      method: init.method ?? "GET",
      headers: { cookie, origin: TEST_ORIGIN, ...(init.json !== undefined ? { "content-type": "application/json" } : {}) },
      body: init.json !== undefined ? JSON.stringify(init.json) : undefined,
    });
  const stored = async (id: string, cookie: string) => (await (await call(`/api/layouts/${id}`, cookie)).json()) as { editedHtml: string | null; version: number };

  it("answers another user's request while a 5 MB hostile save is being checked", async () => {
    const order: string[] = [];
    const hostile = call(`/api/layouts/${aliceLayout}`, alice.cookie, { method: "PATCH", json: { editedHtml: hostileBody(4_900_000), version: 1 } }).then(
      async (res) => {
        order.push("alice");
        return { status: res.status, body: (await res.json()) as { message?: string } };
      },
    );
    // The check is under way in a thread (the body has been read and handed over)...
    await until(() => depthChecksInProgress(alice.user.id) === 1);
    // ...and the request thread is free: Bob's ordinary request is answered before Alice's save.
    const res = await call(`/api/layouts/${bobLayout}`, bob.cookie);
    order.push("bob");
    expect(res.status).toBe(200);
    expect(((await res.json()) as { id: string }).id).toBe(bobLayout);
    const answer = await hostile;
    expect(order).toEqual(["bob", "alice"]);
    // Shallow (5 levels): saved if the thread read it within its run limit, else a clear refusal; never a 500.
    expect([200, 422]).toContain(answer.status);
    if (answer.status === 422) expect(answer.body.message).toBe(DEPTH_CHECK_TOO_SLOW);
  }, 120_000);

  it("refuses a too-deep large save with the 400 and its message, keeping the stored layout", async () => {
    const before = await stored(aliceLayout, alice.cookie);
    const res = await call(`/api/layouts/${aliceLayout}`, alice.cookie, {
      method: "PATCH",
      json: { editedHtml: nested(100_000, "deep"), version: before.version },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: TOO_DEEP_MESSAGE(100_000) });
    expect(await stored(aliceLayout, alice.cookie)).toMatchObject(before);
    // A small too-deep save is decided on the request thread, with the same answer.
    const small = await call(`/api/layouts/${aliceLayout}`, alice.cookie, {
      method: "PATCH",
      json: { editedHtml: nested(MAX_ELEMENT_DEPTH + 1, "x"), version: before.version },
    });
    expect(small.status).toBe(400);
    expect(await small.json()).toEqual({ message: TOO_DEEP_MESSAGE(MAX_ELEMENT_DEPTH + 1) });
    // A large save within the limit (512 tags: past the inline budget) is checked in a thread and saved.
    const within = await call(`/api/layouts/${aliceLayout}`, alice.cookie, {
      method: "PATCH",
      json: { editedHtml: nested(MAX_ELEMENT_DEPTH, "ok ".repeat(30_000)), version: before.version },
    });
    expect(within.status).toBe(200);
    expect(((await within.json()) as { version: number }).version).toBe(before.version + 1);
  }, 120_000);

  it("refuses a save whose check runs past its time limit with a 422, keeping the stored layout", async () => {
    setDepthCheckRunLimit(50);
    try {
      const before = await stored(aliceLayout, alice.cookie);
      const res = await call(`/api/layouts/${aliceLayout}`, alice.cookie, { method: "PATCH", json: { editedHtml: hostileBody(2_000_000), version: before.version } });
      expect(res.status).toBe(422);
      expect(await res.json()).toEqual({ message: DEPTH_CHECK_TOO_SLOW });
      expect(await stored(aliceLayout, alice.cookie)).toMatchObject(before);
    } finally {
      setDepthCheckRunLimit(undefined);
    }
  }, 120_000);
  it("does not hold a large save behind the user's own running exports", async () => {
    // Two heavy exports of Alice's: one prints, one waits for it (one running export per user).
    const heavy = '<section class="s"><h2>Title</h2><p class="p">Some text <a href="/x">link</a></p></section>'.repeat(50_000);
    setExportRunLimit(120_000);
    try {
      const exports = [0, 1].map(() =>
        call(`/api/layouts/${aliceLayout}/export`, alice.cookie, { method: "POST", json: { format: "html", html: heavy, css: ".s { margin: 0 }" } }).then((r) => r.status),
      );
      await until(() => exportsInProgress(alice.user.id) === 2);
      const before = await stored(aliceLayout, alice.cookie);
      // Past the inline budget (512 tags), so it is checked in a thread: the save-check threads, not the export line.
      const res = await call(`/api/layouts/${aliceLayout}`, alice.cookie, {
        method: "PATCH",
        json: { editedHtml: nested(MAX_ELEMENT_DEPTH, "saved while exporting"), version: before.version },
      });
      const stillExporting = exportsInProgress(alice.user.id);
      expect(res.status).toBe(200);
      expect(stillExporting).toBeGreaterThan(0);
      expect((await Promise.all(exports)).every((status) => status === 200)).toBe(true);
    } finally {
      setExportRunLimit(undefined);
    }
  }, 240_000);
});

async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((r) => setTimeout(r, 10));
}
