/**
 * A site's shared part (header, navigation, footer) as the editor of one page sees it (GET /api/layouts/:id/site-parts).
 * Editing it on one page changes it on every page that shares it; "Detach for this page" sets `data-ll-detached` on
 * the page's copy, which then keeps its own edits and no longer follows the site's.
 */
export interface SitePart {
  /** SiteHeader, SiteNav, SiteFooter, Sidebar. */
  name: string;
  /** Its index among the page's top-level elements: the editor's root elements in order. */
  elementIndex: number;
  /** This page's copy no longer follows the site's edits. */
  detached: boolean;
  /** The other pages whose copy is the same part (edits reach them); for a detached copy, those that still share it. */
  sharedWith: { layoutId: string; route: string; title: string | null }[];
}

export interface SitePartsResponse {
  siteId: string | null;
  parts: SitePart[];
}

/** The attribute "Detach for this page" puts on the page's copy (an editor attribute: no export prints it). */
export const DETACHED_PART_ATTR = "data-ll-detached";
