import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join, resolve, sep } from "node:path";
import type { BrowserPool } from "@layoutlift/core/browser/pool";
import type { Config } from "@layoutlift/core/config";
import type { JobStage } from "@layoutlift/core/contract/job-stages";
import type { LayoutStatus } from "@layoutlift/core/contract/layouts";
import { siteProgressText } from "@layoutlift/core/contract/site-progress";
import { buildDocument } from "@layoutlift/core/extract/document";
import { extractLayout } from "@layoutlift/core/extract/extract";
import { UserFacingError } from "@layoutlift/core/errors/user-facing-error";
import { extractBounded } from "@layoutlift/core/extract-jobs/extract-bounded";
import { jobLimits } from "@layoutlift/core/extract-jobs/limits";
import { egressPolicyOf } from "@layoutlift/core/net/egress-policy";
import { createPageFetcher, fetchRobots } from "@layoutlift/core/sites/crawl/fetch-page";
import { discoverSite, type FoundPage } from "@layoutlift/core/sites/crawl/discover";
import { followRenderedPageLinks } from "@layoutlift/core/sites/crawl/rendered-links";
import { crawlKey, normalizePageUrl, uniqueRoutes } from "@layoutlift/core/sites/page-url";
import { nextFreeRoute } from "@layoutlift/core/sites/site-routes";
import type { SitePageSource } from "@layoutlift/core/sites/site-page-source";
import { staticSiteExport } from "@layoutlift/core/sites/export/export-site";
import { serverAssetFetcher } from "@layoutlift/core/export/assets/server-asset-fetcher";

/** Without a plan to ask, the CLI captures as many pages as Pro does unless told otherwise. */
export const DEFAULT_SITE_PAGES = 25;
/** Pages extracted at once: one browser, two tabs, as the local worker's pool. */
const PARALLEL = 2;

interface SiteArgs {
  url: string;
  out: string;
  viewports: number[];
  site: { maxPages: number };
}

interface CliPage {
  url: string;
  route: string;
  status: LayoutStatus;
  stage: JobStage;
  progress: number;
  error: string | null;
  dir?: string;
  /** What the static site is built from, once the page is captured. */
  source?: SitePageSource;
}

/** "/" → "index", "/blog/first-harvest" → "blog/first-harvest": where a page's files go under <out>/pages/. */
function pageFolder(route: string): string {
  return route === "/" ? "index" : route.slice(1);
}

/**
 * `extract <url> --site`: finds the site's pages as the server's crawl does (same rules, same SSRF-safe fetch), then
 * extracts each through the worker's bounded path, two at a time, following the links each page's scripts made as
 * the server does. Every page gets its own folder under
 * `<out>/pages/`; a failed page is reported and the others go on. One JSON summary line on stdout.
 */
export async function extractSiteCli(args: SiteArgs, config: Config, pool: BrowserPool): Promise<number> {
  const started = Date.now();
  const egress = egressPolicyOf(config);
  const startUrl = normalizePageUrl(args.url, args.url) ?? args.url;
  const found: FoundPage[] = [{ url: startUrl, status: "queued" }];
  console.error(`Finding the pages of ${startUrl} (at most ${args.site.maxPages}) ...`);
  const discovery = await discoverSite(startUrl, args.site.maxPages, {
    fetchPage: createPageFetcher(egress),
    robots: (origin) => fetchRobots(origin, egress),
    addPage: async (page) => {
      found.push(page);
      return "added";
    },
  });
  const routes = uniqueRoutes(found.map((p) => p.url));
  const pages: CliPage[] = found.map((p, i) => ({
    url: p.url,
    route: routes[i],
    status: p.status,
    stage: "queued",
    progress: 0,
    error: p.status === "failed" ? p.error : null,
  }));
  console.error(`  ${pages.length} pages${discovery.note ? ` (${discovery.note})` : ""}`);

  let lastLine = "";
  const report = () => {
    const line = siteProgressText(pages);
    if (line !== lastLine) console.error(`  ${(lastLine = line)}`);
  };
  const out = resolve(args.out);
  const queue = pages.filter((p) => p.status === "queued");
  // A page's script-made links may add pages while the other tab works: a tab with nothing to do waits for the one
  // still working, and stops once none is.
  let working = 0;
  const waiting: (() => void)[] = [];
  const follow = followRendered(startUrl, args.site.maxPages, pages, queue, egress);
  const work = async () => {
    for (;;) {
      const page = queue.shift();
      if (!page) {
        if (working === 0) return;
        await new Promise<void>((r) => waiting.push(r));
        continue;
      }
      working += 1;
      await extractPage(page, args, config, pool, out, report);
      if (page.source) await follow(page.source).catch((err) => console.error(`  following the links of ${page.route} failed: ${(err as Error).message}`));
      working -= 1;
      for (const wake of waiting.splice(0)) wake();
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, work));

  const captured = pages.filter((p) => p.status === "done").length;
  // The captured pages as one static site under <out>/site/: shared header and CSS once, links between its pages.
  const sources = pages.flatMap((p) => (p.status === "done" && p.source ? [p.source] : []));
  let siteManifest: string | undefined;
  if (sources.length) {
    // Images and fonts downloaded as the server's site export does, under the same egress rules.
    const files = await staticSiteExport(sources, { fetchAsset: serverAssetFetcher(egress) });
    const siteRoot = join(out, "site");
    for (const [path, body] of Object.entries(files)) {
      // Routes and asset names come from the page: a file that would land outside <out>/site/ is never written.
      const target = resolve(out, path);
      if (!target.startsWith(`${siteRoot}${sep}`)) throw new Error(`Refusing to write ${path} outside ${siteRoot}`);
      await mkdir(dirname(target), { recursive: true });
      await writeFile(target, body);
    }
    siteManifest = "site/site.json";
    console.error(`  wrote site/ (${sources.length} pages, ${Object.keys(files).length} files)`);
  }
  console.log(
    JSON.stringify({
      url: startUrl,
      ms: Date.now() - started,
      captured,
      failed: pages.length - captured,
      note: discovery.note,
      ...(siteManifest ? { site: siteManifest } : {}),
      pages: pages.map(({ url, route, status, error, dir }) => ({ url, route, status, ...(dir ? { dir } : {}), ...(error ? { error } : {}) })),
    }),
  );
  return captured > 0 ? 0 : 1;
}

async function extractPage(page: CliPage, args: SiteArgs, config: Config, pool: BrowserPool, out: string, report: () => void): Promise<void> {
  page.status = "running";
  page.stage = "capture";
  report();
  try {
    const result = await extractBounded(
      {
        pool,
        extract: (url, options) => extractLayout(url, { ...options, viewports: args.viewports }),
        limits: jobLimits(config),
        egress: egressPolicyOf(config),
      },
      page.url,
      (stage, progress) => {
        page.stage = stage;
        page.progress = progress;
        report();
      },
    );
    const dir = join(out, "pages", pageFolder(page.route));
    await mkdir(dir, { recursive: true });
    await writeFile(join(dir, "index.html"), buildDocument(result, { stylesheetHref: "styles.css" }));
    await writeFile(join(dir, "styles.css"), result.css);
    await writeFile(join(dir, "layout.json"), `${JSON.stringify(result.layoutJson, null, 2)}\n`);
    await writeFile(join(dir, "screenshot.png"), result.screenshot);
    const source: SitePageSource = { url: page.url, route: page.route, title: result.title, html: result.html, css: result.css, document: result.document };
    Object.assign(page, { status: "done", stage: "done", progress: 100, dir: join("pages", pageFolder(page.route)), source });
  } catch (error) {
    const message = error instanceof UserFacingError ? error.message : `Unexpected error: ${(error as Error).message}`;
    Object.assign(page, { status: "failed", error: message });
    console.error(`  ${page.route} failed: ${message}`);
  }
  report();
}

/** Once a page is captured: the pages its rendered DOM's links lead to join the site (and the queue), as on the server. */
function followRendered(startUrl: string, maxPages: number, pages: CliPage[], queue: CliPage[], egress: ReturnType<typeof egressPolicyOf>) {
  const fetchPage = createPageFetcher(egress);
  return (source: SitePageSource) =>
    followRenderedPageLinks(
      { startUrl, known: pages.map((p) => p.url), maxPages, page: { url: source.url, html: source.html } },
      {
        fetchPage,
        robots: (origin) => fetchRobots(origin, egress),
        addPage: async (found) => {
          if (pages.some((p) => crawlKey(p.url) === crawlKey(found.url))) return "exists";
          if (pages.length >= maxPages) return "stop";
          const route = nextFreeRoute(found.url, new Set(pages.map((p) => p.route)));
          const page: CliPage = { url: found.url, route, status: found.status, stage: "queued", progress: 0, error: found.status === "failed" ? found.error : null };
          pages.push(page);
          if (page.status === "queued") queue.push(page);
          return "added";
        },
      },
    );
}
