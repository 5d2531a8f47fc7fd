import { and, eq, gte, isNull, lt, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { subscriptions, teamMembers, teams, usageRecords, users } from "../db/schema/index.ts";
import { allowanceWindow, entitlements, type Entitlements, type PlanState } from "./entitlements.ts";

type Executor = Pick<Database, "select">;

/** Loads what the entitlement rules need for one user; pass a transaction to read inside it. */
export async function loadPlanState(db: Executor, userId: string, now = new Date()): Promise<PlanState> {
  const [user] = await db.select({ createdAt: users.createdAt }).from(users).where(eq(users.id, userId));
  if (!user) throw new Error(`User ${userId} not found`);
  const [own] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  const [team] = await db
    .select({
      tier: subscriptions.tier,
      status: subscriptions.status,
      currentPeriodStart: subscriptions.currentPeriodStart,
      currentPeriodEnd: subscriptions.currentPeriodEnd,
      cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
      pendingTier: subscriptions.pendingTier,
    })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .innerJoin(subscriptions, eq(subscriptions.userId, teams.ownerId))
    .where(eq(teamMembers.userId, userId))
    .limit(1);

  const base = {
    now,
    userCreatedAt: user.createdAt,
    subscription: own
      ? {
          tier: own.tier,
          status: own.status,
          currentPeriodStart: own.currentPeriodStart,
          currentPeriodEnd: own.currentPeriodEnd,
          cancelAtPeriodEnd: own.cancelAtPeriodEnd,
          pendingTier: own.pendingTier,
        }
      : null,
    teamPlan: team ?? null,
  };
  const window = allowanceWindow(base);
  const [{ count }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(usageRecords)
    .where(
      and(
        eq(usageRecords.userId, userId),
        isNull(usageRecords.refundedAt),
        gte(usageRecords.createdAt, window.start),
        lt(usageRecords.createdAt, window.end),
      ),
    );
  return { ...base, layoutsUsedInWindow: Number(count) };
}

export async function loadEntitlements(db: Executor, userId: string, now = new Date()): Promise<Entitlements> {
  return entitlements(await loadPlanState(db, userId, now));
}
