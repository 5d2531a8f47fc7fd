import { crawlKey } from "../page-url.ts";
import { robotsAllow, type RobotsRules } from "./robots.ts";

/** Why a link is not followed; kept so a test (and a log) can say what happened to each link. */
export type SkipReason = "other-origin" | "robots" | "seen";

/**
 * The breadth-first queue of one crawl: same-origin links only, each page (crawlKey: origin + path) once, robots.txt
 * consulted before anything is fetched. Pure: fetching and page creation happen elsewhere.
 */
export class CrawlFrontier {
  private readonly origin: string;
  private readonly seen = new Set<string>();
  private readonly queue: string[] = [];
  readonly skipped: { url: string; reason: SkipReason }[] = [];

  constructor(
    startUrl: string,
    private readonly robots: RobotsRules,
  ) {
    this.origin = new URL(startUrl).origin;
    this.seen.add(crawlKey(startUrl));
  }

  /** Whether `url` is a page of this crawl that was not met before (and marks it met). */
  claim(url: string): boolean {
    const reason = this.reject(url);
    if (reason) {
      this.skipped.push({ url, reason });
      return false;
    }
    this.seen.add(crawlKey(url));
    return true;
  }

  /** Queues the links of a page, in document order, behind every link found earlier (breadth first). */
  add(urls: readonly string[]): void {
    for (const url of urls) if (this.claim(url)) this.queue.push(url);
  }

  next(): string | undefined {
    return this.queue.shift();
  }

  get pending(): number {
    return this.queue.length;
  }

  isSeen(url: string): boolean {
    return this.seen.has(crawlKey(url));
  }

  private reject(url: string): SkipReason | null {
    const parsed = new URL(url);
    if (parsed.origin !== this.origin) return "other-origin";
    if (this.seen.has(crawlKey(url))) return "seen";
    if (!robotsAllow(this.robots, `${parsed.pathname}${parsed.search}`)) return "robots";
    return null;
  }
}
