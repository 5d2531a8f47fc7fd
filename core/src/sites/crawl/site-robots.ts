import type { RobotsResult } from "./fetch-page.ts";

/**
 * robots.txt answers of the sites being extracted, one per site and origin. A site's crawl and every page's check of
 * its script-made links (rendered-links.ts) ask the same question; without sharing the answer, each page's check
 * fetched robots.txt again, and on a site whose robots.txt is down that is up to ~41 s of retries per page
 * (fetch-page.ts ROBOTS_TRIES_MS). Callers asking while the first fetch is still under way wait for that one.
 */
export interface SiteRobots {
  /** The site's answer for `origin`: the one fetched already or being fetched, else what `fetch` answers. */
  answer(siteId: string, origin: string, fetch: () => Promise<RobotsResult>, options?: { signal?: AbortSignal }): Promise<RobotsResult>;
}

/**
 * Longer than a site job lasts (the crawl's wall time plus its pages' jobs), so a site asks once; short enough that an
 * extraction of the same site later reads robots.txt afresh (it is a new site, with a new id, anyway).
 */
const KEEP_MS = 30 * 60_000;

export function createSiteRobots(options: { keepMs?: number; now?: () => number } = {}): SiteRobots {
  const keepMs = options.keepMs ?? KEEP_MS;
  const now = options.now ?? Date.now;
  const answers = new Map<string, { result: Promise<RobotsResult>; at: number }>();

  const forgetOld = () => {
    for (const [key, entry] of answers) if (now() - entry.at > keepMs) answers.delete(key);
  };

  return {
    answer(siteId, origin, fetch, { signal } = {}) {
      forgetOld();
      const key = `${siteId} ${origin}`;
      const known = answers.get(key);
      if (known) return known.result;
      const result = fetch();
      const entry = { result, at: now() };
      answers.set(key, entry);
      // An answer cut short because its caller stopped (the crawl ran out of time) is that caller's, not the site's:
      // the next one asks again. So is a fetch that threw.
      const forget = () => {
        if (answers.get(key) === entry) answers.delete(key);
      };
      result.then(() => void (signal?.aborted && forget()), forget);
      return result;
    },
  };
}
