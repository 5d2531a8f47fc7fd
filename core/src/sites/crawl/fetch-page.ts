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

export async function fetchRobots(origin: string, egress: EgressPolicy, signal?: AbortSignal): Promise<RobotsResult> {
  try {
    const res = await safeFetch(`${origin}/robots.txt`, { ...egress, signal, maxBytes: 512 * 1024, timeoutMs: 10_000, headers: { "user-agent": USER_AGENT } });
    if (res.status >= 500) return { unreadable: `robots.txt answered with HTTP ${res.status}` };
    if (res.status >= 400) return { rules: ALLOW_ALL };
    return { rules: parseRobots(new TextDecoder().decode(res.body)) };
  } catch (err) {
    return { unreadable: `robots.txt could not be read (${(err as Error).message})` };
  }
}

export { CRAWLER_TOKEN };
