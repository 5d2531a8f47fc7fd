import { and, desc, eq, gte } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { layoutVersions, users } from "../db/schema/index.ts";
import { notFound } from "../errors.ts";
import type { LayoutVersionDetail, LayoutVersionSummary } from "../contract/layout-versions.ts";
import { isUuid } from "./layouts.ts";
import { historyCutoff as cutoff } from "./record-version.ts";

export const VERSION_NOT_FOUND = "Version not found (versions are kept for your plan's history period)";

const summaryColumns = {
  id: layoutVersions.id,
  version: layoutVersions.version,
  createdAt: layoutVersions.createdAt,
  restoredFrom: layoutVersions.restoredFrom,
  authorId: layoutVersions.authorId,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
};

type SummaryRow = { id: string; version: number; createdAt: Date; restoredFrom: number | null; authorId: string | null; firstName: string | null; lastName: string | null; email: string | null };

function toSummary(row: SummaryRow): LayoutVersionSummary {
  const name = [row.firstName, row.lastName].filter(Boolean).join(" ") || row.email || "Former member";
  return { id: row.id, version: row.version, createdAt: row.createdAt.toISOString(), restoredFrom: row.restoredFrom, author: { id: row.authorId, name } };
}

/** Newest first, only what the plan keeps (the layout's ownership is checked by the caller). */
export async function listVersions(db: Database, layoutId: string, now: Date, keepDays: number): Promise<LayoutVersionSummary[]> {
  const rows = await db
    .select(summaryColumns)
    .from(layoutVersions)
    .leftJoin(users, eq(users.id, layoutVersions.authorId))
    .where(and(eq(layoutVersions.layoutId, layoutId), gte(layoutVersions.createdAt, cutoff(now, keepDays))))
    .orderBy(desc(layoutVersions.version));
  return rows.map(toSummary);
}

/** One version of a layout; a version of another layout (or an expired one) answers like a missing one. */
export async function getVersion(db: Database, layoutId: string, versionId: string, now: Date, keepDays: number): Promise<LayoutVersionDetail> {
  if (!isUuid(versionId)) throw notFound(VERSION_NOT_FOUND);
  const [row] = await db
    .select({ ...summaryColumns, html: layoutVersions.html, css: layoutVersions.css })
    .from(layoutVersions)
    .leftJoin(users, eq(users.id, layoutVersions.authorId))
    .where(and(eq(layoutVersions.id, versionId), eq(layoutVersions.layoutId, layoutId), gte(layoutVersions.createdAt, cutoff(now, keepDays))));
  if (!row) throw notFound(VERSION_NOT_FOUND);
  return { ...toSummary(row), html: row.html, css: row.css };
}
