import { z } from "zod";
import { PG_INT_MAX } from "./storable.ts";

/**
 * A site's history (issue 27, "history per site"): the saves of all its pages as one list. A save of one page that
 * carried a shared header or footer edit to other pages is one site save changing all of them (the page's version
 * and the versions it spread share their save time and author: core/src/sites/chrome/site-parts.ts), and so is a
 * restore of the whole site.
 */

/** The id of the site's starting point (every page as extracted) in the history and the restore call. */
export const SITE_ORIGINAL_SAVE_ID = "original";

/** One page a save changed, at the version the save gave it. */
export interface SiteSavePage {
  layoutId: string;
  route: string;
  title: string | null;
  version: number;
  /** The version of this page the save brought back, when it was a restore. */
  restoredFrom: number | null;
}

export interface SiteSave {
  /** The save's time as an ISO string (its id in the restore call), or SITE_ORIGINAL_SAVE_ID for the extraction. */
  id: string;
  createdAt: string;
  author: { id: string | null; name: string };
  pages: SiteSavePage[];
  /** Every page as extracted, rather than a save. */
  original: boolean;
}

export interface SiteHistoryResponse {
  siteId: string;
  /** How many days saves are kept on the caller's plan (the extraction is kept as long as the site). */
  keepDays: number;
  /** Each captured page's current version: sent back with a restore so a page saved meanwhile is not overwritten. */
  pageVersions: Record<string, number>;
  /** Newest first; the extraction last. */
  saves: SiteSave[];
}

/**
 * POST /api/sites/:id/history/restore — brings every page back to how it was right after save `saveId` (the
 * extraction for SITE_ORIGINAL_SAVE_ID), as one new save. `pageVersions` are the versions the client last saw (the
 * history's, with the page open in the editor at the editor's version); a page that moved since answers 409 and
 * nothing is written.
 */
export const restoreSiteSaveSchema = z
  .object({
    saveId: z.union([z.literal(SITE_ORIGINAL_SAVE_ID), z.iso.datetime({ offset: true })]),
    pageVersions: z.record(z.uuid(), z.number().int().min(1).max(PG_INT_MAX, "No layout has a version that large")).refine((v) => Object.keys(v).length <= 1000, "Too many pages"),
  })
  .strict();
export type RestoreSiteSaveRequest = z.infer<typeof restoreSiteSaveSchema>;

export interface RestoreSiteSaveResponse {
  /** The pages the restore changed (those already as they were are left alone). */
  restored: SiteSavePage[];
  /** Pages whose state at that save is no longer known (its version outlived the plan's history period). */
  unknown: { layoutId: string; route: string }[];
}

export const SITE_RESTORE_CONFLICT = "A page of this site was saved somewhere else since you opened its history. Reload the history and try again; nothing was restored.";
