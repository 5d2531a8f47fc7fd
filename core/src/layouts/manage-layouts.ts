import { eq } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { layouts } from "../db/schema/index.ts";
import { conflict } from "../errors.ts";
import type { LayoutRow } from "../contract/layouts.ts";
import type { ObjectStorage } from "../storage/storage.ts";
import { layoutFor } from "./layout-access.ts";
import { copyLayoutAssets, layoutAssetPrefix } from "./layout-assets.ts";

/** The name the dashboard shows for an untitled layout. */
function hostOf(url: string): string {
  try {
    return new URL(url).host.replace(/^www\./, "");
  } catch {
    return url;
  }
}

export const DUPLICATE_NOT_READY = "Only a finished layout can be duplicated";
const TITLE_MAX = 200;

/** "Shop (copy)" — cut so the copy's name still fits the title limit the rename form enforces. */
export function copyTitle(title: string): string {
  const suffix = " (copy)";
  return title.slice(0, TITLE_MAX - suffix.length) + suffix;
}

/**
 * A copy the user can edit without touching the original: same page, extraction and edits, a fresh version
 * history, in the same workspace, made by (and so owned by) whoever duplicated it. It costs no allowance, because
 * nothing is extracted again.
 */
export async function duplicateLayout(
  db: Database,
  screenshots: ObjectStorage,
  input: { userId: string; id: string; now: Date },
): Promise<LayoutRow> {
  const { userId, now } = input;
  const source = await layoutFor(db, userId, input.id, "edit");
  if (source.status !== "done") throw conflict(DUPLICATE_NOT_READY);
  const { id: _id, version: _version, createdAt: _created, updatedAt: _updated, title, screenshotKey, ...rest } = source;
  const [row] = await db
    .insert(layouts)
    // A copy of a site's page is a standalone layout: the site keeps exactly the pages its crawl found.
    .values({ ...rest, siteId: null, siteRoute: null, userId, title: copyTitle(title || hostOf(rest.url)), screenshotKey: null, copiedFrom: source.id, version: 1, createdAt: now, updatedAt: now })
    .returning();
  // The copy gets its own screenshot object and uploaded images, so deleting either layout never takes the other's.
  const [extractedHtml, extractedCss, editedHtml, editedCss] = await copyLayoutAssets(screenshots, source.id, row.id, [
    row.extractedHtml,
    row.extractedCss,
    row.editedHtml,
    row.editedCss,
  ]);
  const shot = screenshotKey ? await screenshots.get(screenshotKey) : null;
  const key = shot ? `layouts/${row.id}/screenshot.png` : null;
  if (shot && key) await screenshots.put(key, shot.body as Uint8Array, shot.contentType);
  const [copy] = await db
    .update(layouts)
    .set({ extractedHtml, extractedCss, editedHtml, editedCss, screenshotKey: key })
    .where(eq(layouts.id, row.id))
    .returning();
  return copy;
}

/**
 * Deletes the layout and (by cascade) its jobs. The usage it took stays counted: deleting is not a refund.
 * Its screenshot and uploaded images go too, once the row is gone (a leftover file is only wasted space, never a
 * reason to fail the delete).
 */
export async function deleteLayout(db: Database, storage: ObjectStorage, userId: string, id: string): Promise<void> {
  const row = await layoutFor(db, userId, id, "delete");
  await db.delete(layouts).where(eq(layouts.id, row.id));
  await removeLayoutFiles(storage, [row]);
}

/**
 * The stored objects of layouts whose rows are gone (a deleted layout, or every page of a deleted site): screenshot
 * and uploaded images. A leftover file is only wasted space, never a reason to fail the delete.
 */
export async function removeLayoutFiles(storage: ObjectStorage, rows: readonly Pick<LayoutRow, "id" | "screenshotKey">[]): Promise<void> {
  const removals = rows.flatMap((row) => [storage.deletePrefix(layoutAssetPrefix(row.id)), row.screenshotKey ? storage.delete(row.screenshotKey) : null]);
  for (const result of await Promise.allSettled(removals)) {
    if (result.status === "rejected") console.error("Could not delete a file of a deleted layout", result.reason);
  }
}
