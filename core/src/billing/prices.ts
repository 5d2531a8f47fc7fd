import type { Config } from "../config.ts";
import type { PaidTier } from "../contract/billing.ts";

export type BillingInterval = "month" | "year";

/** The configured Stripe price for a tier and interval (annual prices are the 20 %-off yearly ones). */
export function priceIdFor(config: Config, tier: PaidTier, interval: BillingInterval): string | null {
  const ids = configuredPrices(config)[tier];
  return ids[interval] ?? null;
}

export function configuredPrices(config: Config): Record<PaidTier, Record<BillingInterval, string | null>> {
  return {
    pro: { month: config.STRIPE_PRICE_PRO ?? null, year: config.STRIPE_PRICE_PRO_ANNUAL ?? null },
    enterprise: { month: config.STRIPE_PRICE_ENTERPRISE ?? null, year: config.STRIPE_PRICE_ENTERPRISE_ANNUAL ?? null },
  };
}

/** Which plan a Stripe price buys; null for a price this app does not sell. */
export function planForPrice(config: Config, priceId: string): { tier: PaidTier; interval: BillingInterval } | null {
  for (const [tier, ids] of Object.entries(configuredPrices(config)) as [PaidTier, Record<BillingInterval, string | null>][]) {
    if (ids.month === priceId) return { tier, interval: "month" };
    if (ids.year === priceId) return { tier, interval: "year" };
  }
  return null;
}
