import { and, desc, eq, gte } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { layoutVersions, users } from "../db/schema/index.ts";
import type { LayoutRow } from "../contract/layouts.ts";
import { badRequest, notFound } from "../errors.ts";
import { ORIGINAL_VERSION_ID, type LayoutVersionDetail, type LayoutVersionSummary } from "../contract/layout-versions.ts";
import { isUuid } from "./layouts.ts";
import { historyCutoff as cutoff } from "./record-version.ts";

export const VERSION_NOT_FOUND = "Version not found (versions are kept for your plan's history period)";

const summaryColumns = {
  id: layoutVersions.id,
  version: layoutVersions.version,
  createdAt: layoutVersions.createdAt,
  restoredFrom: layoutVersions.restoredFrom,
  label: layoutVersions.label,
  authorId: layoutVersions.authorId,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
};

type Author = { firstName: string | null; lastName: string | null; email: string | null };
type SummaryRow = Author & { id: string; version: number; createdAt: Date; restoredFrom: number | null; label: string | null; authorId: string | null };

/** How a version's author is shown: their name, else their email; a deleted account (no row) is a former member. */
export function authorName(row: Author | undefined): string {
  return (row && ([row.firstName, row.lastName].filter(Boolean).join(" ") || row.email)) || "Former member";
}

function toSummary(row: SummaryRow): LayoutVersionSummary {
  return {
    id: row.id,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    restoredFrom: row.restoredFrom,
    label: row.label,
    original: false,
    author: { id: row.authorId, name: authorName(row) },
  };
}

/**
 * The content the layout started from (extraction, template or copy), as version 1. Saves start at 2, so a row
 * numbered 1 never exists; a layout whose extraction has not finished has no original yet.
 */
async function originalVersion(db: Database, layout: LayoutRow): Promise<LayoutVersionDetail | null> {
  if (layout.extractedHtml == null) return null;
  const [owner] = await db.select({ firstName: users.firstName, lastName: users.lastName, email: users.email }).from(users).where(eq(users.id, layout.userId));
  return {
    id: ORIGINAL_VERSION_ID,
    version: 1,
    createdAt: layout.createdAt.toISOString(),
    restoredFrom: null,
    label: null,
    original: true,
    author: { id: owner ? layout.userId : null, name: authorName(owner) },
    html: layout.extractedHtml,
    css: layout.extractedCss ?? "",
  };
}

/** Newest first, only the saves the plan keeps, then the original (the layout's ownership is checked by the caller). */
export async function listVersions(db: Database, layout: LayoutRow, now: Date, keepDays: number): Promise<LayoutVersionSummary[]> {
  const rows = await db
    .select(summaryColumns)
    .from(layoutVersions)
    .leftJoin(users, eq(users.id, layoutVersions.authorId))
    .where(and(eq(layoutVersions.layoutId, layout.id), gte(layoutVersions.createdAt, cutoff(now, keepDays))))
    .orderBy(desc(layoutVersions.version));
  const original = await originalVersion(db, layout);
  if (!original) return rows.map(toSummary);
  const { html: _html, css: _css, ...summary } = original;
  return [...rows.map(toSummary), summary];
}

/** One version of a layout; a version of another layout (or an expired one) answers like a missing one. */
export async function getVersion(db: Database, layout: LayoutRow, versionId: string, now: Date, keepDays: number): Promise<LayoutVersionDetail> {
  if (versionId === ORIGINAL_VERSION_ID) {
    const original = await originalVersion(db, layout);
    if (!original) throw notFound(VERSION_NOT_FOUND);
    return original;
  }
  if (!isUuid(versionId)) throw notFound(VERSION_NOT_FOUND);
  const [row] = await db
    .select({ ...summaryColumns, html: layoutVersions.html, css: layoutVersions.css })
    .from(layoutVersions)
    .leftJoin(users, eq(users.id, layoutVersions.authorId))
    .where(and(eq(layoutVersions.id, versionId), eq(layoutVersions.layoutId, layout.id), gte(layoutVersions.createdAt, cutoff(now, keepDays))));
  if (!row) throw notFound(VERSION_NOT_FOUND);
  return { ...toSummary(row), html: row.html, css: row.css };
}

/** Names a saved version (null removes the name); the original keeps its own. */
export async function labelVersion(db: Database, layout: LayoutRow, versionId: string, label: string | null, now: Date, keepDays: number): Promise<LayoutVersionSummary> {
  if (versionId === ORIGINAL_VERSION_ID) throw badRequest("The original extraction keeps its name; name a saved version instead");
  const { html: _html, css: _css, ...current } = await getVersion(db, layout, versionId, now, keepDays);
  await db.update(layoutVersions).set({ label }).where(and(eq(layoutVersions.id, versionId), eq(layoutVersions.layoutId, layout.id)));
  return { ...current, label };
}
