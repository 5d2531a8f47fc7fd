import { crawlKey } from "../page-url.ts";
import type { FetchedPage, PageFetcher, RobotsResult } from "./fetch-page.ts";
import { CrawlFrontier } from "./frontier.ts";
import { pageLinks } from "./page-links.ts";

/** A page the crawl found: to extract, or to report as failed (the link is there, the page is not). */
export type FoundPage = { url: string; status: "queued" } | { url: string; status: "failed"; error: string };

/** "added": a new page; "exists": the site already had it (a retried crawl); "stop": no more pages may be added. */
export type AddOutcome = "added" | "exists" | "stop";

export interface DiscoverDeps {
  fetchPage: PageFetcher;
  robots: (origin: string) => Promise<RobotsResult>;
  /** Creates the page (layout, job, allowance); "stop" ends the crawl, e.g. when the allowance ran out. */
  addPage: (page: FoundPage) => Promise<AddOutcome>;
  /** Links checked at once; results are handled in queue order, so the pages found do not depend on timing. */
  parallel?: number;
}

export interface DiscoverResult {
  /** Pages of the site when the crawl ended, the start page included. */
  pages: number;
  /** Why the crawl stopped before the site ran out of links, for the user; null when it did not. */
  note: string | null;
  /** Links not followed and why (other origin, robots, already seen, not HTML...). */
  skipped: { url: string; reason: string }[];
}

/** The site's progress note when robots.txt stayed unreadable: what happened, why it matters, what to do. */
export function robotsUnreadableNote(reason: string): string {
  return (
    `Only the start page was captured: ${reason}. Until a site's robots.txt can be read, the robots standard (RFC 9309) ` +
    "counts every other page as disallowed. This often happens while the site is busy: extract the site again later."
  );
}

/**
 * Breadth-first discovery of a site's pages from its start page (which the caller created already): links of each
 * HTML page are followed on the same origin, robots.txt permitting, until `maxPages` pages exist or links run out.
 * The number of links checked is bounded too, so a site of a thousand PDFs cannot keep a crawl going.
 */
export async function discoverSite(startUrl: string, maxPages: number, deps: DiscoverDeps): Promise<DiscoverResult> {
  const skipped: { url: string; reason: string }[] = [];
  const start = await deps.fetchPage(startUrl);
  if (start.kind !== "html") {
    return { pages: 1, note: null, skipped: [{ url: startUrl, reason: start.kind === "skip" ? start.reason : start.error }] };
  }
  const robots = await deps.robots(new URL(start.url).origin);
  const frontier = new CrawlFrontier(start.url, "rules" in robots ? robots.rules : { groups: new Map() });
  const startLinks = pageLinks(start.html, start.url);
  // The start page under every name it has (as asked, after redirects, canonical) is already the site's first page.
  for (const name of [startUrl, startLinks.canonical]) if (name && !frontier.isSeen(name)) frontier.claim(name);
  if ("unreadable" in robots) {
    // RFC 9309: an unreachable robots.txt means "disallow everything"; the start page was asked for by name.
    return { pages: 1, note: robotsUnreadableNote(robots.unreadable), skipped };
  }
  frontier.add(startLinks.links);
  return crawlFrontier(frontier, 1, maxPages, deps, skipped);
}

/**
 * Links a page's scripts made (found in its rendered DOM once it was extracted) that the crawl of the server's HTML
 * could not see: followed by the same rules (same origin, robots.txt, HTML only, each page once, the page limit),
 * and the pages they lead to are crawled on from their own links. `known` are the site's pages so far.
 */
export async function followLinks(
  input: { startUrl: string; known: readonly string[]; links: readonly string[]; maxPages: number },
  deps: DiscoverDeps,
): Promise<DiscoverResult> {
  const pages = input.known.length;
  if (pages >= input.maxPages) return { pages, note: null, skipped: [] };
  const robots = await deps.robots(new URL(input.startUrl).origin);
  if ("unreadable" in robots) return { pages, note: null, skipped: input.links.map((url) => ({ url, reason: robots.unreadable })) };
  const frontier = new CrawlFrontier(input.startUrl, robots.rules);
  for (const url of input.known) if (!frontier.isSeen(url)) frontier.claim(url);
  frontier.add(input.links);
  return crawlFrontier(frontier, pages, input.maxPages, deps, []);
}

/** Breadth-first from what the frontier holds until `maxPages` pages exist or links run out. */
async function crawlFrontier(
  frontier: CrawlFrontier,
  startPages: number,
  maxPages: number,
  deps: DiscoverDeps,
  skipped: { url: string; reason: string }[],
): Promise<DiscoverResult> {
  let pages = startPages;
  let checks = 0;
  const maxChecks = maxPages * 4 + 20;
  const parallel = deps.parallel ?? 4;
  while (pages < maxPages && frontier.pending > 0) {
    if (checks >= maxChecks) return { pages, note: `Stopped after checking ${checks} links without finding more pages.`, skipped: withFrontier(skipped, frontier) };
    const batch: string[] = [];
    while (batch.length < parallel && frontier.pending > 0) batch.push(frontier.next()!);
    checks += batch.length;
    const fetched = await Promise.all(batch.map((url) => deps.fetchPage(url)));
    for (const [i, result] of fetched.entries()) {
      if (pages >= maxPages) break;
      const page = asPage(batch[i], result, frontier, skipped);
      if (!page) continue;
      const outcome = await deps.addPage(page.found);
      if (outcome === "stop") return { pages, note: null, skipped: withFrontier(skipped, frontier) };
      pages += 1;
      if (page.links) frontier.add(page.links);
    }
  }
  const more = pages >= maxPages && frontier.pending > 0;
  return { pages, note: more ? `Stopped at the page limit (${maxPages} pages); the site links to more.` : null, skipped: withFrontier(skipped, frontier) };
}

/** What a fetched link contributes: a page and its links, or nothing (recorded in `skipped`). */
function asPage(
  linked: string,
  result: FetchedPage,
  frontier: CrawlFrontier,
  skipped: { url: string; reason: string }[],
): { found: FoundPage; links?: string[] } | null {
  if (result.kind === "skip") {
    skipped.push({ url: linked, reason: result.reason });
    return null;
  }
  if (result.kind === "broken") return { found: { url: linked, status: "failed", error: result.error } };
  // A redirect or a canonical link may name another page: that page is what gets captured, once.
  const { links, canonical } = pageLinks(result.html, result.url);
  let url = linked;
  for (const other of [result.url, canonical]) {
    if (!other || crawlKey(other) === crawlKey(url)) continue;
    if (new URL(other).origin !== new URL(linked).origin) {
      skipped.push({ url: linked, reason: `leads to another site (${other})` });
      return null;
    }
    if (frontier.isSeen(other)) {
      skipped.push({ url: linked, reason: `same page as ${other}` });
      return null;
    }
    // Disallowed by robots.txt: the frontier records why.
    if (!frontier.claim(other)) return null;
    url = other;
  }
  return { found: { url, status: "queued" }, links };
}

function withFrontier(skipped: { url: string; reason: string }[], frontier: CrawlFrontier) {
  return [...skipped, ...frontier.skipped];
}
