import { and, asc, eq, gt, isNull } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "../db/client.ts";
import { invitations, teams, users } from "../db/schema/index.ts";
import { notFound } from "../errors.ts";
import type { MyInvitationResponse } from "../contract/team.ts";
import { joinFromInvitation } from "./invitations.ts";
import type { TeamRow } from "./team-store.ts";

const INVITATION_NOT_FOUND = "Invitation not found";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const inviter = alias(users, "inviter");

/** Pending invitations addressed to the user's own email: what the sign-in banner offers to accept or decline. */
export async function listMyInvitations(db: Database, user: { email: string }, now: Date): Promise<MyInvitationResponse[]> {
  const rows = await db
    .select({
      id: invitations.id,
      role: invitations.role,
      expiresAt: invitations.expiresAt,
      teamId: teams.id,
      teamName: teams.name,
      inviterFirstName: inviter.firstName,
      inviterEmail: inviter.email,
    })
    .from(invitations)
    .innerJoin(teams, eq(teams.id, invitations.teamId))
    .leftJoin(inviter, eq(inviter.id, invitations.invitedBy))
    .where(and(eq(invitations.email, user.email.trim().toLowerCase()), isNull(invitations.acceptedAt), gt(invitations.expiresAt, now)))
    .orderBy(asc(invitations.createdAt));
  return rows.map((r) => ({
    id: r.id,
    role: r.role,
    expiresAt: r.expiresAt.toISOString(),
    team: { id: r.teamId, name: r.teamName },
    invitedBy: r.inviterEmail ? { firstName: r.inviterFirstName, email: r.inviterEmail } : null,
  }));
}

/** An invitation for someone else's address answers exactly like a missing one. */
async function findMine(db: Database, user: { email: string }, id: string) {
  if (!UUID.test(id)) throw notFound(INVITATION_NOT_FOUND);
  const [row] = await db
    .select()
    .from(invitations)
    .where(and(eq(invitations.id, id), eq(invitations.email, user.email.trim().toLowerCase()), isNull(invitations.acceptedAt)));
  if (!row) throw notFound(INVITATION_NOT_FOUND);
  return row;
}

export async function acceptMyInvitation(db: Database, user: { id: string; email: string }, id: string, now: Date): Promise<TeamRow> {
  return joinFromInvitation(db, user, await findMine(db, user, id), now);
}

/** Declining removes the invitation, which also gives its held seat back to the team. */
export async function declineMyInvitation(db: Database, user: { email: string }, id: string): Promise<void> {
  const row = await findMine(db, user, id);
  await db.delete(invitations).where(and(eq(invitations.id, row.id), isNull(invitations.acceptedAt)));
}
