import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { invitations, teamMembers, teams, users } from "../db/schema/index.ts";
import { conflict, forbidden, notFound, paymentRequired } from "../errors.ts";
import { generateToken, sha256Hex } from "../auth/tokens.ts";
import type { InviteMemberResponse, TeamRole } from "../contract/team.ts";
import { findMembership, findTeamById, type TeamRow } from "./team-store.ts";
import { canManageTeam, teamForUser, teamPlan } from "./team-view.ts";

export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** The team the user may manage, or a 403; creates a paid owner's team on demand like GET /api/team does. */
export async function requireManagedTeam(
  db: Database,
  user: { id: string; firstName: string | null; email: string },
  now: Date,
): Promise<TeamRow> {
  let membership = await findMembership(db, user.id);
  if (!membership) {
    const view = await teamForUser(db, user, now);
    if (!view) throw paymentRequired("Teams are available on the Pro and Enterprise plans");
    membership = await findMembership(db, user.id);
  }
  if (!membership || !canManageTeam(membership.team, membership.member)) {
    throw forbidden("Only the team owner and admins can manage members and invitations");
  }
  return membership.team;
}

async function seatCount(tx: Tx, teamId: string, now: Date): Promise<number> {
  const [{ members }] = await tx
    .select({ members: sql<number>`count(*)::int` })
    .from(teamMembers)
    .where(eq(teamMembers.teamId, teamId));
  const [{ pending }] = await tx
    .select({ pending: sql<number>`count(*)::int` })
    .from(invitations)
    .where(and(eq(invitations.teamId, teamId), isNull(invitations.acceptedAt), gt(invitations.expiresAt, now)));
  return Number(members) + Number(pending);
}

function seatLimitMessage(totalSeats: number): string {
  return `All ${totalSeats} seats of your team are taken or held by pending invitations. Cancel an invitation, remove a member or upgrade your plan to invite more people.`;
}

/**
 * Invites someone by email. The token is random and only its hash is stored, so a database leak does not hand
 * out working links; the plain link is returned once for the inviter to share.
 */
export async function inviteMember(
  db: Database,
  team: TeamRow,
  inviterId: string,
  input: { email: string; role: TeamRole },
  now: Date,
  appUrl: string,
): Promise<InviteMemberResponse> {
  const plan = await teamPlan(db, team, now);
  if (!plan.active) throw paymentRequired("The team owner's plan is not active, so no one can be invited");
  const email = input.email.trim().toLowerCase();
  const token = generateToken();
  const invitation = await db.transaction(async (tx) => {
    // Serialises invitations per team so two at once cannot both take the last seat.
    await tx.select({ id: teams.id }).from(teams).where(eq(teams.id, team.id)).for("update");
    const [member] = await tx
      .select({ id: teamMembers.id })
      .from(teamMembers)
      .innerJoin(users, eq(users.id, teamMembers.userId))
      .where(and(eq(teamMembers.teamId, team.id), eq(sql`lower(${users.email})`, email)));
    if (member) throw conflict(`${email} is already a member of this team`);
    const [pending] = await tx
      .select({ id: invitations.id })
      .from(invitations)
      .where(and(eq(invitations.teamId, team.id), eq(invitations.email, email), isNull(invitations.acceptedAt), gt(invitations.expiresAt, now)));
    if (pending) throw conflict(`${email} already has a pending invitation`);
    if ((await seatCount(tx, team.id, now)) >= plan.totalSeats) throw paymentRequired(seatLimitMessage(plan.totalSeats));
    const [row] = await tx
      .insert(invitations)
      .values({
        teamId: team.id,
        email,
        role: input.role,
        tokenHash: sha256Hex(token),
        invitedBy: inviterId,
        expiresAt: new Date(now.getTime() + INVITATION_TTL_MS),
        createdAt: now,
      })
      .returning();
    return row;
  });
  return {
    invitation: {
      id: invitation.id,
      email: invitation.email,
      role: invitation.role,
      expiresAt: invitation.expiresAt.toISOString(),
      createdAt: invitation.createdAt.toISOString(),
    },
    acceptUrl: `${appUrl}/api/team/invitations/${token}/accept`,
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function cancelInvitation(db: Database, team: TeamRow, invitationId: string): Promise<void> {
  if (!UUID.test(invitationId)) throw notFound("Invitation not found");
  const deleted = await db
    .delete(invitations)
    .where(and(eq(invitations.id, invitationId), eq(invitations.teamId, team.id), isNull(invitations.acceptedAt)))
    .returning({ id: invitations.id });
  if (deleted.length === 0) throw notFound("Invitation not found");
}

export class InvitationError extends Error {}

/**
 * Joins the signed-in user to the inviting team. The link alone is not enough: the user must have signed in with
 * the invited address, so a forwarded or leaked link cannot be used by someone else.
 */
export async function acceptInvitation(
  db: Database,
  user: { id: string; email: string },
  token: string,
  now: Date,
): Promise<TeamRow> {
  const [invitation] = await db.select().from(invitations).where(eq(invitations.tokenHash, sha256Hex(token)));
  if (!invitation) throw new InvitationError("This invitation link is not valid. Ask the team owner for a new one.");
  return joinFromInvitation(db, user, invitation, now);
}

/** The checks and the join shared by the link and the in-app banner: unused, unexpired, this user's address, a free seat. */
export async function joinFromInvitation(
  db: Database,
  user: { id: string; email: string },
  invitation: typeof invitations.$inferSelect,
  now: Date,
): Promise<TeamRow> {
  if (invitation.acceptedAt) throw new InvitationError("This invitation has already been used.");
  if (invitation.expiresAt <= now) throw new InvitationError("This invitation has expired. Ask the team owner to invite you again.");
  if (invitation.email !== user.email.trim().toLowerCase()) {
    throw new InvitationError(
      `This invitation was sent to ${invitation.email}, but you are signed in as ${user.email}. Sign in with the invited address to join.`,
    );
  }
  const team = await findTeamById(db, invitation.teamId);
  if (!team) throw new InvitationError("This team no longer exists.");
  const existing = await findMembership(db, user.id);
  if (existing?.team.id === team.id) return team;
  if (existing) throw new InvitationError(`You already belong to ${existing.team.name}. Leave it before joining another team.`);
  const plan = await teamPlan(db, team, now);
  if (!plan.active) throw new InvitationError("The team owner's plan is not active, so the team cannot take new members.");
  await db.transaction(async (tx) => {
    await tx.select({ id: teams.id }).from(teams).where(eq(teams.id, team.id)).for("update");
    const [{ members }] = await tx
      .select({ members: sql<number>`count(*)::int` })
      .from(teamMembers)
      .where(eq(teamMembers.teamId, team.id));
    if (Number(members) >= plan.totalSeats) throw new InvitationError("The team has no free seats left. Ask the team owner to free one.");
    await tx.insert(teamMembers).values({ teamId: team.id, userId: user.id, role: invitation.role, createdAt: now });
    await tx.update(invitations).set({ acceptedAt: now }).where(eq(invitations.id, invitation.id));
  });
  return team;
}
