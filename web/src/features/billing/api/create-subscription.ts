import type { CreateSubscriptionInput, CreateSubscriptionResponse } from "@layoutlift/core/api/billing";
import { apiFetch } from "@/lib/api-client";

/** Starts a subscription for the embedded Payment Element; answers its client secret (or test mode). */
export async function createSubscription(input: CreateSubscriptionInput): Promise<Partial<{ clientSecret: string; testMode: boolean; message: string }> & Partial<CreateSubscriptionResponse>> {
  const res = await apiFetch("/api/create-subscription", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(input),
  });
  return res.json();
}
