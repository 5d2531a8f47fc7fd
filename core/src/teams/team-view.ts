import type { Database } from "../db/client.ts";
import type { TeamResponse } from "../contract/team.ts";
import { loadEntitlements } from "../plans/load-plan-state.ts";
import { ensureOwnedTeam, findMembership, listMembers, listPendingInvitations, type TeamRow } from "./team-store.ts";

/** Who may invite, change roles and remove: the owner and admins (spec section 6 leaves this to the server). */
export function canManageTeam(team: TeamRow, member: { userId: string; role: string } | null): boolean {
  return !!member && (member.userId === team.ownerId || member.role === "admin");
}

/** Seats and tier come from the owner's plan, which is the one the team runs on. */
export async function teamPlan(db: Database, team: TeamRow, now: Date) {
  const ent = await loadEntitlements(db, team.ownerId, now);
  return { tier: ent.paid ? ent.tier : ("starter" as const), active: ent.paid && ent.teams, totalSeats: ent.paid ? ent.totalSeats : 1 };
}

export async function buildTeamResponse(db: Database, team: TeamRow, viewerId: string, now: Date): Promise<TeamResponse> {
  const [plan, members, pending] = await Promise.all([
    teamPlan(db, team, now),
    listMembers(db, team.id),
    listPendingInvitations(db, team.id, now),
  ]);
  const viewer = members.find((m) => m.member.userId === viewerId)?.member ?? null;
  const canManage = canManageTeam(team, viewer);
  return {
    id: team.id,
    name: team.name,
    subscriptionTier: plan.tier,
    active: plan.active,
    totalSeats: plan.totalSeats,
    seatsUsed: members.length,
    seatsAvailable: Math.max(0, plan.totalSeats - members.length - pending.length),
    members: members.map(({ member, user }) => ({
      id: member.id,
      userId: member.userId,
      role: member.role,
      isOwner: member.userId === team.ownerId,
      joinedAt: member.createdAt.toISOString(),
      user,
    })),
    // Only those who manage the team see who else was invited.
    invitations: canManage
      ? pending.map((i) => ({
          id: i.id,
          email: i.email,
          role: i.role,
          expiresAt: i.expiresAt.toISOString(),
          createdAt: i.createdAt.toISOString(),
        }))
      : [],
    viewer: { memberId: viewer?.id ?? null, role: viewer?.role ?? null, isOwner: viewerId === team.ownerId, canManage },
  };
}

/**
 * The team a user sees on /teams: the one they belong to, or, for a paid subscriber with a team plan, their own
 * (created on first visit). Null for everyone else.
 */
export async function teamForUser(
  db: Database,
  user: { id: string; firstName: string | null; email: string },
  now: Date,
): Promise<TeamResponse | null> {
  const membership = await findMembership(db, user.id);
  if (membership) return buildTeamResponse(db, membership.team, user.id, now);
  const ent = await loadEntitlements(db, user.id, now);
  if (!ent.paid || !ent.teams) return null;
  const team = await ensureOwnedTeam(db, user);
  return buildTeamResponse(db, team, user.id, now);
}
