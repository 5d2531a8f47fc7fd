import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { layouts, sites, subscriptions } from "@layoutlift/core/db/schema/index";
import { crawlSiteAndFinish, followRenderedLinks, type SiteCrawlDeps } from "@layoutlift/core/extract-jobs/site-crawl";
import { egressPolicyOf } from "@layoutlift/core/net/egress-policy";
import { createSiteRobots } from "@layoutlift/core/sites/crawl/site-robots";
import { startPagesSite, robotsStatus } from "../helpers/pages-site.ts";
import { createTestApp, type TestApp } from "../helpers/test-app.ts";

// robots.txt is read once per site job (issue 27): the crawl and every page's check of its script-made links share
// the answer. Before, each page's check fetched robots.txt again, with its retries: up to ~41 s per page on a site
// whose robots.txt is down. Real HTTP on loopback counting the requests, the app's own crawl and database; the
// extraction worker is stopped, as only the crawl and the checks are under test.
const page = (title: string, links: string) => `<!doctype html><html><head><title>${title}</title></head><body><h1>${title}</h1>${links}</body></html>`;
const PAGES: Record<string, string> = {
  "/": page("Home", '<a href="/about.html">About</a> <a href="/private.html">Private</a>'),
  "/about.html": page("About", '<a href="/">Home</a>'),
  "/private.html": page("Private", ""),
  "/menu-a.html": page("Menu A", ""),
  "/menu-b.html": page("Menu B", ""),
  "/secret.html": page("Secret", ""),
};

/** What a page's scripts added to its DOM: links its served HTML does not have. */
const rendered = (origin: string, path: string) => `<nav><a href="${origin}${path}">Made by a script</a></nav>`;

const RULES = "User-agent: *\nDisallow: /private.html\nDisallow: /secret.html\n";

function startSite(robots: "rules" | "503") {
  return startPagesSite({
    pages: PAGES,
    // Answered a little late, so the checks that start meanwhile find the crawl's fetch under way.
    robots: robots === "503" ? robotsStatus(503) : (res) => void setTimeout(() => res.writeHead(200, { "content-type": "text/plain" }).end(RULES), 300),
  });
}

describe("robots.txt once per site job", { timeout: 120_000 }, () => {
  let t: TestApp;
  let userId: string;
  let site: Awaited<ReturnType<typeof startSite>> | undefined;

  beforeAll(async () => {
    t = await createTestApp("pglite");
    await t.runtime.worker?.stop();
    userId = (await t.signIn()).user.id;
    await t.runtime.deps.db.insert(subscriptions).values({ userId, tier: "pro", status: "active" });
  }, 180_000);
  afterAll(async () => {
    await site?.close();
    await t?.close();
  });

  async function newSite(origin: string) {
    const db = t.runtime.deps.db;
    const [row] = await db.insert(sites).values({ userId, startUrl: `${origin}/`, maxPages: 10, status: "running" }).returning();
    await db.insert(layouts).values({ userId, siteId: row.id, siteRoute: "/", url: `${origin}/`, status: "queued" });
    return row;
  }

  /** The site's crawl and, at the same time and after it, its pages' checks of script-made links, as the jobs run them. */
  async function crawlAndCheck(deps: SiteCrawlDeps, origin: string) {
    const row = await newSite(origin);
    const check = (path: string, linkTo: string) =>
      followRenderedLinks(deps, { siteId: row.id, url: `${origin}${path}`, html: rendered(origin, linkTo) }, { timeoutMs: 60_000 });
    // The start page's own check runs while the crawl is still reading robots.txt.
    const [, during] = await Promise.all([crawlSiteAndFinish(deps, row, { timeoutMs: 60_000 }), check("/", "/menu-a.html")]);
    const after = await Promise.all([check("/about.html", "/menu-b.html"), check("/about.html", "/secret.html")]);
    const pages = await t.runtime.deps.db.select({ url: layouts.url }).from(layouts).where(eq(layouts.siteId, row.id));
    return { added: [during, ...after], paths: pages.map((p) => new URL(p.url).pathname).sort() };
  }

  it("fetches robots.txt once for the crawl and all the checks, and the checks keep to its rules", async () => {
    site = await startSite("rules");
    const deps = { db: t.runtime.deps.db, egress: egressPolicyOf(t.config), now: () => new Date(), siteRobots: createSiteRobots() };
    const { added, paths } = await crawlAndCheck(deps, site.origin);
    expect(site.robotsAsked).toHaveLength(1);
    expect(added).toEqual([1, 1, 0]);
    expect(paths).toEqual(["/", "/about.html", "/menu-a.html", "/menu-b.html"]);

    // Another site job (a new extraction of the same site) reads robots.txt afresh.
    await crawlAndCheck(deps, site.origin);
    expect(site.robotsAsked).toHaveLength(2);
    await site.close();
    site = undefined;
  });

  it("retries a robots.txt that is down once per site, not again in every page's check", async () => {
    site = await startSite("503");
    const deps = { db: t.runtime.deps.db, egress: egressPolicyOf(t.config), now: () => new Date(), siteRobots: createSiteRobots() };
    const { added, paths } = await crawlAndCheck(deps, site.origin);
    // One fetch: its two tries (fetch-page.ts ROBOTS_TRIES_MS), shared by the crawl and the three checks.
    expect(site.robotsAsked).toHaveLength(2);
    // Unreadable robots.txt disallows everything (RFC 9309): the checks add nothing either.
    expect(added).toEqual([0, 0, 0]);
    expect(paths).toEqual(["/"]);
    await site.close();
    site = undefined;
  });
});
