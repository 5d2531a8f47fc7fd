import { and, asc, eq, gt, isNull } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { invitations, teamMembers, teams, users } from "../db/schema/index.ts";

export type Db = Pick<Database, "select" | "insert" | "update" | "delete">;
export type TeamRow = typeof teams.$inferSelect;
export type MemberRow = typeof teamMembers.$inferSelect;

export async function findTeamById(db: Db, teamId: string): Promise<TeamRow | null> {
  const [row] = await db.select().from(teams).where(eq(teams.id, teamId));
  return row ?? null;
}

export async function findOwnedTeam(db: Db, ownerId: string): Promise<TeamRow | null> {
  const [row] = await db.select().from(teams).where(eq(teams.ownerId, ownerId));
  return row ?? null;
}

/** The team a user belongs to (as owner or member); a user is in at most one team. */
export async function findMembership(db: Db, userId: string): Promise<{ team: TeamRow; member: MemberRow } | null> {
  const [row] = await db
    .select({ team: teams, member: teamMembers })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(eq(teamMembers.userId, userId))
    .limit(1);
  return row ?? null;
}

export async function listMembers(db: Db, teamId: string) {
  return db
    .select({
      member: teamMembers,
      user: { firstName: users.firstName, lastName: users.lastName, email: users.email, profileImageUrl: users.profileImageUrl },
    })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(eq(teamMembers.teamId, teamId))
    .orderBy(asc(teamMembers.createdAt));
}

/** Invitations still waiting for an answer: not accepted and not expired. */
export async function listPendingInvitations(db: Db, teamId: string, now: Date) {
  return db
    .select()
    .from(invitations)
    .where(and(eq(invitations.teamId, teamId), isNull(invitations.acceptedAt), gt(invitations.expiresAt, now)))
    .orderBy(asc(invitations.createdAt));
}

function defaultTeamName(owner: { firstName: string | null; email: string }): string {
  const name = owner.firstName?.trim() || owner.email.split("@")[0];
  return `${name}'s Team`;
}

/** A paid subscriber's team, created the first time they open it; the owner is its first member. */
export async function ensureOwnedTeam(
  db: Database,
  owner: { id: string; firstName: string | null; email: string },
): Promise<TeamRow> {
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(teams)
      .values({ ownerId: owner.id, name: defaultTeamName(owner) })
      .onConflictDoNothing({ target: teams.ownerId })
      .returning();
    const team = created ?? (await findOwnedTeam(tx, owner.id));
    if (!team) throw new Error(`Team of ${owner.id} vanished while being created`);
    await tx.insert(teamMembers).values({ teamId: team.id, userId: owner.id, role: "admin" }).onConflictDoNothing();
    return team;
  });
}
