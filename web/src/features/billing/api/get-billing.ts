import { useQuery } from "@tanstack/react-query";
import type { BillingPlansResponse, BillingResponse } from "@layoutlift/core/contract/billing";
import { api, json } from "@/lib/api-client";
import { billingKeys } from "./keys";

/** Plan, period, invoices and next billing date for Settings › Subscription. */
export function useBilling(enabled = true) {
  return useQuery({
    queryKey: billingKeys.summary,
    queryFn: (): Promise<BillingResponse> => json(api.api.billing.$get()),
    enabled,
  });
}

/** Which Stripe prices the server sells; the embedded checkout falls back to them when no priceId is given. */
export async function fetchBillingPlans(): Promise<BillingPlansResponse> {
  return json(api.api.billing.plans.$get());
}

export function useBillingPlans() {
  return useQuery({ queryKey: billingKeys.plans, queryFn: fetchBillingPlans });
}
