import { z } from "zod";

export const tiers = ["starter", "pro", "enterprise"] as const;
export type Tier = (typeof tiers)[number];
/** Tiers a customer can buy; starter is the free trial and never goes through checkout. */
export const paidTiers = ["pro", "enterprise"] as const satisfies readonly Tier[];
export type PaidTier = (typeof paidTiers)[number];

/** Stripe's subscription statuses, as stored on `subscriptions.status`. */
export const subscriptionStatuses = [
  "trialing",
  "active",
  "past_due",
  "canceled",
  "incomplete",
  "incomplete_expired",
  "unpaid",
  "paused",
] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];
export const billingIntervals = ["month", "year"] as const;
export type BillingInterval = (typeof billingIntervals)[number];

export const createCheckoutSessionSchema = z.object({
  tier: z.enum(paidTiers),
  annual: z.boolean().optional().default(false),
  successUrl: z.url(),
  cancelUrl: z.url(),
});
export type CreateCheckoutSessionInput = z.input<typeof createCheckoutSessionSchema>;

export const createSubscriptionSchema = z.object({
  priceId: z.string().startsWith("price_", "priceId must start with 'price_'"),
  tier: z.enum(paidTiers),
});
export type CreateSubscriptionInput = z.input<typeof createSubscriptionSchema>;

/** Test mode (no Stripe key): the plan is already active, there is nothing to pay. */
export type TestModeResponse = { testMode: true; message: string };
export type CheckoutSessionResponse = { url: string } | TestModeResponse;
export type CreateSubscriptionResponse = { clientSecret: string } | TestModeResponse;
export type ManageSubscriptionResponse = { url: string } | TestModeResponse;

export type InvoiceSummary = {
  id: string;
  amountPaid: number;
  currency: string;
  status: string;
  createdAt: string;
  hostedInvoiceUrl: string | null;
};

export type BillingResponse = {
  tier: Tier;
  status: SubscriptionStatus;
  /** True when the plan comes from a team the user belongs to rather than their own subscription. */
  viaTeam: boolean;
  interval: BillingInterval | null;
  currentPeriodStart: string | null;
  currentPeriodEnd: string | null;
  nextBillingDate: string | null;
  cancelAtPeriodEnd: boolean;
  pendingTier: Tier | null;
  layoutsUsed: number;
  layoutLimit: number;
  testMode: boolean;
  canManage: boolean;
  invoices: InvoiceSummary[];
};

/** Public price ids the embedded checkout needs (null when not configured). */
export type BillingPlansResponse = {
  stripeConfigured: boolean;
  prices: Record<PaidTier, { month: string | null; year: string | null }>;
};
