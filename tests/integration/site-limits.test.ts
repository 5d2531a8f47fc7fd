import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { extractionJobs, layouts, sites, subscriptions } from "@layoutlift/core/db/schema/index";
import { recoverAbandonedJobs, WORKER_LOST_MESSAGE } from "@layoutlift/core/extract-jobs/recover-abandoned-jobs";
import { loadSitePages } from "@layoutlift/core/sites/load-site-pages";
import { crawlSite } from "@layoutlift/core/extract-jobs/site-crawl";
import { egressPolicyOf } from "@layoutlift/core/net/egress-policy";
import { createSiteRobots } from "@layoutlift/core/sites/crawl/site-robots";
import { sitePagesOverLimit, TRIAL_USED_UP } from "@layoutlift/core/plans/entitlements";
import { plans } from "@layoutlift/core/plans/plans";
import type { SiteResponse } from "@layoutlift/core/contract/sites";
import { createTestApp, type TestApp } from "../helpers/test-app.ts";
import { startWholeSiteServer, type WholeSiteServer } from "../helpers/whole-site-server.ts";
import { dbTargets } from "../helpers/databases.ts";

// The plan's bounds on a site, without a browser: the worker is stopped, so the crawl is run here exactly as the
// start page's job runs it, and the pages it creates stay queued.
describe.each(await dbTargets())("whole-site limits on %s", { timeout: 120_000 }, (target) => {
  let t: TestApp;
  let fixture: WholeSiteServer;

  beforeAll(async () => {
    fixture = await startWholeSiteServer();
    t = await createTestApp(target);
    await t.runtime.worker?.stop();
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    await fixture?.close();
  });

  const start = (cookie: string, maxPages: number) =>
    t.request("/api/layouts/extract", { method: "POST", cookie, json: { url: `${fixture.origin}/index.html?utm_source=ad`, site: { maxPages } } });

  async function crawl(siteId: string, cookie: string): Promise<SiteResponse> {
    const db = t.runtime.deps.db;
    const [row] = await db.select().from(sites).where(eq(sites.id, siteId));
    const result = await crawlSite({ db, egress: egressPolicyOf(t.config), now: () => new Date(), siteRobots: createSiteRobots() }, row, { timeoutMs: 60_000 });
    await db.update(sites).set({ status: "done", note: result.note }).where(eq(sites.id, siteId));
    return (await t.request(`/api/sites/${siteId}`, { cookie })).json();
  }

  it("refuses a page limit above the plan's pages per site with 402, before anything is created", async () => {
    const trial = await t.signIn();
    const res = await start(trial.cookie, plans.starter.sitePages + 1);
    expect(res.status).toBe(402);
    expect(await res.json()).toEqual({ message: sitePagesOverLimit(plans.starter, 6) });
    expect(await t.runtime.deps.db.select().from(sites).where(eq(sites.userId, trial.user.id))).toEqual([]);
    const over = await start(trial.cookie, 101);
    expect(over.status).toBe(400);
  });

  it("stops at the requested page limit: pages beyond it are not captured", async () => {
    const pro = await t.signIn();
    await t.runtime.deps.db.insert(subscriptions).values({ userId: pro.user.id, tier: "pro", status: "active" });
    const res = await start(pro.cookie, 3);
    expect(res.status).toBe(201);
    const site = await crawl((await res.json()).siteId, pro.cookie);
    expect(site.startUrl).toBe(`${fixture.origin}/`);
    expect(site.pages.map((p) => p.route)).toEqual(["/", "/about", "/blog"]);
    expect(site.pages.map((p) => p.status)).toEqual(["queued", "queued", "queued"]);
    expect(site.note).toBe("Stopped at the page limit (3 pages); the site links to more.");
  });

  it("counts every page against the trial's allowance and says why it stopped", async () => {
    const trial = await t.signIn();
    const res = await start(trial.cookie, plans.starter.sitePages);
    expect(res.status).toBe(201);
    const site = await crawl((await res.json()).siteId, trial.cookie);
    // Starter allows 5 pages per site, but the trial has 3 extractions in all.
    expect(site.pages.map((p) => p.route)).toEqual(["/", "/about", "/blog"]);
    expect(site.note).toContain(TRIAL_USED_UP);
    const user = await (await t.request("/api/auth/user", { cookie: trial.cookie })).json();
    expect(user.trial.layoutsRemaining).toBe(0);
    expect(user.features.sitePages).toBe(5);
    // With nothing left, the next site is refused like any extraction.
    expect((await start(trial.cookie, 2)).status).toBe(402);
  });

  it("runs a second crawl of the same site without adding a page twice", async () => {
    const pro = await t.signIn();
    await t.runtime.deps.db.insert(subscriptions).values({ userId: pro.user.id, tier: "pro", status: "active" });
    const { siteId } = await (await start(pro.cookie, 4)).json();
    await crawl(siteId, pro.cookie);
    const again = await crawl(siteId, pro.cookie);
    expect(again.pages.map((p) => p.route)).toEqual(["/", "/about", "/blog", "/contact"]);
  });

  it("loads a site's captured pages for the exporters: start page first, edits included, failed pages left out", async () => {
    const { user } = await t.signIn();
    const db = t.runtime.deps.db;
    const [site] = await db.insert(sites).values({ userId: user.id, startUrl: "https://cafe.example/", maxPages: 5, status: "done" }).returning();
    const at = (ms: number) => new Date(Date.now() - 10_000 + ms);
    const base = { userId: user.id, siteId: site.id, status: "done" as const, stage: "done" as const, progress: 100, extractedCss: ".a{}" };
    await db.insert(layouts).values([
      { ...base, url: "https://cafe.example/about.html", siteRoute: "/about", title: "About", extractedHtml: "<h1>About</h1>", createdAt: at(2) },
      { ...base, url: "https://cafe.example/", siteRoute: "/", title: "Home", extractedHtml: "<h1>Home</h1>", editedHtml: "<h1>Home, edited</h1>", createdAt: at(0) },
      { ...base, url: "https://cafe.example/gone", siteRoute: "/gone", status: "failed", error: "HTTP 500", createdAt: at(1) },
      { ...base, url: "https://cafe.example/about/", siteRoute: "/about-2", title: "About too", extractedHtml: "<h1>Also about</h1>", createdAt: at(3) },
    ]);
    const pages = await loadSitePages(db, site.id);
    expect(pages.map(({ url, route, title, html, css }) => ({ url, route, title, html, css }))).toEqual([
      { url: "https://cafe.example/", route: "/", title: "Home", html: "<h1>Home, edited</h1>", css: ".a{}" },
      { url: "https://cafe.example/about.html", route: "/about", title: "About", html: "<h1>About</h1>", css: ".a{}" },
      { url: "https://cafe.example/about/", route: "/about-2", title: "About too", html: "<h1>Also about</h1>", css: ".a{}" },
    ]);
  });

  it("ends the crawl when its start page's job is lost for good, so the site does not run forever", async () => {
    const pro = await t.signIn();
    const db = t.runtime.deps.db;
    await db.insert(subscriptions).values({ userId: pro.user.id, tier: "pro", status: "active" });
    const { id, siteId } = await (await start(pro.cookie, 4)).json();
    await db
      .update(extractionJobs)
      .set({ status: "running", attempts: 2, maxAttempts: 2, lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(extractionJobs.layoutId, id));
    await recoverAbandonedJobs(db, new Date());
    const site = await (await t.request(`/api/sites/${siteId}`, { cookie: pro.cookie })).json();
    expect(site).toMatchObject({ status: "done", note: `Finding pages stopped: ${WORKER_LOST_MESSAGE}` });
    expect(site.pages).toEqual([expect.objectContaining({ layoutId: id, status: "failed" })]);
  });
});
