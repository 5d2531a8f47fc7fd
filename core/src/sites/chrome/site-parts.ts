import { and, eq, ne, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { layouts } from "../../db/schema/index.ts";
import { currentLayoutSource } from "../../contract/layout-source.ts";
import type { SitePart } from "../../contract/site-parts.ts";
import { recordVersion } from "../../layouts/record-version.ts";
import { isDetached, partName, partSlots, readPage, sameShape, slotElement, slotIndex, type PageHtml } from "./page-slots.ts";
import { planSharedEdits, type SharedEditsInput, type SharedEditUpdate } from "./plan-shared-edits.ts";

type LayoutRow = typeof layouts.$inferSelect;
type Reader = Pick<Database, "select">;

interface OtherPage {
  row: LayoutRow;
  page: PageHtml;
  css: string;
}

/** The site's other captured pages. */
const otherRows = (db: Reader, siteId: string, layoutId: string): Promise<LayoutRow[]> =>
  db
    .select()
    .from(layouts)
    .where(and(eq(layouts.siteId, siteId), ne(layouts.id, layoutId), eq(layouts.status, "done")))
    .orderBy(layouts.createdAt);

/** The site's other captured pages, parsed. */
async function otherPages(db: Reader, siteId: string, layoutId: string): Promise<OtherPage[]> {
  const rows = await otherRows(db, siteId, layoutId);
  return rows.map((row) => {
    const { html, css } = currentLayoutSource(row);
    return { row, page: readPage(html), css };
  });
}

/** What the editor shows for one page of a site: each of its parts, whether it is detached and which pages share it. */
export async function sitePartsOf(db: Reader, layout: LayoutRow): Promise<SitePart[]> {
  if (!layout.siteId) return [];
  const page = readPage(currentLayoutSource(layout).html);
  const others = await otherPages(db, layout.siteId, layout.id);
  const parts: SitePart[] = [];
  for (const slot of partSlots(page)) {
    const el = slotElement(page, slot)!;
    const detached = isDetached(el);
    const name = partName(el)!;
    const sharing = others.filter((o) => {
      const theirs = slotElement(o.page, slot);
      if (!theirs || isDetached(theirs)) return false;
      return detached ? partName(theirs) === name && theirs.tagName === el.tagName : sameShape(el, layout.url, theirs, o.row.url);
    });
    if (!sharing.length) continue;
    parts.push({
      name,
      elementIndex: slotIndex(page, slot),
      detached,
      sharedWith: sharing.map((o) => ({ layoutId: o.row.id, route: o.row.siteRoute ?? "/", title: o.row.title })),
    });
  }
  return parts;
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
