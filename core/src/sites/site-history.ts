import { and, eq, gte, inArray, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { layouts, layoutVersions, users } from "../db/schema/index.ts";
import { conflict, notFound } from "../errors.ts";
import { currentLayoutSource } from "../contract/layout-source.ts";
import {
  SITE_ORIGINAL_SAVE_ID,
  SITE_RESTORE_CONFLICT,
  type RestoreSiteSaveRequest,
  type RestoreSiteSaveResponse,
  type SiteHistoryResponse,
  type SiteSave,
  type SiteSavePage,
} from "../contract/site-history.ts";
import { historyCutoff, recordVersion } from "../layouts/record-version.ts";
import { authorName } from "../layouts/layout-versions.ts";
import type { SiteRow } from "./sites.ts";

type LayoutRow = typeof layouts.$inferSelect;

/** A version row as the history groups it (no content). */
interface VersionRow {
  layoutId: string;
  version: number;
  createdAt: Date;
  authorId: string | null;
  restoredFrom: number | null;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
}

/** The site's captured pages (failed ones have nothing to save or restore), in site order. */
const capturedPages = (db: Pick<Database, "select">, siteId: string): Promise<LayoutRow[]> =>
  db
    .select()
    .from(layouts)
    .where(and(eq(layouts.siteId, siteId), eq(layouts.status, "done")))
    .orderBy(layouts.createdAt, layouts.siteRoute);

async function keptVersions(db: Database, pageIds: string[], now: Date, keepDays: number): Promise<VersionRow[]> {
  if (!pageIds.length) return [];
  return db
    .select({
      layoutId: layoutVersions.layoutId,
      version: layoutVersions.version,
      createdAt: layoutVersions.createdAt,
      authorId: layoutVersions.authorId,
      restoredFrom: layoutVersions.restoredFrom,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(layoutVersions)
    .leftJoin(users, eq(users.id, layoutVersions.authorId))
    .where(and(inArray(layoutVersions.layoutId, pageIds), gte(layoutVersions.createdAt, historyCutoff(now, keepDays))));
}

const pageOf = (page: LayoutRow, version: number, restoredFrom: number | null): SiteSavePage => ({
  layoutId: page.id,
  route: page.siteRoute ?? "/",
  title: page.title,
  version,
  restoredFrom,
});

/**
 * The site's saves, newest first, then its extraction. Versions written by one request share their time and author
 * (a page's save and the shared-part edits it spread, or a site restore), so those are grouped into one save.
 */
export async function siteHistory(db: Database, site: SiteRow, now: Date, keepDays: number): Promise<SiteHistoryResponse> {
  const pages = await capturedPages(db, site.id);
  const byId = new Map(pages.map((p) => [p.id, p]));
  const rows = await keptVersions(db, [...byId.keys()], now, keepDays);
  const groups = new Map<string, VersionRow[]>();
  for (const row of rows) {
    const key = `${row.createdAt.toISOString()}|${row.authorId ?? ""}`;
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  const saves: SiteSave[] = [...groups.values()]
    .map((group) => ({
      id: group[0].createdAt.toISOString(),
      createdAt: group[0].createdAt.toISOString(),
      author: { id: group[0].authorId, name: authorName(group[0]) },
      pages: pages.flatMap((p) => group.filter((r) => r.layoutId === p.id).map((r) => pageOf(p, r.version, r.restoredFrom))),
      original: false,
    }))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  const [owner] = await db.select({ firstName: users.firstName, lastName: users.lastName, email: users.email }).from(users).where(eq(users.id, site.userId));
  saves.push({
    id: SITE_ORIGINAL_SAVE_ID,
    createdAt: site.createdAt.toISOString(),
    author: { id: owner ? site.userId : null, name: authorName(owner) },
    pages: pages.map((p) => pageOf(p, 1, null)),
    original: true,
  });
  return { siteId: site.id, keepDays, pageVersions: Object.fromEntries(pages.map((p) => [p.id, p.version])), saves };
}

/**
 * What one page was right after the save at `at` (null: the extraction): its newest version no later than that, the
 * extraction when it had not been saved by then, "same" when it has not changed since, or "unknown" when the version
 * it had then has outlived the history period.
 */
async function pageAt(db: Database, page: LayoutRow, at: Date | null, versions: VersionRow[]): Promise<{ version: number; html: string; css: string } | "same" | "unknown"> {
  const original = { version: 1, html: page.extractedHtml ?? "", css: page.extractedCss ?? "" };
  if (!at) return original;
  const own = versions.filter((v) => v.layoutId === page.id);
  const later = own.filter((v) => v.createdAt > at);
  if (!later.length) return "same";
  const then = own.filter((v) => v.createdAt <= at).sort((a, b) => b.version - a.version)[0];
  if (then) {
    const [row] = await db
      .select({ html: layoutVersions.html, css: layoutVersions.css })
      .from(layoutVersions)
      .where(and(eq(layoutVersions.layoutId, page.id), eq(layoutVersions.version, then.version)));
    return row ? { version: then.version, ...row } : "unknown";
  }
  // Not saved by then, or saved by then in versions no longer kept: the first later version says which.
  const first = Math.min(...later.map((v) => v.version));
  return first === 2 ? original : "unknown";
}

/**
 * Brings every captured page back to how it was right after one save (or as extracted), as one new save: each page
 * that differs gets a new version marked as restored from the one it brings back, all at the same time and author, so
 * the history shows the restore as one save. `pageVersions` must match every page's current version (409 otherwise,
 * and nothing is written).
 */
export async function restoreSiteSave(
  db: Database,
  site: SiteRow,
  request: RestoreSiteSaveRequest,
  input: { userId: string; now: Date; keepDays: number },
): Promise<RestoreSiteSaveResponse> {
  const { now, keepDays, userId } = input;
  const pages = await capturedPages(db, site.id);
  const versions = await keptVersions(db, pages.map((p) => p.id), now, keepDays);
  let at: Date | null = null;
  if (request.saveId !== SITE_ORIGINAL_SAVE_ID) {
    at = new Date(request.saveId);
    if (!versions.some((v) => v.createdAt.getTime() === at!.getTime())) throw notFound("Save not found (saves are kept for your plan's history period)");
  }
  if (pages.some((p) => request.pageVersions[p.id] !== p.version)) throw conflict(SITE_RESTORE_CONFLICT);
  const restored: SiteSavePage[] = [];
  const unknown: RestoreSiteSaveResponse["unknown"] = [];
  const plans: { page: LayoutRow; target: { version: number; html: string; css: string } }[] = [];
  for (const page of pages) {
    const target = await pageAt(db, page, at, versions);
    if (target === "unknown") unknown.push({ layoutId: page.id, route: page.siteRoute ?? "/" });
    if (typeof target === "string") continue;
    const current = currentLayoutSource(page);
    if (current.html === target.html && current.css === target.css) continue;
    plans.push({ page, target });
  }
  await db.transaction(async (tx) => {
    for (const { page, target } of plans) {
      const [row] = await tx
        .update(layouts)
        .set({ editedHtml: target.html, editedCss: target.css, version: sql`${layouts.version} + 1`, updatedAt: now })
        .where(and(eq(layouts.id, page.id), eq(layouts.version, page.version)))
        .returning();
      // Saved meanwhile (between the check above and here): nothing of the restore is kept.
      if (!row) throw conflict(SITE_RESTORE_CONFLICT);
      await recordVersion(tx, { layoutId: row.id, version: row.version, html: target.html, css: target.css, authorId: userId, restoredFrom: target.version, now, keepDays });
      restored.push(pageOf(row, row.version, target.version));
    }
  });
  return { restored, unknown };
}
