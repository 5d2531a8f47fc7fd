import { routeSlug } from "@layoutlift/core/sites/export/wordpress-site-markup";

/** A site export's zip, split: the theme's files (paths inside the theme folder) and the static site's (`site/…`). */
export function splitSiteZip(files: Record<string, Uint8Array>): { theme: Record<string, Uint8Array>; staticSite: Record<string, Uint8Array> } {
  const theme: Record<string, Uint8Array> = {};
  const staticSite: Record<string, Uint8Array> = {};
  for (const [path, body] of Object.entries(files)) {
    if (path.startsWith("wordpress/")) theme[path.slice("wordpress/".length)] = body;
    else if (path.startsWith("site/")) staticSite[path] = body;
  }
  return { theme, staticSite };
}

/** Where WordPress (pretty permalinks) serves a captured page once the theme created it: the front page at "/". */
export function wordpressPageUrl(route: string): string {
  return route === "/" ? "/" : `/${routeSlug(route)}/`;
}
