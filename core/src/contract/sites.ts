import { z } from "zod";
import { exportFormatSchema, type ExportFormat } from "./export.ts";
import type { JobStage } from "./job-stages.ts";
import type { LayoutStatus } from "./layouts.ts";

/**
 * Whole-site extraction (issue 27). A site owns its pages; each page is an ordinary layout (`layouts.site_id`), so
 * the editor, versions, exports and quotas of a page are those of a layout. Plan page limits live in plans/plans.ts.
 */

/** The formats a whole site exports as (Svelte and Astro have no site form yet); the web app offers these on a site. */
export const SITE_FORMATS = ["html", "react", "vue", "nextjs", "wordpress", "wix", "squarespace", "zip"] as const satisfies readonly ExportFormat[];
export type SiteFormat = (typeof SITE_FORMATS)[number];

export const isSiteFormat = (format: ExportFormat): format is SiteFormat => (SITE_FORMATS as readonly string[]).includes(format);

export { MAX_SITE_PAGES, siteRequestSchema, type SiteRequest } from "./site-request.ts";

/** One captured (or failed) page of a site as the API answers it. */
export interface SitePageSummary {
  layoutId: string;
  /** The page's address after normalisation (crawl key). */
  url: string;
  /** Where the page lives in every export: "/" for the start page, "/about", "/blog/first-post". */
  route: string;
  title: string | null;
  status: LayoutStatus;
  stage: JobStage;
  progress: number;
  error: string | null;
}

export interface SiteResponse {
  id: string;
  teamId: string | null;
  startUrl: string;
  title: string | null;
  /** queued/running while pages are found or extracted; done when every page finished (some may have failed). */
  status: LayoutStatus;
  maxPages: number;
  /** Why the crawl stopped before the site ran out of links (page limit, allowance, robots.txt), else null. */
  note: string | null;
  /** "page 3 of 12 · capture 40 %" while running, a summary when done (siteProgressText). */
  progressText: string;
  pages: SitePageSummary[];
  createdAt: string;
  updatedAt: string;
}

/** A site as the dashboard lists it (GET /api/sites): one card, opening its first page. */
export interface SiteSummary {
  id: string;
  teamId: string | null;
  startUrl: string;
  title: string | null;
  status: LayoutStatus;
  pageCount: number;
  failedPages: number;
  /** The start page's layout: the card opens it in the editor and shows its screenshot. */
  firstPageId: string | null;
  screenshotUrl: string | null;
  progressText: string;
  createdAt: string;
  updatedAt: string;
}

/** `site/site.json` in the static-site export: file is relative to `site/`. */
export interface SiteManifest {
  pages: { url: string; route: string; file: string }[];
}

/** `GET /api/sites/:id/export?format=`: the whole site in one zip (see core/src/sites/export/export-site.ts). */
export const siteExportQuerySchema = z.object({ format: exportFormatSchema }).strict();
export const SITE_NOT_CAPTURED = "This site has no captured pages yet. Wait for its extraction to finish and try again.";
