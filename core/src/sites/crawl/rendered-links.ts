import { crawlKey } from "../page-url.ts";
import { followLinks, type DiscoverDeps } from "./discover.ts";
import { pageLinks } from "./page-links.ts";

/**
 * The links of a captured page's rendered DOM (menus and lists its scripts built) that lead to pages the site does not
 * have yet, followed with the crawl's rules (discover.ts: same origin, robots.txt, HTML only, each page once, the page
 * limit) and breadth-first on from the pages they lead to. Links the page's served HTML has too were judged by the
 * crawl already and are left out, so a link to a PDF is not fetched again for every page that shows it. Answers how
 * many pages were added.
 */
export async function followRenderedPageLinks(
  input: { startUrl: string; known: readonly string[]; maxPages: number; page: { url: string; html: string } },
  deps: DiscoverDeps,
): Promise<number> {
  if (input.known.length >= input.maxPages) return 0;
  const origin = new URL(input.startUrl).origin;
  const knownKeys = new Set(input.known.map(crawlKey));
  let links = pageLinks(input.page.html, input.page.url).links.filter((url) => new URL(url).origin === origin && !knownKeys.has(crawlKey(url)));
  if (links.length === 0) return 0;
  const served = await deps.fetchPage(input.page.url);
  if (served.kind === "html") {
    const judged = new Set(pageLinks(served.html, served.url).links.map(crawlKey));
    links = links.filter((url) => !judged.has(crawlKey(url)));
  }
  if (links.length === 0) return 0;
  let added = 0;
  await followLinks(
    { startUrl: input.startUrl, known: input.known, links, maxPages: input.maxPages },
    {
      ...deps,
      addPage: async (found) => {
        const outcome = await deps.addPage(found);
        if (outcome === "added") added += 1;
        return outcome;
      },
    },
  );
  return added;
}
