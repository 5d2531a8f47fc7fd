import { eq } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { layouts } from "../db/schema/index.ts";
import type { LayoutRow } from "../contract/layouts.ts";
import { conflict } from "../errors.ts";

export const SITE_PAGE_NOT_MOVABLE = "This page belongs to a site: its pages stay together in the site's workspace. Duplicate it to get a standalone layout you can move.";
import { getLayoutFor, requireTeamMember } from "./layout-access.ts";

/**
 * Moves a layout between workspaces, only when asked (POST /api/layouts/:id/move). Who may: the owner of a personal
 * layout, and a team's admins and account managers for the team's layouts (403 for plain users, 404 for outsiders).
 * Into a team: the mover must be one of its members (404 otherwise). Out of a team (null): it becomes the mover's
 * personal layout. Its content, version and history stay as they are.
 */
export async function moveLayout(db: Database, input: { userId: string; id: string; teamId: string | null; now: Date }): Promise<LayoutRow> {
  const { userId, teamId, now } = input;
  const { layout } = await getLayoutFor(db, userId, input.id, "move");
  if (teamId) await requireTeamMember(db, userId, teamId);
  if (layout.teamId === teamId) return layout;
  if (layout.siteId) throw conflict(SITE_PAGE_NOT_MOVABLE);
  const [moved] = await db
    .update(layouts)
    .set({ teamId, userId: teamId ? layout.userId : userId, updatedAt: now })
    .where(eq(layouts.id, layout.id))
    .returning();
  return moved;
}
