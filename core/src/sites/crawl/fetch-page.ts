import { safeFetch, SafeFetchError } from "../../net/safe-fetch.ts";
import type { EgressPolicy } from "../../net/egress-policy.ts";
import { ALLOW_ALL, CRAWLER_TOKEN, parseRobots, type RobotsRules } from "./robots.ts";

/** What one candidate link turned out to be. */
export type FetchedPage =
  /** An HTML document: becomes a page, and its links are followed. */
  | { kind: "html"; url: string; html: string }
  /** A page that exists as a link but cannot be captured (HTTP error, unreachable): reported as a failed page. */
  | { kind: "broken"; url: string; error: string }
  /** Not a page at all (a PDF, an image, a refused address, too large): never becomes a page. */
  | { kind: "skip"; url: string; reason: string };

export type PageFetcher = (url: string) => Promise<FetchedPage>;

const HTML_TYPE = /^\s*(text\/html|application\/xhtml\+xml)\b/i;
/** Pages bigger than this are not documents people build sites from; the extraction has its own, larger limit. */
const MAX_PAGE_BYTES = 5 * 1024 * 1024;
const USER_AGENT = "LayoutLift/1.0 (+site capture; robots token layoutlift)";

/**
 * Fetches a candidate through the SSRF-safe client (every hop resolved, classified and pinned, like the extraction
 * browser's egress proxy) to learn whether it is an HTML page before a page, a job and an allowance are spent on it.
 */
export function createPageFetcher(egress: EgressPolicy, signal?: AbortSignal): PageFetcher {
  return async (url) => {
    try {
      const res = await safeFetch(url, { ...egress, signal, maxBytes: MAX_PAGE_BYTES, timeoutMs: 15_000, headers: { "user-agent": USER_AGENT, accept: "text/html,application/xhtml+xml;q=0.9,*/*;q=0.5" } });
      const html = HTML_TYPE.test(res.contentType ?? "");
      if (res.status >= 400) {
        return html ? { kind: "broken", url: res.url, error: `The page answered with HTTP ${res.status}` } : { kind: "skip", url: res.url, reason: `HTTP ${res.status}, not a page` };
      }
      if (!html) return { kind: "skip", url: res.url, reason: `not HTML (${res.contentType ?? "no content type"})` };
      return { kind: "html", url: res.url, html: new TextDecoder().decode(res.body) };
    } catch (err) {
      if (err instanceof SafeFetchError && (err.reason === "denied" || err.reason === "too-large" || err.reason === "aborted")) {
        return { kind: "skip", url, reason: err.message };
      }
      return { kind: "broken", url, error: `The page could not be loaded: ${(err as Error).message}` };
    }
  };
}

/** robots.txt of an origin: rules, allow-all when there is none (4xx), or unreadable (5xx, network) per RFC 9309. */
export type RobotsResult = { rules: RobotsRules } | { unreadable: string };

/**
 * How long each try at robots.txt may take. A server under load often answers robots.txt late, and an unreadable
 * one means "disallow everything" (RFC 9309 §2.3.1.4): the whole site would shrink to its start page. So a try
 * that timed out or met a server error is followed by a longer one before the crawl gives up on it.
 */
export const ROBOTS_TRIES_MS = [10_000, 30_000] as const;
/** The pause before the next try: a server that just answered 503 gets a moment. */
const ROBOTS_RETRY_PAUSE_MS = 1_000;

type RobotsTry = RobotsResult | { retry: string };

async function tryRobots(origin: string, egress: EgressPolicy, timeoutMs: number, signal?: AbortSignal): Promise<RobotsTry> {
  try {
    const res = await safeFetch(`${origin}/robots.txt`, { ...egress, signal, maxBytes: 512 * 1024, timeoutMs, headers: { "user-agent": USER_AGENT } });
    if (res.status >= 500) return { retry: `it answered with HTTP ${res.status}` };
    if (res.status >= 400) return { rules: ALLOW_ALL };
    return { rules: parseRobots(new TextDecoder().decode(res.body)) };
  } catch (err) {
    if (err instanceof SafeFetchError && err.reason === "timeout") return { retry: `it did not answer within ${timeoutMs >= 1000 ? `${Math.round(timeoutMs / 1000)} s` : `${timeoutMs} ms`}` };
    // Refused by the egress policy, too large, redirected in circles, or the crawl was stopped: another try would end
    // the same way. A network or DNS failure may pass.
    if (err instanceof SafeFetchError && err.reason !== "network") return { unreadable: `the site's robots.txt could not be read (${err.message})` };
    return { retry: `it could not be reached (${(err as Error).message})` };
  }
}

const pause = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    // The crawl's signal outlives the pause: its listener goes when the pause ends either way.
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener("abort", done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener("abort", done, { once: true });
  });

/** robots.txt of `origin`, tried once per entry of `triesMs` (each that long at most) while it times out or fails with a server error. */
export async function fetchRobots(origin: string, egress: EgressPolicy, signal?: AbortSignal, triesMs: readonly number[] = ROBOTS_TRIES_MS): Promise<RobotsResult> {
  let last = "";
  for (const [i, timeoutMs] of triesMs.entries()) {
    if (i > 0) await pause(ROBOTS_RETRY_PAUSE_MS, signal);
    if (signal?.aborted) break;
    const result = await tryRobots(origin, egress, timeoutMs, signal);
    if (!("retry" in result)) return result;
    last = result.retry;
  }
  const tries = triesMs.length === 1 ? "once" : `${triesMs.length} times`;
  return { unreadable: `the site's robots.txt could not be read (asked ${tries}; the last time ${last || "the crawl was stopped"})` };
}

export { CRAWLER_TOKEN };
