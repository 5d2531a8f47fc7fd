/**
 * What counts as "the same page" when a site is crawled and where each page goes in an export. The crawler keys
 * pages by crawlKey (so `/a?x=1` and `/a?x=2` count once) and the exporters map links to routes with the same
 * functions, so a link rewritten in an export always names a route that exists.
 */

/** Query parameters that identify a campaign or a click, never a different page. */
const TRACKING_PARAMETER = /^(utm_[a-z]+|fbclid|gclid|dclid|msclkid|mc_cid|mc_eid|_ga|_gl|ref|ref_src)$/i;
const INDEX_FILE = /\/index\.(html?|php)$/i;

/** An absolute http(s) URL for a link on a page, or null (mailto:, javascript:, bad syntax). Fragment and trackers dropped. */
export function normalizePageUrl(href: string, base: string): string | null {
  let url: URL;
  try {
    url = new URL(href.trim(), base);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  url.hash = "";
  url.username = "";
  url.password = "";
  for (const name of [...url.searchParams.keys()]) if (TRACKING_PARAMETER.test(name)) url.searchParams.delete(name);
  url.search = url.searchParams.size ? `?${url.searchParams.toString()}` : "";
  url.pathname = url.pathname.replace(INDEX_FILE, "/");
  return url.href;
}

/** The page a URL names for the crawl: origin and path only, a trailing slash ignored. */
export function crawlKey(url: string): string {
  const parsed = new URL(url);
  const path = parsed.pathname.length > 1 ? parsed.pathname.replace(/\/+$/, "") : "/";
  return `${parsed.origin}${path || "/"}`;
}

/**
 * Route segments become folder and file names in every export (`site/<route>/index.html`, `app/<route>/page.tsx`,
 * `wix/<a--b>.html`): a Windows device name (`con`, `aux`) cannot be created there, so unzipping fails.
 */
const WINDOWS_DEVICE_NAME = /^(con|prn|aux|nul|com[0-9]|lpt[0-9])$/;

/**
 * The export route of a page: "/" for the site root, otherwise the path without trailing slash or .html/.htm,
 * lower-cased and limited to letters, digits and single hyphens, a name every framework router and file system
 * accepts. The page names the path, so nothing else may come through: no dot (`/site.css` would be a folder where
 * the static site writes its stylesheet, `/aux.txt` a device name), no leading underscore (a private folder Next.js
 * does not route), no `--` (the separator of the embeds' file names), no device name, and no `/index` (the start
 * page's embed file).
 */
export function pageRoute(url: string): string {
  const path = new URL(crawlKey(url)).pathname;
  if (path === "/") return "/";
  const segments = path
    .replace(/\.(html?|php|aspx?)$/i, "")
    .split("/")
    .map((segment) => {
      let decoded = segment;
      try {
        decoded = decodeURIComponent(segment);
      } catch {
        // a stray % stays as written
      }
      const name = decoded
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, "-")
        .replace(/^-+|-+$/g, "");
      return WINDOWS_DEVICE_NAME.test(name) ? `${name}-page` : name;
    })
    .filter(Boolean);
  if (segments.length === 1 && segments[0] === "index") return "/index-page";
  return segments.length ? `/${segments.join("/")}` : "/";
}

/** Routes unique within one site: a second page that maps to the same route gets "-2", "-3". */
export function uniqueRoutes(urls: readonly string[]): string[] {
  const seen = new Set<string>();
  return urls.map((url) => {
    const base = pageRoute(url);
    let route = base;
    for (let n = 2; seen.has(route); n++) route = base === "/" ? `/page-${n}` : `${base}-${n}`;
    seen.add(route);
    return route;
  });
}
