import { z } from "zod";

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

/**
 * The site's current copy of one of a page's parts, fit for that page (GET /api/layouts/:id/site-parts/:index):
 * what "Reattach to site" puts back in place of the page's own copy. `css` holds the rules (top-level and in @media
 * blocks) that style only the part's classes on the page it was taken from.
 */
export interface SitePartCopy {
  name: string;
  elementIndex: number;
  /** The part's markup (one element), without the detached mark. */
  html: string;
  css: string;
  /** The page the copy was taken from. */
  from: { layoutId: string; route: string; title: string | null };
}

/** The path of one part's site copy: the page and the part's index among its top-level elements. */
export const sitePartParamSchema = z.object({ id: z.string().min(1), index: z.coerce.number().int().min(0).max(100_000) });

/** The attribute "Detach for this page" puts on the page's copy (an editor attribute: no export prints it). */
export const DETACHED_PART_ATTR = "data-ll-detached";
