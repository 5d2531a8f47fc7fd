import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { layouts, subscriptions } from "@layoutlift/core/db/schema/index";
import { exportQueueStatusSchema, type ExportQueueStatus } from "@layoutlift/core/contract/export";
import { closeExportThreads, EXPORTS_PER_USER, exportsInProgress, setExportRunLimit, TOO_MANY_EXPORTS } from "@layoutlift/core/threads/export-in-thread";
import { createTestApp, type TestApp } from "../helpers/test-app.ts";

/** About 2 MB of markup: seconds of printing in an export thread. */
const heavyHtml = () => '<section class="s"><h2>Title</h2><p class="p">Some text <a href="/x">link</a></p></section>'.repeat(25_000);

describe("export queue positions", () => {
  let t: TestApp;
  const people: Record<string, { cookie: string; id: string; layout: string }> = {};

  beforeAll(async () => {
    t = await createTestApp("pglite");
    const db = t.runtime.deps.db;
    for (const name of ["alice", "carol", "bob"]) {
      const { user, cookie } = await t.signIn({ email: `${name}-queue@example.test` });
      await db.insert(subscriptions).values({ userId: user.id, tier: "pro", status: "active" });
      const [row] = await db.insert(layouts).values({ userId: user.id, url: "https://example.com/", status: "done", extractedHtml: "<p>x</p>", extractedCss: "" }).returning();
      people[name] = { cookie, id: user.id, layout: row.id };
    }
  }, 120_000);
  afterAll(async () => {
    setExportRunLimit(undefined);
    await t?.close();
    await closeExportThreads();
  });

  const exportAs = (name: string, html: string) =>
    t.request(`/api/layouts/${people[name].layout}/export`, { method: "POST", cookie: people[name].cookie, json: { format: "html", html, css: ".s { margin: 0 }" } });
  const queueOf = async (name: string): Promise<ExportQueueStatus> => {
    const res = await t.request("/api/exports/queue", { cookie: people[name].cookie });
    expect(res.status).toBe(200);
    return exportQueueStatusSchema.parse(await res.json());
  };

  it("answers a user over the cap with 429, Retry-After and where their exports stand", async () => {
    // Heavy exports are stopped after a few seconds, so the test does not wait for them to print.
    setExportRunLimit(6_000);
    const heavy = Array.from({ length: EXPORTS_PER_USER }, () => exportAs("alice", heavyHtml()).then((r) => r.status));
    await until(() => exportsInProgress(people.alice.id) === EXPORTS_PER_USER);
    const over = await exportAs("alice", "<p>one more</p>");
    expect(over.status).toBe(429);
    const body = (await over.json()) as { message: string; details: unknown };
    expect(body.message).toBe(TOO_MANY_EXPORTS);
    const details = exportQueueStatusSchema.parse(body.details);
    // One of hers prints at a time; the others wait behind it (so at least that one is ahead of them).
    expect(details.inProgress).toBe(EXPORTS_PER_USER);
    expect(details.running).toBeLessThanOrEqual(1);
    expect(details.waiting).toBeGreaterThanOrEqual(EXPORTS_PER_USER - 1);
    expect(details.ahead).toBeGreaterThanOrEqual(1);
    expect(details.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(over.headers.get("retry-after")).toBe(String(details.retryAfterSeconds));
    expect((await Promise.all(heavy)).every((s) => s === 200 || s === 503)).toBe(true);
    expect(await queueOf("alice")).toMatchObject({ inProgress: 0, running: 0, waiting: 0, ahead: 0 });
  }, 180_000);

  it("tells a waiting user how many exports are ahead of theirs, then that none are", async () => {
    setExportRunLimit(6_000);
    // Alice and Carol hold both export threads (Alice has a second one waiting behind her first).
    const heavy = [exportAs("alice", heavyHtml()), exportAs("carol", heavyHtml()), exportAs("alice", heavyHtml())].map((p) => p.then((r) => r.status));
    await until(() => exportsInProgress(people.alice.id) === 2 && exportsInProgress(people.carol.id) === 1);
    const bobs = exportAs("bob", "<p>Bob's page</p>");
    await until(() => exportsInProgress(people.bob.id) === 1);
    const seen = await queueOf("bob");
    // Alice's and Carol's first exports print for seconds (a 2 MB layout), so both threads were still theirs.
    expect(exportsInProgress(people.carol.id)).toBe(1);
    expect(seen).toMatchObject({ inProgress: 1, running: 0, waiting: 1 });
    // Ahead of his: Alice's two and Carol's one, which asked before him (fewer if one has finished).
    expect(seen.ahead).toBeGreaterThanOrEqual(2);
    expect(seen.ahead).toBeLessThanOrEqual(3);
    expect(seen.startsInSeconds).toBeGreaterThanOrEqual(1);
    const res = await bobs;
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("Bob's page");
    expect(await queueOf("bob")).toMatchObject({ inProgress: 0, waiting: 0, ahead: 0, startsInSeconds: 0 });
    expect((await Promise.all(heavy)).every((s) => s === 200 || s === 503)).toBe(true);
  }, 180_000);

  it("needs a session", async () => {
    expect((await t.request("/api/exports/queue")).status).toBe(401);
  });
});

async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((r) => setTimeout(r, 20));
}
