import type { UserResponse } from "@layoutlift/core/contract/user";
import { MONTHLY_LIMIT_REACHED, TRIAL_ENDED, TRIAL_USED_UP } from "@layoutlift/core/plans/entitlements";

export type Allowance =
  | { kind: "paid"; tierName: "Pro" | "Enterprise"; remaining: number; limit: number; canExtract: boolean; notice: string | null }
  | { kind: "trial"; active: boolean; remaining: number; daysRemaining: number; canExtract: boolean; notice: string | null };

export function isPaidUser(user: UserResponse): boolean {
  return user.subscriptionStatus === "active" && (user.subscriptionTier === "pro" || user.subscriptionTier === "enterprise");
}

/**
 * What the user may extract right now (spec sections 4 and 5). Paid plans carry a monthly cap on the server
 * (section 9), so their remaining count is shown and a used-up month blocks like the trial does.
 */
export function allowanceOf(user: UserResponse): Allowance {
  if (isPaidUser(user)) {
    const canExtract = user.layoutsRemaining > 0;
    return {
      kind: "paid",
      tierName: user.subscriptionTier === "enterprise" ? "Enterprise" : "Pro",
      remaining: user.layoutsRemaining,
      limit: user.layoutLimit,
      canExtract,
      notice: canExtract ? null : MONTHLY_LIMIT_REACHED,
    };
  }
  const active = user.trial.isActive ?? false;
  const remaining = user.trial.layoutsRemaining ?? 0;
  const canExtract = active && remaining > 0;
  return {
    kind: "trial",
    active,
    remaining,
    daysRemaining: user.trial.daysRemaining ?? 0,
    canExtract,
    notice: canExtract ? null : active ? TRIAL_USED_UP : TRIAL_ENDED,
  };
}

export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
