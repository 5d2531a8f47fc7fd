import { eq } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { subscriptions } from "../db/schema/index.ts";
import type { PaidTier } from "../contract/billing.ts";
import type { BillingInterval } from "./prices.ts";

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type SubscriptionChanges = Partial<Omit<typeof subscriptions.$inferInsert, "id" | "userId">>;

export async function findSubscription(db: Pick<Database, "select">, userId: string): Promise<SubscriptionRow | null> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  return row ?? null;
}

/** One subscription row per user: creates it on first write, otherwise updates it. */
export async function upsertSubscription(
  db: Pick<Database, "insert">,
  userId: string,
  changes: SubscriptionChanges,
  now: Date,
): Promise<SubscriptionRow> {
  const [row] = await db
    .insert(subscriptions)
    .values({ userId, ...changes, updatedAt: now })
    .onConflictDoUpdate({ target: subscriptions.userId, set: { ...changes, updatedAt: now } })
    .returning();
  return row;
}

function addInterval(start: Date, interval: BillingInterval): Date {
  const end = new Date(start);
  if (interval === "year") end.setUTCFullYear(end.getUTCFullYear() + 1);
  else end.setUTCMonth(end.getUTCMonth() + 1);
  return end;
}

/**
 * Test mode (no Stripe key): the chosen plan is active at once with a billing period starting now, so the
 * allowance counts from today exactly as it would after a real payment.
 */
export async function activateTestModePlan(
  db: Pick<Database, "insert">,
  userId: string,
  tier: PaidTier,
  interval: BillingInterval,
  now: Date,
): Promise<SubscriptionRow> {
  return upsertSubscription(
    db,
    userId,
    {
      tier,
      status: "active",
      interval,
      testMode: true,
      currentPeriodStart: now,
      currentPeriodEnd: addInterval(now, interval),
      cancelAtPeriodEnd: false,
      pendingTier: null,
    },
    now,
  );
}
