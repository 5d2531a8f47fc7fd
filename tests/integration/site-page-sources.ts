import { join } from "node:path";
import type { SitePageSource } from "@layoutlift/core/sites/site-page-source";
import { startFixtureServer, type FixtureServer } from "../helpers/fixture-server.ts";

/** The whole-site fixture's captured pages, start page first, as the crawler finds them (robots.txt and the PDF left out). */
export const WHOLE_SITE_PAGES = ["index.html", "about.html", "blog.html", "blog/first-harvest.html", "contact.html"];

export interface ExtractedSite {
  pages: SitePageSource[];
  /** The fixture site, still served, so a test can compare against the original. */
  server: FixtureServer;
  close(): Promise<void>;
}

/**
 * Extracts every page of the whole-site fixture with the real engine and one browser pool, served at an origin root
 * as a crawled site is; pages get their normalised URL and route as the crawler gives them. Once per test file.
 */
export async function extractWholeSite(options: { viewports?: number[] } = {}): Promise<ExtractedSite> {
  const { extractLayout } = await import("@layoutlift/core/extract/extract");
  const { createBrowserPool } = await import("@layoutlift/core/browser/pool");
  const { normalizePageUrl, uniqueRoutes } = await import("@layoutlift/core/sites/page-url");
  const root = join(process.cwd(), "tests", "fixtures", "sites");
  const server = await startFixtureServer(join(root, "whole-site"), { mounts: { "/vendor/": join(root, "vendor") } });
  const pool = createBrowserPool();
  try {
    const urls = WHOLE_SITE_PAGES.map((p) => normalizePageUrl(p, `${server.origin}/`)!);
    const routes = uniqueRoutes(urls);
    const pages: SitePageSource[] = [];
    // Two at a time: the machine's two cores.
    const queue = urls.map((url, i) => ({ url, i }));
    const worker = async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const extract = () => extractLayout(next.url, { pool, viewports: options.viewports ?? [1280, 768, 390] });
        // A page that timed out because the machine is busy (other builds, other files' browsers) gets a second try.
        const r = await extract().catch(extract);
        pages[next.i] = { url: next.url, route: routes[next.i], title: r.title, html: r.html, css: r.css, document: r.document };
      }
    };
    await Promise.all([worker(), worker()]);
    return { pages, server, close: () => server.close() };
  } finally {
    await pool.close();
  }
}
