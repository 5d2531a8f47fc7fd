import type Stripe from "stripe";
import type { Config } from "../config.ts";
import type { Database } from "../db/client.ts";
import { AppError, badRequest, conflict } from "../errors.ts";
import type { PaidTier } from "../contract/billing.ts";
import { isPaid } from "../plans/entitlements.ts";
import { priceIdFor, planForPrice, type BillingInterval } from "./prices.ts";
import { activateTestModePlan, findSubscription, upsertSubscription } from "./subscription-store.ts";
import { stripeClient } from "./stripe-client.ts";
import type { TestModeResponse } from "../contract/billing.ts";

export interface BillingContext {
  config: Config;
  db: Database;
  now: Date;
}

export interface Customer {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
}

export const SETUP_REQUIRED = "Stripe price IDs need to be configured. Please contact support.";
export const ALREADY_SUBSCRIBED = "You already have an active subscription. Use Manage Subscription to change your plan.";

function testModeMessage(tier: PaidTier): string {
  const name = tier === "pro" ? "Pro" : "Enterprise";
  return `Payments are in test mode: your ${name} plan is active now, no payment was taken.`;
}

/** The user's Stripe customer, created on first checkout and remembered on their subscription row. */
async function ensureCustomer(stripe: Stripe, ctx: BillingContext, user: Customer): Promise<string> {
  const existing = await findSubscription(ctx.db, user.id);
  if (existing?.stripeCustomerId) return existing.stripeCustomerId;
  const name = [user.firstName, user.lastName].filter(Boolean).join(" ") || undefined;
  const customer = await stripe.customers.create(
    { email: user.email, name, metadata: { userId: user.id } },
    // A double click must not create two customers for one user.
    { idempotencyKey: `customer-${user.id}` },
  );
  await upsertSubscription(ctx.db, user.id, { stripeCustomerId: customer.id }, ctx.now);
  return customer.id;
}

/** Changing an existing Stripe subscription belongs in the billing portal, not in a second subscription. */
async function refuseSecondSubscription(ctx: BillingContext, userId: string): Promise<void> {
  const sub = await findSubscription(ctx.db, userId);
  if (sub && isPaid(sub) && sub.stripeSubscriptionId && !sub.testMode) throw conflict(ALREADY_SUBSCRIBED);
}

function requirePrice(config: Config, tier: PaidTier, interval: BillingInterval): string {
  const price = priceIdFor(config, tier, interval);
  if (!price) throw new AppError(503, SETUP_REQUIRED);
  return price;
}

export async function createCheckoutSession(
  ctx: BillingContext,
  user: Customer,
  input: { tier: PaidTier; annual: boolean; successUrl: string; cancelUrl: string },
): Promise<{ url: string } | TestModeResponse> {
  const interval: BillingInterval = input.annual ? "year" : "month";
  const stripe = stripeClient(ctx.config);
  if (!stripe) {
    await activateTestModePlan(ctx.db, user.id, input.tier, interval, ctx.now);
    return { testMode: true, message: testModeMessage(input.tier) };
  }
  const price = requirePrice(ctx.config, input.tier, interval);
  await refuseSecondSubscription(ctx, user.id);
  const customer = await ensureCustomer(stripe, ctx, user);
  const metadata = { userId: user.id, tier: input.tier };
  const session = await stripe.checkout.sessions.create({
    mode: "subscription",
    customer,
    client_reference_id: user.id,
    line_items: [{ price, quantity: 1 }],
    success_url: input.successUrl,
    cancel_url: input.cancelUrl,
    allow_promotion_codes: true,
    metadata,
    subscription_data: { metadata },
  });
  if (!session.url) throw new AppError(502, "No checkout URL received");
  return { url: session.url };
}

/** Starts a subscription that the embedded Payment Element confirms; the webhook activates it once paid. */
export async function createEmbeddedSubscription(
  ctx: BillingContext,
  user: Customer,
  input: { priceId: string; tier: PaidTier },
): Promise<{ clientSecret: string } | TestModeResponse> {
  const stripe = stripeClient(ctx.config);
  const plan = stripe ? planForPrice(ctx.config, input.priceId) : null;
  if (!stripe) {
    await activateTestModePlan(ctx.db, user.id, input.tier, "month", ctx.now);
    return { testMode: true, message: testModeMessage(input.tier) };
  }
  if (!plan || plan.tier !== input.tier) throw badRequest(`Price ${input.priceId} is not a ${input.tier} price of this app`);
  await refuseSecondSubscription(ctx, user.id);
  const customer = await ensureCustomer(stripe, ctx, user);
  const subscription = await stripe.subscriptions.create({
    customer,
    items: [{ price: input.priceId }],
    payment_behavior: "default_incomplete",
    payment_settings: { save_default_payment_method: "on_subscription" },
    metadata: { userId: user.id, tier: plan.tier },
    expand: ["latest_invoice.confirmation_secret"],
  });
  const invoice = subscription.latest_invoice;
  const clientSecret = invoice && typeof invoice !== "string" ? invoice.confirmation_secret?.client_secret : null;
  if (!clientSecret) throw new AppError(502, "Stripe did not return a payment secret for this subscription");
  await upsertSubscription(ctx.db, user.id, { stripeSubscriptionId: subscription.id }, ctx.now);
  return { clientSecret };
}

/** Stripe's billing portal, where customers change plan, update cards, cancel and download invoices. */
export async function createPortalSession(
  ctx: BillingContext,
  userId: string,
  returnUrl: string,
): Promise<{ url: string } | TestModeResponse> {
  const stripe = stripeClient(ctx.config);
  if (!stripe) {
    return { testMode: true, message: "Payments are in test mode: there is no billing portal and nothing to manage." };
  }
  const sub = await findSubscription(ctx.db, userId);
  if (!sub?.stripeCustomerId) throw badRequest("You have no subscription to manage yet. Choose a plan first.");
  const session = await stripe.billingPortal.sessions.create({ customer: sub.stripeCustomerId, return_url: returnUrl });
  return { url: session.url };
}
