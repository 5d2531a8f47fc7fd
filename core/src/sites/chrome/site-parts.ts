import { and, eq, ne, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { layouts } from "../../db/schema/index.ts";
import { currentLayoutSource } from "../../contract/layout-source.ts";
import type { SitePart, SitePartCopy } from "../../contract/site-parts.ts";
import { recordVersion } from "../../layouts/record-version.ts";
import { listSiteParts, type SitePartsInput } from "./list-site-parts.ts";
import { siteCopyOf, type SiteCopyInput } from "./site-copy.ts";
import { planSharedEdits, type SharedEditsInput, type SharedEditUpdate } from "./plan-shared-edits.ts";

type LayoutRow = typeof layouts.$inferSelect;
type Reader = Pick<Database, "select">;

/** The site's other captured pages. */
const otherRows = (db: Reader, siteId: string, layoutId: string): Promise<LayoutRow[]> =>
  db
    .select()
    .from(layouts)
    .where(and(eq(layouts.siteId, siteId), ne(layouts.id, layoutId), eq(layouts.status, "done")))
    .orderBy(layouts.createdAt);

/** Lists a page's shared parts (the API: in a thread, as the listing parses every page of the site). */
export type ListSiteParts = (input: SitePartsInput) => Promise<SitePart[]>;
/** Takes the site's copy of one part (the API: in a thread, like the listing). */
export type TakeSiteCopy = (input: SiteCopyInput) => Promise<SitePartCopy | null>;

/** The page and the site's other pages as the pure listing and copy read them. */
async function siteSources(db: Reader, layout: LayoutRow & { siteId: string }) {
  const rows = await otherRows(db, layout.siteId, layout.id);
  return {
    page: { url: layout.url, html: currentLayoutSource(layout).html },
    others: rows.map((row) => ({ layoutId: row.id, route: row.siteRoute ?? "/", title: row.title, url: row.url, ...currentLayoutSource(row) })),
  };
}

/**
 * What the editor shows for one page of a site: each of its parts, whether it is detached and which pages share it
 * (listSiteParts over the page and the site's other pages, read here).
 */
export async function sitePartsOf(db: Reader, layout: LayoutRow, list: ListSiteParts = async (input) => listSiteParts(input)): Promise<SitePart[]> {
  if (!layout.siteId) return [];
  const { page, others } = await siteSources(db, { ...layout, siteId: layout.siteId });
  // Nothing to compare with: no page is parsed.
  if (!others.length) return [];
  return list({ page, others: others.map(({ css: _css, ...other }) => other) });
}

/** The site's current copy of the page's part at `elementIndex` (siteCopyOf), or null when the site has none. */
export async function siteCopyFor(
  db: Reader,
  layout: LayoutRow,
  elementIndex: number,
  take: TakeSiteCopy = async (input) => siteCopyOf(input),
): Promise<SitePartCopy | null> {
  if (!layout.siteId) return null;
  const { page, others } = await siteSources(db, { ...layout, siteId: layout.siteId });
  if (!others.length) return null;
  return take({ page, others, elementIndex });
}

/** Plans a save's shared edits (the API: in a thread, as the planning parses every page of the site). */
export type PlanSharedEdits = (input: SharedEditsInput) => Promise<SharedEditUpdate[]>;

/**
 * After a page of a site was saved: its edits to shared parts are written to every other page that shared them
 * (planSharedEdits says which and how). Each page so changed gets a new version in its history, authored by the
 * editor; a page saved meanwhile by someone else (its version moved) keeps its own save. Returns the ids changed.
 */
export async function spreadSharedEdits(
  db: Database,
  input: { before: LayoutRow; after: LayoutRow; userId: string; now: Date; keepDays: number },
  plan: PlanSharedEdits = async (edits) => planSharedEdits(edits),
): Promise<string[]> {
  const { before, after } = input;
  if (!after.siteId) return [];
  const was = currentLayoutSource(before);
  const is = currentLayoutSource(after);
  if (was.html === is.html && was.css === is.css) return [];
  const others = (await otherRows(db, after.siteId, after.id)).map((row) => ({ id: row.id, version: row.version, url: row.url, ...currentLayoutSource(row) }));
  const updates = await plan({ before: { url: before.url, ...was }, after: { url: after.url, ...is }, others });
  const updated: string[] = [];
  for (const { id, version, ...fields } of updates) {
    await db.transaction(async (tx) => {
      const [row] = await tx
        .update(layouts)
        .set({ ...fields, version: sql`${layouts.version} + 1`, updatedAt: input.now })
        .where(and(eq(layouts.id, id), eq(layouts.version, version)))
        .returning();
      if (!row) return;
      await recordVersion(tx, { layoutId: row.id, version: row.version, ...currentLayoutSource(row), authorId: input.userId, now: input.now, keepDays: input.keepDays });
      updated.push(row.id);
    });
  }
  return updated;
}
