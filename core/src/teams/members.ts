import { and, eq } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { teamMembers } from "../db/schema/index.ts";
import { forbidden, notFound } from "../errors.ts";
import type { TeamRole } from "../contract/team.ts";
import type { TeamRow } from "./team-store.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function findMember(db: Database, team: TeamRow, memberId: string) {
  if (!UUID.test(memberId)) throw notFound("Team member not found");
  const [member] = await db
    .select()
    .from(teamMembers)
    .where(and(eq(teamMembers.id, memberId), eq(teamMembers.teamId, team.id)));
  if (!member) throw notFound("Team member not found");
  return member;
}

export async function changeMemberRole(db: Database, team: TeamRow, memberId: string, role: TeamRole) {
  const member = await findMember(db, team, memberId);
  // The owner's rights come from owning the team; a role change must not be able to lock them out.
  if (member.userId === team.ownerId) throw forbidden("The team owner's role cannot be changed");
  const [updated] = await db.update(teamMembers).set({ role }).where(eq(teamMembers.id, member.id)).returning();
  return updated;
}

export async function removeMember(db: Database, team: TeamRow, memberId: string): Promise<void> {
  const member = await findMember(db, team, memberId);
  if (member.userId === team.ownerId) throw forbidden("The team owner cannot be removed");
  await db.delete(teamMembers).where(eq(teamMembers.id, member.id));
}
