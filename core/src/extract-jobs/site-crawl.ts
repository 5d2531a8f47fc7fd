import { eq } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { layouts, sites } from "../db/schema/index.ts";
import { AppError } from "../errors.ts";
import type { EgressPolicy } from "../net/egress-policy.ts";
import type { JobQueue } from "../queue/queue.ts";
import { createPageFetcher, fetchRobots } from "../sites/crawl/fetch-page.ts";
import { discoverSite, type AddOutcome, type DiscoverResult, type FoundPage } from "../sites/crawl/discover.ts";
import { followRenderedPageLinks } from "../sites/crawl/rendered-links.ts";
import type { SiteRobots } from "../sites/crawl/site-robots.ts";
import { sitePageRefusal } from "../sites/site-routes.ts";
import { finishSiteCrawl, recordFailedSitePage, siteHasPage } from "../sites/site-pages.ts";
import type { SiteRow } from "../sites/sites.ts";
import { failAndRefundLayout } from "./fail-and-refund.ts";
import { reserveExtraction } from "./reserve-extraction.ts";

export interface SiteCrawlDeps {
  db: Database;
  egress: EgressPolicy;
  /** Where each new page's job goes (the in-process worker is woken; SQS when deployed). */
  queue?: JobQueue;
  now: () => Date;
  /** robots.txt answers shared by a site's crawl and its pages' link checks: one fetch per site. */
  siteRobots: SiteRobots;
  log?: (message: string, err?: unknown) => void;
}

const QUEUE_DOWN = "This page could not be queued for extraction. Retry it from the editor.";

/**
 * Finds and queues the pages of a site from its start page: each page is reserved like any extraction (allowance,
 * job) and extracted by the normal job, in parallel up to the worker's pool. A page that cannot be created ends the
 * crawl only when no more can be (allowance used up, site deleted); the crawl's own failure never fails a page.
 */
export async function crawlSite(deps: SiteCrawlDeps, site: SiteRow, options: { timeoutMs: number }): Promise<DiscoverResult> {
  const signal = AbortSignal.timeout(options.timeoutMs);
  const adder = pageAdder(deps, site, signal, options.timeoutMs);
  const result = await discoverSite(site.startUrl, site.maxPages, {
    fetchPage: createPageFetcher(deps.egress, signal),
    robots: siteRobotsOf(deps, site.id, signal),
    addPage: adder.addPage,
  });
  return { ...result, note: adder.stopNote() ?? result.note };
}

/**
 * After a page of a site is extracted: the links its rendered DOM has (menus and lists its scripts built) that are not
 * pages of the site yet and were not in the page's server HTML, which the crawl read already, are followed like the
 * crawl's own (same SSRF-safe fetch, robots.txt, page limit). Runs before the page is marked done, so the site never
 * looks finished while a page it leads to is being added. Answers how many pages it added.
 */
export async function followRenderedLinks(
  deps: SiteCrawlDeps,
  page: { siteId: string; url: string; html: string },
  options: { timeoutMs: number },
): Promise<number> {
  const [site] = await deps.db.select().from(sites).where(eq(sites.id, page.siteId));
  if (!site) return 0;
  const known = (await deps.db.select({ url: layouts.url }).from(layouts).where(eq(layouts.siteId, site.id))).map((r) => r.url);
  const signal = AbortSignal.timeout(options.timeoutMs);
  return followRenderedPageLinks(
    { startUrl: site.startUrl, known, maxPages: site.maxPages, page },
    {
      fetchPage: createPageFetcher(deps.egress, signal),
      robots: siteRobotsOf(deps, site.id, signal),
      addPage: pageAdder(deps, site, signal, options.timeoutMs).addPage,
    },
  );
}

/** robots.txt of the site's origin as the site's crawl or one of its pages asks it: fetched once per site. */
function siteRobotsOf(deps: SiteCrawlDeps, siteId: string, signal: AbortSignal) {
  return (origin: string) => deps.siteRobots.answer(siteId, origin, () => fetchRobots(origin, deps.egress, signal), { signal });
}

/** Creates a page the crawl found: its layout and job (allowance taken), or its failed entry. */
function pageAdder(deps: SiteCrawlDeps, site: SiteRow, signal: AbortSignal, timeoutMs: number) {
  const { db, now } = deps;
  let stopNote: string | null = null;
  async function addPage(page: FoundPage): Promise<AddOutcome> {
    if (signal.aborted) {
      stopNote = `Stopped finding pages after ${Math.round(timeoutMs / 1000)} s.`;
      return "stop";
    }
    try {
      if (await siteHasPage(db, site.id, page.url)) return "exists";
      if (page.status === "failed") {
        await recordFailedSitePage(db, site, { url: page.url, error: page.error, now: now() });
        return "added";
      }
      const reservation = await reserveExtraction(db, { userId: site.userId, teamId: site.teamId, url: page.url, siteId: site.id, now: now() });
      try {
        await deps.queue?.enqueue(reservation);
      } catch (err) {
        deps.log?.(`Could not enqueue page ${page.url} of site ${site.id}`, err);
        await failAndRefundLayout(db, reservation.layoutId, QUEUE_DOWN, now());
      }
      return "added";
    } catch (err) {
      // Another page's job added this page, or the last free place, between the check above and the reservation.
      const refusal = sitePageRefusal(err);
      if (refusal) return refusal === "exists" ? "exists" : "stop";
      // 402: the allowance ran out; 404: the site (or the owner's team place) is gone. Either way no page can follow.
      if (err instanceof AppError && (err.status === 402 || err.status === 404)) {
        stopNote = err.status === 402 ? `Stopped before ${page.url}: ${err.message}` : null;
        return "stop";
      }
      throw err;
    }
  }
  return { addPage, stopNote: () => stopNote };
}

/** Runs a site's crawl beside its start page's extraction; whatever happens, the site's crawl ends with a note. */
export async function crawlSiteAndFinish(deps: SiteCrawlDeps, site: SiteRow, options: { timeoutMs: number }): Promise<void> {
  let note: string | null;
  try {
    note = (await crawlSite(deps, site, options)).note;
  } catch (err) {
    deps.log?.(`The crawl of site ${site.id} failed`, err);
    note = "Finding more pages failed; the pages found until then are extracted.";
  }
  await finishSiteCrawl(deps.db, site.id, note, deps.now());
}
