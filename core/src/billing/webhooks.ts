import Stripe from "stripe";
import { eq, or } from "drizzle-orm";
import type { Config } from "../config.ts";
import type { Database } from "../db/client.ts";
import { invoices, subscriptions, users, webhookEvents } from "../db/schema/index.ts";
import { badRequest } from "../errors.ts";
import { paidTiers, subscriptionStatuses } from "../contract/billing.ts";
import { planForPrice } from "./prices.ts";
import type { SubscriptionChanges } from "./subscription-store.ts";
import { stripeClient } from "./stripe-client.ts";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
export type WebhookOutcome = "applied" | "duplicate" | "stale" | "ignored";

// Signature checks are local HMAC work; in test mode there is no configured client, so keep one that never calls out.
const signatureOnly = new Stripe("sk_test_signature_only");

/**
 * Checks the signature over the exact raw body. Works in test mode too (the SDK's signature code needs no API
 * key), so a deployment that only configured the webhook secret still refuses forged events.
 */
export function verifyWebhook(config: Config, rawBody: string, signature: string | undefined): Stripe.Event {
  if (!config.STRIPE_WEBHOOK_SECRET) throw badRequest("Stripe webhooks are not configured (STRIPE_WEBHOOK_SECRET)");
  if (!signature) throw badRequest("Missing Stripe-Signature header");
  const stripe = stripeClient(config) ?? signatureOnly;
  try {
    return stripe.webhooks.constructEvent(rawBody, signature, config.STRIPE_WEBHOOK_SECRET);
  } catch {
    throw badRequest("Invalid Stripe signature");
  }
}

const idOf = (v: string | { id: string } | null | undefined): string | null => (v == null ? null : typeof v === "string" ? v : v.id);

function toStatus(status: string): (typeof subscriptionStatuses)[number] {
  return (subscriptionStatuses as readonly string[]).includes(status) ? (status as (typeof subscriptionStatuses)[number]) : "incomplete";
}

function toPaidTier(value: string | undefined): (typeof paidTiers)[number] | null {
  return (paidTiers as readonly string[]).includes(value ?? "") ? (value as (typeof paidTiers)[number]) : null;
}

/** Finds whose subscription an event is about: our metadata first, then the ids Stripe knows us by. */
async function findUserId(
  tx: Tx,
  ref: { userId?: string | null; customerId?: string | null; subscriptionId?: string | null },
): Promise<string | null> {
  const conds = [
    ref.subscriptionId ? eq(subscriptions.stripeSubscriptionId, ref.subscriptionId) : null,
    ref.customerId ? eq(subscriptions.stripeCustomerId, ref.customerId) : null,
  ].filter((c) => c !== null);
  if (conds.length) {
    const [row] = await tx.select({ userId: subscriptions.userId }).from(subscriptions).where(or(...conds)).limit(1);
    if (row) return row.userId;
  }
  if (ref.userId && /^[0-9a-f-]{36}$/i.test(ref.userId)) {
    const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.id, ref.userId));
    if (row) return row.id;
  }
  return null;
}

/** Stripe never moves a subscription out of these again: a later-arriving event cannot bring it back. */
const FINAL_STATUSES: ReadonlySet<string> = new Set(["canceled", "incomplete_expired"]);

type CurrentSubscription = { lastEventAt: Date | null; status: string; stripeSubscriptionId: string | null };

/**
 * Whether an event must not change the row. Stripe does not deliver in order and `created` has one-second
 * resolution, so time alone cannot order two events of the same second (an `updated` (active) and the `deleted` of
 * one cancellation often share it). Older events never apply; and the subscription's own state ordering decides the
 * rest: a subscription that ended stays ended, and the end of an old subscription does not end a newer one.
 */
export function isStaleChange(current: CurrentSubscription | undefined, eventAt: Date, changes: SubscriptionChanges): boolean {
  if (!current) return false;
  if (current.lastEventAt && current.lastEventAt > eventAt) return true;
  const target = changes.stripeSubscriptionId ?? current.stripeSubscriptionId;
  const sameSubscription = !!target && target === current.stripeSubscriptionId;
  if (sameSubscription && FINAL_STATUSES.has(current.status) && changes.status !== undefined && changes.status !== current.status) return true;
  const endsOther = !sameSubscription && !!current.stripeSubscriptionId && changes.status !== undefined && FINAL_STATUSES.has(changes.status);
  return endsOther && !FINAL_STATUSES.has(current.status);
}

/** Applies a state change unless it is stale (see isStaleChange); returns whether it applied. */
async function applyIfNewer(tx: Tx, userId: string, eventAt: Date, changes: SubscriptionChanges): Promise<boolean> {
  const [current] = await tx
    .select({ lastEventAt: subscriptions.lastEventAt, status: subscriptions.status, stripeSubscriptionId: subscriptions.stripeSubscriptionId })
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId));
  if (isStaleChange(current, eventAt, changes)) return false;
  const set = { ...changes, lastEventAt: eventAt, updatedAt: new Date() };
  await tx
    .insert(subscriptions)
    .values({ userId, ...set })
    .onConflictDoUpdate({ target: subscriptions.userId, set });
  return true;
}

const fromUnix = (s: number | null | undefined) => (s ? new Date(s * 1000) : null);

function subscriptionChanges(config: Config, sub: Stripe.Subscription): SubscriptionChanges {
  const item = sub.items?.data?.[0];
  const plan = item?.price?.id ? planForPrice(config, item.price.id) : null;
  const tier = plan?.tier ?? toPaidTier(sub.metadata?.tier);
  return {
    ...(tier ? { tier } : {}),
    status: toStatus(sub.status),
    interval: plan?.interval ?? (item?.price?.recurring?.interval === "year" ? "year" : "month"),
    stripeCustomerId: idOf(sub.customer),
    stripeSubscriptionId: sub.id,
    stripePriceId: item?.price?.id ?? null,
    currentPeriodStart: fromUnix(item?.current_period_start),
    currentPeriodEnd: fromUnix(item?.current_period_end),
    cancelAtPeriodEnd: sub.cancel_at_period_end,
    // A cancellation ordered for period end drops to the free plan then; until then the paid plan stays.
    pendingTier: sub.cancel_at_period_end ? "starter" : null,
    testMode: false,
  };
}

function invoiceSubscriptionId(invoice: Stripe.Invoice): string | null {
  return idOf(invoice.parent?.subscription_details?.subscription ?? null);
}

async function handleEvent(tx: Tx, config: Config, event: Stripe.Event): Promise<WebhookOutcome> {
  const eventAt = new Date(event.created * 1000);
  switch (event.type) {
    case "checkout.session.completed": {
      const session = event.data.object;
      if (session.mode !== "subscription") return "ignored";
      const userId = await findUserId(tx, {
        userId: session.client_reference_id ?? session.metadata?.userId,
        customerId: idOf(session.customer),
      });
      if (!userId) return "ignored";
      const paid = session.payment_status === "paid" || session.payment_status === "no_payment_required";
      const tier = toPaidTier(session.metadata?.tier);
      await applyIfNewer(tx, userId, eventAt, {
        stripeCustomerId: idOf(session.customer),
        stripeSubscriptionId: idOf(session.subscription),
        ...(paid && tier ? { tier, status: "active" as const, testMode: false } : {}),
      });
      return "applied";
    }
    case "customer.subscription.created":
    case "customer.subscription.updated":
    case "customer.subscription.deleted": {
      const sub = event.data.object;
      const userId = await findUserId(tx, { userId: sub.metadata?.userId, customerId: idOf(sub.customer), subscriptionId: sub.id });
      if (!userId) return "ignored";
      const changes = subscriptionChanges(config, sub);
      if (event.type === "customer.subscription.deleted") {
        Object.assign(changes, { status: "canceled", cancelAtPeriodEnd: false, pendingTier: null });
      }
      return (await applyIfNewer(tx, userId, eventAt, changes)) ? "applied" : "stale";
    }
    case "invoice.paid":
    case "invoice.payment_failed": {
      const invoice = event.data.object;
      const subscriptionId = invoiceSubscriptionId(invoice);
      const userId = await findUserId(tx, { customerId: idOf(invoice.customer), subscriptionId });
      if (!userId || !invoice.id) return "ignored";
      const row = {
        userId,
        stripeInvoiceId: invoice.id,
        amountPaid: event.type === "invoice.paid" ? invoice.amount_paid : 0,
        currency: invoice.currency,
        status: event.type === "invoice.paid" ? "paid" : "payment_failed",
        hostedInvoiceUrl: invoice.hosted_invoice_url ?? null,
        periodStart: fromUnix(invoice.period_start),
        periodEnd: fromUnix(invoice.period_end),
        createdAt: fromUnix(invoice.created) ?? eventAt,
      };
      await tx
        .insert(invoices)
        .values(row)
        .onConflictDoUpdate({ target: invoices.stripeInvoiceId, set: { amountPaid: row.amountPaid, status: row.status, hostedInvoiceUrl: row.hostedInvoiceUrl } });
      if (!subscriptionId) return "applied";
      // A failed renewal makes an active plan past_due (not paid); a later successful payment restores it. A
      // canceled subscription stays canceled whatever its last invoice does.
      const [own] = await tx
        .select({ status: subscriptions.status, stripeSubscriptionId: subscriptions.stripeSubscriptionId })
        .from(subscriptions)
        .where(eq(subscriptions.userId, userId));
      if (own?.stripeSubscriptionId !== subscriptionId) return "applied";
      if (event.type === "invoice.payment_failed" && own.status === "active") {
        return (await applyIfNewer(tx, userId, eventAt, { status: "past_due" })) ? "applied" : "stale";
      }
      if (event.type === "invoice.paid" && (own.status === "past_due" || own.status === "unpaid")) {
        return (await applyIfNewer(tx, userId, eventAt, { status: "active" })) ? "applied" : "stale";
      }
      return "applied";
    }
    default:
      return "ignored";
  }
}

/**
 * Handles one verified event exactly once: the event id is recorded in the same transaction as its effects, so
 * a replay (Stripe retries, or an attacker resending a captured request) changes nothing.
 */
export async function processWebhookEvent(db: Database, config: Config, event: Stripe.Event): Promise<WebhookOutcome> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(webhookEvents)
      .values({ id: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ id: webhookEvents.id });
    if (inserted.length === 0) return "duplicate";
    return handleEvent(tx, config, event);
  });
}
