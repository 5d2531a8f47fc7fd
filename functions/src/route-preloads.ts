/**
 * The API data a client route fetches first. Sending `<link rel="preload">` tags for it with the page lets the
 * browser fetch it while the JavaScript is still loading, instead of after the route's code has run: on the
 * dashboard that takes two round trips off the first paint with content.
 */
const ROUTE_DATA: { pattern: RegExp; urls: (match: RegExpExecArray) => string[] }[] = [
  { pattern: /^\/dashboard\/?$/, urls: () => ["/api/layouts"] },
  { pattern: /^\/editor\/([0-9a-f-]{36})\/?$/i, urls: (m) => [`/api/layouts/${m[1]}`] },
];

/** The route's own data; the signed-in user is preloaded by index.html itself (also where a CDN serves it). */
export function preloadUrls(path: string): string[] {
  const urls: string[] = [];
  for (const route of ROUTE_DATA) {
    const match = route.pattern.exec(path);
    if (match) urls.push(...route.urls(match));
  }
  return urls;
}

/** Adds the preload tags to the SPA's index.html; `credentials: "include"` fetches match `use-credentials`. */
export function withPreloads(indexHtml: string, path: string): string {
  const urls = preloadUrls(path);
  if (!urls.length) return indexHtml;
  const tags = urls
    .map((url) => `<link rel="preload" href="${url}" as="fetch" crossorigin="use-credentials">`)
    .join("");
  return indexHtml.replace("</head>", `${tags}</head>`);
}
