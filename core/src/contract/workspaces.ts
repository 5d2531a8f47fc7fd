import { z } from "zod";
import { teamRoleLabels, type TeamRole } from "./team.ts";

/**
 * Where a layout lives: the creator's personal workspace or a team's. What a person may do with a layout follows
 * from their place in its workspace. The issue speaks of viewer / editor / admin; the product's team roles
 * (spec section 6) are user / account_manager / admin, mapped here, the single place the server and the web app read:
 *
 * | place in the workspace                  | view | edit | move | delete |
 * |-----------------------------------------|------|------|------|--------|
 * | owner (of a personal layout)            |  ✓   |  ✓   |  ✓   |   ✓    |
 * | team `viewer`                           |  ✓   |      |      |        |
 * | team `user` (the editor)        |  ✓   |  ✓   |      |        |
 * | team `account_manager`                  |  ✓   |  ✓   |  ✓   |        |
 * | team `admin` (the team owner is one)    |  ✓   |  ✓   |  ✓   |   ✓    |
 *
 * view: open, screenshot, history, export; edit: save, restore, name versions, upload images, AI edit, duplicate,
 * retry. Someone with no place in the workspace gets 404, exactly like a layout that does not exist.
 */
export const layoutActions = ["view", "edit", "move", "delete"] as const;
export type LayoutAction = (typeof layoutActions)[number];
export type WorkspaceRole = "owner" | TeamRole;

export const workspaceRoleActions: Record<WorkspaceRole, readonly LayoutAction[]> = {
  owner: ["view", "edit", "move", "delete"],
  viewer: ["view"],
  user: ["view", "edit"],
  account_manager: ["view", "edit", "move"],
  admin: ["view", "edit", "move", "delete"],
};

export function mayDo(role: WorkspaceRole, action: LayoutAction): boolean {
  return workspaceRoleActions[role].includes(action);
}

/** The 403 message for a team member whose role does not allow the action. */
export function notAllowedMessage(role: TeamRole, action: LayoutAction): string {
  const allowed = (Object.keys(teamRoleLabels) as TeamRole[]).filter((r) => mayDo(r, action)).map((r) => `${teamRoleLabels[r]}s`);
  return `Your team role (${teamRoleLabels[role]}) cannot ${action} team layouts; only ${allowed.join(" and ")} can.`;
}

/** A workspace the signed-in user can switch to; `teamId` null is their personal workspace. */
export type WorkspaceResponse = { teamId: string | null; name: string; role: WorkspaceRole; actions: LayoutAction[] };

const teamIdSchema = z.uuid("The team id is not valid");

/** GET /api/layouts?teamId=…: the team workspace's layouts; without it, the personal workspace's. */
export const workspaceQuerySchema = z.object({ teamId: teamIdSchema.optional() }).strict();

/** POST /api/layouts/:id/move: into a team's workspace, or (null) into the mover's personal workspace. */
export const moveLayoutSchema = z.object({ teamId: teamIdSchema.nullable() }).strict();
export type MoveLayoutRequest = z.infer<typeof moveLayoutSchema>;

/** The optional workspace of a new extraction (absent or null: personal). */
export const extractWorkspaceSchema = teamIdSchema.nullable().optional();
