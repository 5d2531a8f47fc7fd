import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { layouts, sites, subscriptions } from "@layoutlift/core/db/schema/index";
import { crawlSiteAndFinish } from "@layoutlift/core/extract-jobs/site-crawl";
import { egressPolicyOf } from "@layoutlift/core/net/egress-policy";
import { createSiteRobots } from "@layoutlift/core/sites/crawl/site-robots";
import { fetchRobots } from "@layoutlift/core/sites/crawl/fetch-page";
import type { SiteResponse } from "@layoutlift/core/contract/sites";
import { startPagesSite, robotsStatus } from "../helpers/pages-site.ts";
import { createTestApp, type TestApp } from "../helpers/test-app.ts";

// robots.txt of a busy site (issue 27): a robots.txt that answers late or with a server error is asked again, with
// more time, before the crawl gives up on it; one that stays unreadable leaves the start page alone (RFC 9309: an
// unreachable robots.txt disallows everything) and the site's note says so and what to do. Real HTTP on loopback,
// the app's own crawl and database; the extraction worker is stopped, as only the crawl is under test.
type RobotsMode = "late-once" | "503" | "hang";

const page = (title: string, links: string) => `<!doctype html><html><head><title>${title}</title></head><body><h1>${title}</h1>${links}</body></html>`;
const PAGES: Record<string, string> = {
  "/": page("Home", '<a href="/about.html">About</a> <a href="/private.html">Private</a>'),
  "/about.html": page("About", '<a href="/">Home</a>'),
  "/private.html": page("Private", ""),
};

function startSite(mode: () => RobotsMode) {
  return startPagesSite({
    pages: PAGES,
    robots: (res, asked) => {
      const now = mode();
      if (now === "503") return robotsStatus(503)(res, asked);
      // "hang" never answers; "late-once" leaves the first ask unanswered (the first try gives up) and answers the next.
      if (now === "hang" || asked === 1) return;
      res.writeHead(200, { "content-type": "text/plain" }).end("User-agent: *\nDisallow: /private.html\n");
    },
  });
}

describe("robots.txt of a busy site", { timeout: 120_000 }, () => {
  let t: TestApp;
  let userId: string;
  let cookie: string;
  let mode: RobotsMode = "late-once";
  let site: Awaited<ReturnType<typeof startSite>>;

  beforeAll(async () => {
    t = await createTestApp("pglite");
    await t.runtime.worker?.stop();
    const signed = await t.signIn();
    userId = signed.user.id;
    cookie = signed.cookie;
    await t.runtime.deps.db.insert(subscriptions).values({ userId, tier: "pro", status: "active" });
  }, 180_000);
  afterAll(async () => {
    await site?.close();
    await t?.close();
  });

  /** A site whose start page exists, crawled by the app's crawl as the start page's job runs it. */
  async function crawl(): Promise<SiteResponse> {
    const db = t.runtime.deps.db;
    const [row] = await db.insert(sites).values({ userId, startUrl: `${site.origin}/`, maxPages: 5, status: "running" }).returning();
    await db.insert(layouts).values({ userId, siteId: row.id, siteRoute: "/", url: `${site.origin}/`, status: "queued" });
    await crawlSiteAndFinish({ db, egress: egressPolicyOf(t.config), now: () => new Date(), siteRobots: createSiteRobots() }, row, { timeoutMs: 90_000 });
    return (await (await t.request(`/api/sites/${row.id}`, { cookie })).json()) as SiteResponse;
  }

  it("asks again with more time when the first try times out, and then crawls by its rules", async () => {
    site = await startSite(() => mode);
    const started = Date.now();
    const done = await crawl();
    expect(site.robotsAsked).toHaveLength(2);
    // The first try waited its 10 s; the second, longer one got the answer.
    expect(site.robotsAsked[1] - started).toBeGreaterThanOrEqual(10_000);
    expect(done.pages.map((p) => p.route)).toEqual(["/", "/about"]);
    expect(done.note).toBeNull();
    await site.close();
  });

  it("captures only the start page when robots.txt keeps failing, and the note says why and what to do", async () => {
    mode = "503";
    site = await startSite(() => mode);
    const done = await crawl();
    expect(site.robotsAsked).toHaveLength(2);
    expect(done.pages.map((p) => p.route)).toEqual(["/"]);
    expect(done.note).toBe(
      "Only the start page was captured: the site's robots.txt could not be read (asked 2 times; the last time it answered with HTTP 503). " +
        "Until a site's robots.txt can be read, the robots standard (RFC 9309) counts every other page as disallowed. " +
        "This often happens while the site is busy: extract the site again later.",
    );
    await site.close();
  });

  it("gives every try its own time, and says the last one went unanswered", async () => {
    mode = "hang";
    site = await startSite(() => mode);
    const started = Date.now();
    const result = await fetchRobots(site.origin, egressPolicyOf(t.config), undefined, [200, 600]);
    expect(result).toEqual({ unreadable: "the site's robots.txt could not be read (asked 2 times; the last time it did not answer within 600 ms)" });
    expect(site.robotsAsked).toHaveLength(2);
    expect(Date.now() - started).toBeGreaterThanOrEqual(200 + 1_000 + 600);
    await site.close();
  });
});
