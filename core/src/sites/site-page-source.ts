import type { DocumentAttributes } from "../contract/document-attributes.ts";

/**
 * One page of a site as the site exporters read it: the page layout's current html/css (currentLayoutSource), where
 * it came from and where it goes. The server loads these from the site's layouts; tests build them by extracting
 * fixture pages. Order matters: the first page is the start page.
 */
export interface SitePageSource {
  /** The page's normalised address (normalizePageUrl), used to recognise links to it from other pages. */
  url: string;
  /** Its route in every export (pageRoute/uniqueRoutes): "/", "/about", "/blog/first-harvest". */
  route: string;
  title: string;
  html: string;
  css: string;
  /** layoutJson.document of the page: html/body attributes. */
  document?: DocumentAttributes | null;
  /** The page's capture (PNG), when the caller has it: the WordPress theme's screenshot.png is the start page's. */
  screenshot?: Uint8Array | null;
}
