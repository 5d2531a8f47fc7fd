import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import { extractionJobs, layouts, sites, subscriptions, usageRecords } from "@layoutlift/core/db/schema/index";
import type { SiteManifest, SiteResponse, SiteSummary } from "@layoutlift/core/contract/sites";
import { createTestApp, type TestApp } from "../helpers/test-app.ts";
import { startWholeSiteServer, type WholeSiteServer } from "../helpers/whole-site-server.ts";

// Whole-site extraction end to end: the API, the real worker (2 jobs at a time), Chromium and the crawl against
// the Bootstrap whole-site fixture served at an origin root on loopback.
describe("whole-site extraction", { timeout: 300_000 }, () => {
  let t: TestApp;
  let fixture: WholeSiteServer;
  let owner: { cookie: string; userId: string };
  let site: SiteResponse;

  beforeAll(async () => {
    fixture = await startWholeSiteServer();
    t = await createTestApp("pglite", { env: { WORKER_CONCURRENCY: "2" } });
    const signed = await t.signIn({ email: "sites@example.test" });
    owner = { cookie: signed.cookie, userId: signed.user.id };
    await t.runtime.deps.db.insert(subscriptions).values({ userId: owner.userId, tier: "pro", status: "active" });
  }, 300_000);
  afterAll(async () => {
    await t?.close();
    await fixture?.close();
  });

  async function settledSite(id: string, cookie = owner.cookie): Promise<{ site: SiteResponse; lines: Set<string> }> {
    const lines = new Set<string>();
    const deadline = Date.now() + 240_000;
    for (;;) {
      const res = await t.request(`/api/sites/${id}`, { cookie });
      expect(res.status).toBe(200);
      const body = (await res.json()) as SiteResponse;
      lines.add(body.progressText);
      if (body.status === "done") return { site: body, lines };
      if (Date.now() > deadline) throw new Error(`site still ${body.status}: ${body.progressText}`);
      await new Promise((r) => setTimeout(r, 250));
    }
  }

  it("captures exactly the five public pages, reports the broken link on its page and completes", async () => {
    const res = await t.request("/api/layouts/extract", { method: "POST", cookie: owner.cookie, json: { url: `${fixture.origin}/`, site: { maxPages: 10 } } });
    expect(res.status).toBe(201);
    const created = await res.json();
    expect(created).toEqual({ id: expect.any(String), siteId: expect.any(String) });
    const settled = await settledSite(created.siteId);
    site = settled.site;

    const done = site.pages.filter((p) => p.status === "done");
    expect(done.map((p) => p.route)).toEqual(["/", "/about", "/blog", "/contact", "/blog/first-harvest"]);
    expect(done.map((p) => new URL(p.url).pathname)).toEqual(["/", "/about.html", "/blog.html", "/contact.html", "/blog/first-harvest.html"]);
    expect(site.pages[0].layoutId).toBe(created.id);
    // The blog is one page although it is linked as blog.html, ?page=1 and ?page=2.
    expect(site.pages.filter((p) => p.route.startsWith("/blog")).map((p) => p.route)).toEqual(["/blog", "/blog/first-harvest"]);
    const failed = site.pages.filter((p) => p.status === "failed");
    expect(failed).toEqual([expect.objectContaining({ route: "/broken", error: "The page answered with HTTP 500" })]);
    expect(site).toMatchObject({ status: "done", maxPages: 10, note: null, progressText: "6 pages · 1 failed", title: "Harbor & Pine — Coffee roasters" });
    expect([...settled.lines].some((line) => /^page \d+ of \d+ · \w+ \d+ %/.test(line))).toBe(true);

    // robots.txt keeps private.html out (never even fetched), the PDF is looked at but is no page, no external link.
    expect(site.pages.some((p) => /private|brochure|example\.org/.test(p.url))).toBe(false);
    expect(fixture.requests.some((p) => p.startsWith("/private.html"))).toBe(false);
    expect(fixture.requests).toContain("/robots.txt");

    // Each page is its own extraction: its own heading, its own usage record (the broken page took none).
    const headings: Record<string, string> = {
      "/": "Small-batch coffee, roasted by the harbour",
      "/about": "Our story",
      "/blog": "Journal",
      "/contact": "Visit the roastery",
      "/blog/first-harvest": "The first harvest of the season",
    };
    for (const page of done) {
      const layout = await (await t.request(`/api/layouts/${page.layoutId}`, { cookie: owner.cookie })).json();
      expect(layout.extractedHtml, page.route).toContain(headings[page.route]);
      expect(layout).toMatchObject({ siteId: site.id, siteRoute: page.route });
    }
    const usage = await t.runtime.deps.db.select().from(usageRecords).where(eq(usageRecords.userId, owner.userId));
    expect(usage.filter((u) => !u.refundedAt)).toHaveLength(5);
  });

  it("lists the site as one card with its page count, and its pages stay in the layouts list with their site", async () => {
    const list = (await (await t.request("/api/sites", { cookie: owner.cookie })).json()) as SiteSummary[];
    expect(list).toEqual([expect.objectContaining({ id: site.id, pageCount: 6, failedPages: 1, firstPageId: site.pages[0].layoutId, status: "done" })]);
    expect(list[0].screenshotUrl).toBe(`/api/layouts/${site.pages[0].layoutId}/screenshot`);
    const layoutsList = await (await t.request("/api/layouts", { cookie: owner.cookie })).json();
    expect(layoutsList.filter((l: { siteId: string | null }) => l.siteId === site.id)).toHaveLength(6);
  });

  it("exports the captured pages as one static site from the API; a format with no site form is a clear 400", async () => {
    const res = await t.request(`/api/sites/${site.id}/export?format=html`, { cookie: owner.cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="site.zip"');
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    const manifest = JSON.parse(strFromU8(files["site/site.json"])) as SiteManifest;
    expect(manifest.pages.map((p) => p.route).sort()).toEqual(["/", "/about", "/blog", "/blog/first-harvest", "/contact"]);
    expect(manifest.pages[0]).toMatchObject({ route: "/", file: "index.html" });
    for (const page of manifest.pages) expect(strFromU8(files[`site/${page.file}`]), page.route).toContain("Harbor &amp; Pine");
    // The home page's link to the journal leads to the captured page, not back to the original site.
    expect(strFromU8(files["site/index.html"])).not.toContain(`${fixture.origin}/blog.html`);

    const wordpress = await t.request(`/api/sites/${site.id}/export?format=svelte`, { cookie: owner.cookie });
    expect(wordpress.status).toBe(400);
    expect((await wordpress.json()).message).toMatch(/^A whole site cannot be exported as svelte yet/);
    expect((await t.request(`/api/sites/${site.id}/export?format=pdf`, { cookie: owner.cookie })).status).toBe(400);
    const other = await t.signIn();
    expect((await t.request(`/api/sites/${site.id}/export?format=html`, { cookie: other.cookie })).status).toBe(404);
  });

  it("answers 404 to another user for the site and its pages, and lets only the owner delete it", async () => {
    const other = await t.signIn();
    expect((await t.request(`/api/sites/${site.id}`, { cookie: other.cookie })).status).toBe(404);
    expect((await t.request(`/api/layouts/${site.pages[1].layoutId}`, { cookie: other.cookie })).status).toBe(404);
    expect((await t.request(`/api/sites/${site.id}`, { method: "DELETE", cookie: other.cookie })).status).toBe(404);
    expect(await (await t.request("/api/sites", { cookie: other.cookie })).json()).toEqual([]);
    expect((await t.request("/api/sites/not-a-uuid", { cookie: owner.cookie })).status).toBe(404);
  });

  it("deletes the site with its pages, their jobs and their screenshots", async () => {
    const db = t.runtime.deps.db;
    const shots = t.runtime.deps.storage.screenshots;
    const first = site.pages[0].layoutId;
    expect(await shots.get(`layouts/${first}/screenshot.png`)).not.toBeNull();
    expect((await t.request(`/api/sites/${site.id}`, { method: "DELETE", cookie: owner.cookie })).status).toBe(204);
    expect(await db.select().from(sites).where(eq(sites.id, site.id))).toEqual([]);
    expect(await db.select().from(layouts).where(eq(layouts.siteId, site.id))).toEqual([]);
    for (const page of site.pages) expect(await db.select().from(extractionJobs).where(eq(extractionJobs.layoutId, page.layoutId))).toEqual([]);
    expect(await shots.get(`layouts/${first}/screenshot.png`)).toBeNull();
    expect((await t.request(`/api/layouts/${first}`, { cookie: owner.cookie })).status).toBe(404);
    expect((await t.request(`/api/sites/${site.id}`, { cookie: owner.cookie })).status).toBe(404);
  });
});
