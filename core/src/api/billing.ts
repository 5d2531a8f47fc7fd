import { z } from "zod";
import { paidTiers, subscriptionStatuses, tiers } from "../db/schema/billing.ts";

/** Tiers a customer can buy; starter is the free trial and never goes through checkout. */
export type PaidTier = (typeof paidTiers)[number];

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
  tier: (typeof tiers)[number];
  status: (typeof subscriptionStatuses)[number];
  /** True when the plan comes from a team the user belongs to rather than their own subscription. */
  viaTeam: boolean;
  interval: "month" | "year" | null;
  currentPeriodStart: string | null;
  currentPeriodEnd: string | null;
  nextBillingDate: string | null;
  cancelAtPeriodEnd: boolean;
  pendingTier: (typeof tiers)[number] | null;
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
