import { and, eq, ne, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { layouts } from "../../db/schema/index.ts";
import { currentLayoutSource } from "../../contract/layout-source.ts";
import type { SitePart } from "../../contract/site-parts.ts";
import { recordVersion } from "../../layouts/record-version.ts";
import { adaptPart } from "./adapt-part.ts";
import { applyPartCss } from "./part-css.ts";
import { changed, classesOf, isDetached, partName, partSlots, readPage, sameShape, slotElement, slotIndex, writePage, type PageHtml } from "./page-slots.ts";

type LayoutRow = typeof layouts.$inferSelect;
type Reader = Pick<Database, "select">;

interface OtherPage {
  row: LayoutRow;
  page: PageHtml;
  css: string;
}

/** The site's other captured pages, parsed. */
async function otherPages(db: Reader, siteId: string, layoutId: string): Promise<OtherPage[]> {
  const rows = await db
    .select()
    .from(layouts)
    .where(and(eq(layouts.siteId, siteId), ne(layouts.id, layoutId), eq(layouts.status, "done")))
    .orderBy(layouts.createdAt);
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

/**
 * After a page of a site was saved: its edits to shared parts (markup and the class rules styling them) are written
 * to every other page whose copy was the same part before the save and is not detached. Each page so changed gets a
 * new version in its history, authored by the editor. Returns the ids of the pages changed.
 */
export async function spreadSharedEdits(
  db: Database,
  input: { before: LayoutRow; after: LayoutRow; userId: string; now: Date; keepDays: number },
): Promise<string[]> {
  const { before, after } = input;
  if (!after.siteId) return [];
  const was = currentLayoutSource(before);
  const is = currentLayoutSource(after);
  if (was.html === is.html && was.css === is.css) return [];
  const oldPage = readPage(was.html);
  const newPage = readPage(is.html);
  const slots = partSlots(oldPage).filter((slot) => !isDetached(slotElement(oldPage, slot)!));
  if (!slots.length) return [];
  const updated: string[] = [];
  for (const other of await otherPages(db, after.siteId, after.id)) {
    let htmlEdits = 0;
    const classes = new Set<string>();
    for (const slot of slots) {
      const old = slotElement(oldPage, slot)!;
      const edited = slotElement(newPage, slot);
      const theirs = slotElement(other.page, slot);
      if (!edited || edited.tagName !== old.tagName || isDetached(edited)) continue;
      if (!theirs || isDetached(theirs) || !sameShape(old, before.url, theirs, other.row.url)) continue;
      for (const c of [...classesOf(old), ...classesOf(edited)]) classes.add(c);
      if (!changed(old, edited, after.url)) continue;
      const copy = adaptPart(edited, { before: old, url: after.url }, { before: theirs, url: other.row.url });
      const siblings = other.page.fragment.childNodes;
      siblings[siblings.indexOf(theirs)] = copy;
      copy.parentNode = other.page.fragment;
      other.page.tops[other.page.tops.indexOf(theirs)] = copy;
      htmlEdits++;
    }
    const css = applyPartCss(was.css, is.css, other.css, classes);
    if (!htmlEdits && css === null) continue;
    const fields = { ...(htmlEdits ? { editedHtml: writePage(other.page) } : {}), ...(css !== null ? { editedCss: css } : {}) };
    await db.transaction(async (tx) => {
      const [row] = await tx
        .update(layouts)
        .set({ ...fields, version: sql`${layouts.version} + 1`, updatedAt: input.now })
        .where(and(eq(layouts.id, other.row.id), eq(layouts.version, other.row.version)))
        .returning();
      if (!row) return;
      await recordVersion(tx, { layoutId: row.id, version: row.version, ...currentLayoutSource(row), authorId: input.userId, now: input.now, keepDays: input.keepDays });
      updated.push(row.id);
    });
  }
  return updated;
}
