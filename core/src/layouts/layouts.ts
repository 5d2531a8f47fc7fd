import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { layouts } from "../db/schema/index.ts";
import { conflict } from "../errors.ts";
import { getLayoutFor, requireTeamMember } from "./layout-access.ts";
import type { LayoutResponse, LayoutRow, LayoutSummary, PatchLayoutRequest } from "../contract/layouts.ts";
import { currentLayoutSource } from "../contract/layout-source.ts";
import { recordVersion } from "./record-version.ts";
import { assertLayoutDepth, type DepthMeasure } from "./layout-depth.ts";

export { LAYOUT_NOT_FOUND, isUuid } from "./layout-access.ts";

/**
 * The layouts of one workspace, newest first: a team's (the caller must be a member, else 404) or, without a team,
 * the caller's personal ones.
 */
export async function listLayouts(db: Database, userId: string, teamId?: string): Promise<LayoutSummary[]> {
  if (teamId) await requireTeamMember(db, userId, teamId);
  const rows = await db
    .select({
      id: layouts.id,
      teamId: layouts.teamId,
      url: layouts.url,
      title: layouts.title,
      framework: layouts.framework,
      status: layouts.status,
      stage: layouts.stage,
      progress: layouts.progress,
      error: layouts.error,
      screenshotKey: layouts.screenshotKey,
      copiedFrom: layouts.copiedFrom,
      version: layouts.version,
      siteId: layouts.siteId,
      siteRoute: layouts.siteRoute,
      createdAt: layouts.createdAt,
      updatedAt: layouts.updatedAt,
    })
    .from(layouts)
    .where(teamId ? eq(layouts.teamId, teamId) : and(eq(layouts.userId, userId), isNull(layouts.teamId)))
    .orderBy(desc(layouts.createdAt));
  return rows.map((r) => ({
    ...r,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    screenshotUrl: r.screenshotKey ? `/api/layouts/${r.id}/screenshot` : null,
  }));
}

export function toLayoutResponse(row: LayoutRow): LayoutResponse {
  const { userId: _owner, ...rest } = row;
  return {
    ...rest,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    screenshotUrl: row.screenshotKey ? `/api/layouts/${row.id}/screenshot` : null,
  };
}

/** How a save goes into the layout's history: kept for the plan's days, by whom, and whether it was a restore. */
export interface SaveHistory {
  keepDays: number;
  restoredFrom?: number;
}

/** How a save is checked: the depth of a large editedHtml is measured off the request thread (see layout-depth.ts). */
export interface SaveChecks {
  depthOf: DepthMeasure;
}

/**
 * Optimistic concurrency: the update only applies when the stored version is the one the client loaded,
 * so a save from a stale tab is refused instead of silently overwriting newer work. A save of edits (with
 * `history`) also becomes a version in the layout's history, in the same transaction.
 */
export async function patchLayout(
  db: Database,
  userId: string,
  id: string,
  patch: PatchLayoutRequest,
  now: Date,
  history: SaveHistory | undefined,
  checks: SaveChecks,
): Promise<LayoutRow> {
  // Whoever may edit saves (the owner, or any team member: see contract/workspaces.ts); history names them.
  const { layout: current } = await getLayoutFor(db, userId, id, "edit");
  await assertLayoutDepth(patch.editedHtml, checks.depthOf);
  const { version, ...fields } = patch;
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(layouts)
      .set({ ...fields, version: sql`${layouts.version} + 1`, updatedAt: now })
      .where(and(eq(layouts.id, id), eq(layouts.version, version)))
      .returning();
    if (updated && history && (fields.editedHtml !== undefined || fields.editedCss !== undefined)) {
      await recordVersion(tx, {
        layoutId: id,
        version: updated.version,
        ...currentLayoutSource(updated),
        authorId: userId,
        restoredFrom: history.restoredFrom,
        now,
        keepDays: history.keepDays,
      });
    }
    return updated;
  });
  if (!row) {
    throw conflict(
      "This layout was changed somewhere else (another tab or device) since you opened it. Reload to get the latest version; your unsaved edits were not written.",
      { currentVersion: current.version },
    );
  }
  return row;
}
