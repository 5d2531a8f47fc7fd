import type { CreateSubscriptionInput } from "@layoutlift/core/contract/billing";
import { api, json } from "@/lib/api-client";

/**
 * Starts a subscription for the embedded Payment Element; answers its client secret (or test mode).
 * Read loosely (every field optional): a proxy or an older server may answer without either field.
 */
export function createSubscription(input: CreateSubscriptionInput): Promise<Partial<{ clientSecret: string; testMode: boolean; message: string }>> {
  return json(api.api["create-subscription"].$post({ json: input }));
}
