import type { Tier } from "@layoutlift/core/contract/billing";

export function formatMoney(cents: number, currency: string): string {
  return new Intl.NumberFormat(undefined, { style: "currency", currency: currency.toUpperCase() }).format(cents / 100);
}

export function formatDate(iso: string): string {
  return new Date(iso).toLocaleDateString(undefined, { year: "numeric", month: "long", day: "numeric" });
}

export const tierName: Record<Tier, string> = { starter: "Free Trial", pro: "Pro", enterprise: "Enterprise" };
