import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { INVALID_URL_MESSAGE } from "@layoutlift/core/contract/layouts";
import { extractionJobs, layouts, subscriptions, usageRecords } from "@layoutlift/core/db/schema/index";
import { PRO_TEMPLATE_LOCKED, TRIAL_ENDED, TRIAL_USED_UP, UNKNOWN_TEMPLATE } from "@layoutlift/core/plans/entitlements";
import { templates } from "@layoutlift/core/templates/catalogue";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../helpers/test-app.ts";
import { dbTargets } from "../helpers/databases.ts";

// POST /api/layouts/extract: validation, sign-in, the race-safe allowance and the rate limit. The worker is
// stopped so jobs stay queued and the counts below are exactly what the endpoint did.
describe.each(await dbTargets())("POST /api/layouts/extract on %s", (target) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(target, { env: { APP_HOSTS: "layoutlift.example" } });
    await t.runtime.worker?.stop();
  }, 180_000);
  afterAll(() => t?.close());

  // The per-IP budget lives in the route module, shared by both targets in this file: give each its own address.
  const ip = target === "pglite" ? "198.51.100.1" : "198.51.100.2";
  const post = (json: unknown, cookie?: string) =>
    t.request("/api/layouts/extract", { method: "POST", json, cookie, headers: { "x-forwarded-for": ip } });

  it("answers 401 when signed out", async () => {
    const res = await post({ url: "https://example.com" });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: expect.any(String) });
  });

  it("answers 400 with the spec's message for a bad URL", async () => {
    const { cookie } = await t.signIn();
    for (const url of ["not a url", "ftp://example.com/file", "javascript:alert(1)", "", "https://"]) {
      const res = await post({ url }, cookie);
      expect(res.status, url).toBe(400);
      expect(await res.json()).toEqual({ message: INVALID_URL_MESSAGE });
    }
    expect((await post({}, cookie)).status).toBe(400);
  });

  it("creates a queued layout with its job and usage record, answering 201 {id}", async () => {
    const { user, cookie } = await t.signIn();
    const res = await post({ url: "https://example.com/pricing" }, cookie);
    expect(res.status).toBe(201);
    const { id } = await res.json();
    const layout = await (await t.request(`/api/layouts/${id}`, { cookie })).json();
    expect(layout).toMatchObject({ id, url: "https://example.com/pricing", status: "queued", stage: "queued", progress: 0, error: null });
    const db = t.runtime.deps.db;
    expect(await db.select().from(extractionJobs).where(eq(extractionJobs.layoutId, id))).toMatchObject([{ status: "queued", attempts: 0 }]);
    expect(await db.select().from(usageRecords).where(eq(usageRecords.userId, user.id))).toMatchObject([{ layoutId: id, refundedAt: null }]);
  });

  it("lets 20 parallel calls by a trial user with 3 left make exactly 3 layouts; the rest get 402", async () => {
    const { user, cookie } = await t.signIn();
    const responses = await Promise.all(Array.from({ length: 20 }, (_, i) => post({ url: `https://example.com/page-${i}` }, cookie)));
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.filter((s) => s === 402)).toHaveLength(17);
    for (const res of responses.filter((r) => r.status === 402)) {
      expect(await res.json()).toEqual({ message: TRIAL_USED_UP });
    }
    const db = t.runtime.deps.db;
    expect(await db.select().from(layouts).where(eq(layouts.userId, user.id))).toHaveLength(3);
    expect(await db.select().from(usageRecords).where(eq(usageRecords.userId, user.id))).toHaveLength(3);

    // A refunded (failed) extraction gives the layout back.
    const [first] = await db.select().from(usageRecords).where(eq(usageRecords.userId, user.id)).limit(1);
    await db.update(usageRecords).set({ refundedAt: new Date() }).where(eq(usageRecords.id, first.id));
    expect((await post({ url: "https://example.com/again" }, cookie)).status).toBe(201);
    expect((await post({ url: "https://example.com/over" }, cookie)).status).toBe(402);
  });

  it("keeps Pro templates for paid plans, refusing a trial user before any allowance is used", async () => {
    const proTemplate = templates.find((tpl) => tpl.isPro)!;
    const freeTemplate = templates.find((tpl) => !tpl.isPro)!;
    const url = (id: string) => `https://example.com/templates/${id}/`;
    const db = t.runtime.deps.db;

    const trial = await t.signIn();
    const locked = await post({ url: url(proTemplate.id), template: proTemplate.id }, trial.cookie);
    expect(locked.status).toBe(402);
    expect(await locked.json()).toEqual({ message: PRO_TEMPLATE_LOCKED });
    const unknown = await post({ url: url("nope"), template: "nope" }, trial.cookie);
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toEqual({ message: UNKNOWN_TEMPLATE });
    expect(await db.select().from(usageRecords).where(eq(usageRecords.userId, trial.user.id))).toHaveLength(0);
    expect((await post({ url: url(freeTemplate.id), template: freeTemplate.id }, trial.cookie)).status).toBe(201);
    // The same page pasted as a plain address is still the Pro template.
    const pasted = await post({ url: new URL(`/templates/${proTemplate.id}/`, TEST_ORIGIN).href }, trial.cookie);
    expect(pasted.status).toBe(402);

    const paid = await t.signIn();
    await db.insert(subscriptions).values({ userId: paid.user.id, tier: "pro", status: "active" });
    expect((await post({ url: url(proTemplate.id), template: proTemplate.id }, paid.cookie)).status).toBe(201);
  });

  it("gates a Pro template pasted under any spelling of a configured host, and only those", async () => {
    const pro = templates.find((tpl) => tpl.isPro)!.id;
    const encoded = `%${pro.charCodeAt(0).toString(16)}${pro.slice(1)}`;
    // APP_URL is http://localhost:3000 and APP_HOSTS lists layoutlift.example (beforeAll).
    const ours = [
      `${TEST_ORIGIN}/templates/${pro}/`,
      `http://localhost/templates/${pro}/index.html`,
      `http://localhost.:8080/templates/${pro}`,
      `http://LOCALHOST/Templates/${pro.toUpperCase()}/`,
      `${TEST_ORIGIN}/templates/./${pro}/`,
      `${TEST_ORIGIN}//templates/${pro}//`,
      `${TEST_ORIGIN}/templates/${encoded}/`,
      `${TEST_ORIGIN}/templates/${pro}/?utm=x#top`,
      `https://layoutlift.example/templates/${pro}/`,
      `https://LayoutLift.example.:443/templates/${pro}/`,
    ];
    const trial = await t.signIn();
    for (const url of ours) {
      const res = await post({ url }, trial.cookie);
      expect(res.status, url).toBe(402);
    }
    expect(await t.runtime.deps.db.select().from(usageRecords).where(eq(usageRecords.userId, trial.user.id))).toHaveLength(0);
    // Loopback spellings, a forwarded host and someone else's site are not configured hosts: they extract like any
    // page, and the server answers them with the preview, not the template (tests/integration/template-pages.test.ts).
    for (const url of [`http://127.0.0.1:3000/templates/${pro}/`, `http://[::1]:3000/templates/${pro}/`, `http://app.localhost/templates/${pro}/`, `https://other.example/templates/${pro}/`]) {
      const res = await t.request("/api/layouts/extract", {
        method: "POST",
        json: { url },
        cookie: (await t.signIn()).cookie,
        headers: { "x-forwarded-for": ip, "x-forwarded-host": new URL(url).host },
      });
      expect(res.status, url).toBe(201);
    }
  });

  it("retries a failed Pro template page (a site crawl records one it finds) only for a user with Pro", async () => {
    // The worker fetches our own Pro template pages with an access token; a retry queues a job no extract route
    // checked, so the retry itself must ask for Pro.
    const pro = templates.find((tpl) => tpl.isPro)!.id;
    const db = t.runtime.deps.db;
    const failedPage = async (userId: string, url: string) =>
      (await db.insert(layouts).values({ userId, url, status: "failed", error: "The page answered with HTTP 402" }).returning())[0].id;
    const retry = (id: string, cookie: string) => t.request(`/api/layouts/${id}/retry`, { method: "POST", cookie, headers: { "x-forwarded-for": ip } });
    const trial = await t.signIn();
    for (const url of [`${TEST_ORIGIN}/templates/${pro}/`, `https://LayoutLift.example./templates/${pro}/index.html`]) {
      const res = await retry(await failedPage(trial.user.id, url), trial.cookie);
      expect(res.status, url).toBe(402);
      expect(await res.json()).toEqual({ message: PRO_TEMPLATE_LOCKED });
    }
    expect(await db.select().from(usageRecords).where(eq(usageRecords.userId, trial.user.id))).toHaveLength(0);
    // Not one of our hosts: retried like any page.
    expect((await retry(await failedPage(trial.user.id, `https://other.example/templates/${pro}/`), trial.cookie)).status).toBe(202);
    const paid = await t.signIn();
    await db.insert(subscriptions).values({ userId: paid.user.id, tier: "pro", status: "active" });
    expect((await retry(await failedPage(paid.user.id, `${TEST_ORIGIN}/templates/${pro}/`), paid.cookie)).status).toBe(202);
  });

  it("refuses with the trial-ended message once the 14-day trial is over", async () => {
    const { cookie } = await t.signIn({ createdAt: new Date(Date.now() - 15 * 24 * 3600 * 1000) });
    const res = await post({ url: "https://example.com" }, cookie);
    expect(res.status).toBe(402);
    expect(await res.json()).toEqual({ message: TRIAL_ENDED });
  });

  it("tells a waiting job how many jobs run or wait before it", async () => {
    const db = t.runtime.deps.db;
    // Only this case's jobs in the queue: the earlier cases' jobs are set aside.
    await db.update(extractionJobs).set({ status: "done" });
    const { cookie } = await t.signIn();
    const headers = { "x-forwarded-for": target === "pglite" ? "198.51.100.21" : "198.51.100.22" };
    const ids: string[] = [];
    for (const page of ["one", "two", "three"]) {
      const res = await t.request("/api/layouts/extract", { method: "POST", json: { url: `https://example.com/${page}` }, cookie, headers });
      expect(res.status).toBe(201);
      ids.push((await res.json()).id);
    }
    const behind = async (id: string) => (await (await t.request(`/api/layouts/${id}`, { cookie })).json()).queuedBehind;
    expect(await Promise.all(ids.map(behind))).toEqual([0, 1, 2]);
    // A worker takes the first: it is no longer waiting, and still counts for those behind it.
    await db.update(extractionJobs).set({ status: "running" }).where(eq(extractionJobs.layoutId, ids[0]));
    await db.update(layouts).set({ status: "running", stage: "capture" }).where(eq(layouts.id, ids[0]));
    expect(await Promise.all(ids.map(behind))).toEqual([undefined, 1, 2]);
  });

  it("rate-limits one user's burst with 429 and Retry-After", async () => {
    const { cookie } = await t.signIn();
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const res = await post({ url: "https://example.com" }, cookie);
      statuses.push(res.status);
      if (res.status === 429) {
        expect(res.headers.get("retry-after")).toMatch(/^\d+$/);
        expect((await res.json()).message).toMatch(/Too many requests/);
      }
    }
    expect(statuses.slice(0, 30).every((s) => s === 201 || s === 402)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});
