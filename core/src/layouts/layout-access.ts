import { and, eq } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { layouts, teamMembers } from "../db/schema/index.ts";
import { forbidden, notFound } from "../errors.ts";
import type { LayoutRow } from "../contract/layouts.ts";
import { mayDo, notAllowedMessage, type LayoutAction, type WorkspaceRole } from "../contract/workspaces.ts";
import type { TeamRole } from "../contract/team.ts";

/**
 * Who may do what with a layout, for every layout route: a personal layout is its owner's alone; a team layout is
 * shared with the team's members by role (the mapping and its table: contract/workspaces.ts). Anyone else gets the
 * same 404 as for a missing layout, so ids cannot be probed. Plans and limits stay the acting user's (core/src/plans).
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const LAYOUT_NOT_FOUND = "Layout not found";
export const TEAM_NOT_FOUND = "Team not found";

export function isUuid(value: string): boolean {
  return UUID.test(value);
}

type Reader = Pick<Database, "select">;

/** The user's role in a team, or null when they are not a member. */
export async function teamRoleOf(db: Reader, userId: string, teamId: string): Promise<TeamRole | null> {
  if (!isUuid(teamId)) return null;
  const [member] = await db
    .select({ role: teamMembers.role })
    .from(teamMembers)
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)));
  return member?.role ?? null;
}

/** A workspace named by a request (extraction, listing, move target): the team's members only, 404 otherwise. */
export async function requireTeamMember(db: Reader, userId: string, teamId: string): Promise<TeamRole> {
  const role = await teamRoleOf(db, userId, teamId);
  if (!role) throw notFound(TEAM_NOT_FOUND);
  return role;
}

/** The user's place in the layout's workspace, or null when they have none. */
export async function workspaceRoleFor(db: Reader, userId: string, layout: Pick<LayoutRow, "userId" | "teamId">): Promise<WorkspaceRole | null> {
  if (layout.teamId === null) return layout.userId === userId ? "owner" : null;
  return teamRoleOf(db, userId, layout.teamId);
}

/** The layout when the user may do `action` with it: 404 with no place in its workspace, 403 when their role does not allow it. */
export async function getLayoutFor(
  db: Reader,
  userId: string,
  id: string,
  action: LayoutAction,
): Promise<{ layout: LayoutRow; role: WorkspaceRole }> {
  if (!isUuid(id)) throw notFound(LAYOUT_NOT_FOUND);
  const [layout] = await db.select().from(layouts).where(eq(layouts.id, id));
  return { layout, role: await roleAllowing(db, userId, layout, action) };
}

/** The user's role when it allows `action` on the layout read (404 for none or no layout, 403 for a role that may not). */
async function roleAllowing(db: Reader, userId: string, layout: Pick<LayoutRow, "userId" | "teamId"> | undefined, action: LayoutAction): Promise<WorkspaceRole> {
  const role = layout ? await workspaceRoleFor(db, userId, layout) : null;
  if (!role) throw notFound(LAYOUT_NOT_FOUND);
  if (!mayDo(role, action)) throw forbidden(role === "owner" ? `You cannot ${action} this layout` : notAllowedMessage(role, action));
  return role;
}

/** The columns a route reads, beside the two its access check needs. */
type LayoutColumn = keyof typeof layouts.$inferSelect;

/**
 * Only the named columns of the layout (plus its owner and team), with getLayoutFor's checks: for routes a canvas
 * calls many times at once (its fonts), which need a stylesheet, not megabytes of markup and document tree each.
 */
export async function layoutColumnsFor<C extends LayoutColumn>(
  db: Reader,
  userId: string,
  id: string,
  action: LayoutAction,
  columns: readonly C[],
): Promise<Pick<LayoutRow, C | "userId" | "teamId">> {
  if (!isUuid(id)) throw notFound(LAYOUT_NOT_FOUND);
  const wanted = [...new Set<LayoutColumn>([...columns, "userId", "teamId"])];
  const selection = Object.fromEntries(wanted.map((column) => [column, layouts[column]]));
  const [layout] = (await db.select(selection).from(layouts).where(eq(layouts.id, id))) as Pick<LayoutRow, C | "userId" | "teamId">[];
  await roleAllowing(db, userId, layout, action);
  return layout;
}

/** The layout row alone, for routes that need no role. */
export async function layoutFor(db: Reader, userId: string, id: string, action: LayoutAction): Promise<LayoutRow> {
  return (await getLayoutFor(db, userId, id, action)).layout;
}
