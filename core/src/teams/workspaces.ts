import type { Database } from "../db/client.ts";
import { workspaceRoleActions, type WorkspaceResponse } from "../contract/workspaces.ts";
import { loadEntitlements } from "../plans/load-plan-state.ts";
import { ensureOwnedTeam, findMembership } from "./team-store.ts";

/**
 * The workspaces the switcher offers: always the personal one, then the user's team (a user is in at most one).
 * A paid subscriber whose plan includes teams gets their team created here, as GET /api/team does.
 */
export async function listWorkspaces(
  db: Database,
  user: { id: string; firstName: string | null; email: string },
  now: Date,
): Promise<WorkspaceResponse[]> {
  const personal: WorkspaceResponse = { teamId: null, name: "Personal", role: "owner", actions: [...workspaceRoleActions.owner] };
  let membership = await findMembership(db, user.id);
  if (!membership) {
    const ent = await loadEntitlements(db, user.id, now);
    if (ent.paid && ent.teams) {
      await ensureOwnedTeam(db, user);
      membership = await findMembership(db, user.id);
    }
  }
  if (!membership) return [personal];
  const { team, member } = membership;
  return [personal, { teamId: team.id, name: team.name, role: member.role, actions: [...workspaceRoleActions[member.role]] }];
}
