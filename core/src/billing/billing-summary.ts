import { desc, eq } from "drizzle-orm";
import type { Config } from "../config.ts";
import type { Database } from "../db/client.ts";
import { invoices } from "../db/schema/index.ts";
import { loadPlanState } from "../plans/load-plan-state.ts";
import { entitlements, subscriptionAt } from "../plans/entitlements.ts";
import type { BillingResponse } from "../contract/billing.ts";
import { findSubscription } from "./subscription-store.ts";
import { isTestMode } from "./stripe-client.ts";

const INVOICE_HISTORY = 24;

/** What Settings › Subscription shows: the plan in force, its period, the real invoices and the next charge. */
export async function billingSummary(db: Database, config: Config, userId: string, now: Date): Promise<BillingResponse> {
  const state = await loadPlanState(db, userId, now);
  const ent = entitlements(state);
  const row = await findSubscription(db, userId);
  const own = subscriptionAt(state.subscription, now);
  const ownPaid = !!own && own.status === "active" && own.tier !== "starter";
  const viaTeam = ent.paid && !ownPaid;
  const rows = await db
    .select()
    .from(invoices)
    .where(eq(invoices.userId, userId))
    .orderBy(desc(invoices.createdAt))
    .limit(INVOICE_HISTORY);

  const renews = ownPaid && !!row && !row.testMode && !row.cancelAtPeriodEnd && !!row.currentPeriodEnd;
  return {
    tier: ent.tier,
    status: ent.paid ? "active" : (row?.status ?? "trialing"),
    viaTeam,
    interval: ownPaid ? (row?.interval ?? "month") : null,
    currentPeriodStart: ent.paid ? ent.window.start.toISOString() : null,
    currentPeriodEnd: ent.paid ? ent.window.end.toISOString() : null,
    nextBillingDate: renews ? row.currentPeriodEnd!.toISOString() : null,
    cancelAtPeriodEnd: ownPaid ? !!row?.cancelAtPeriodEnd : false,
    pendingTier: ownPaid ? (row?.pendingTier ?? null) : null,
    layoutsUsed: ent.layoutsUsed,
    layoutLimit: ent.layoutLimit,
    testMode: isTestMode(config),
    canManage: !isTestMode(config) && !!row?.stripeCustomerId,
    invoices: rows.map((i) => ({
      id: i.id,
      amountPaid: i.amountPaid,
      currency: i.currency,
      status: i.status,
      createdAt: i.createdAt.toISOString(),
      hostedInvoiceUrl: i.hostedInvoiceUrl,
    })),
  };
}
