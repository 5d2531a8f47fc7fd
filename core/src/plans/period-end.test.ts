import { describe, expect, it } from "vitest";
import { entitlements, type PlanState, type SubscriptionState } from "./entitlements.ts";

const DAY = 24 * 60 * 60 * 1000;
const now = new Date("2026-05-20T12:00:00Z");
const periodStart = new Date(now.getTime() - 10 * DAY);
const periodEnd = new Date(now.getTime() + 20 * DAY);

function state(sub: Partial<SubscriptionState> | null, at = now): PlanState {
  return {
    now: at,
    userCreatedAt: new Date("2026-01-01T00:00:00Z"),
    subscription: sub ? { tier: "pro", status: "active", currentPeriodStart: periodStart, currentPeriodEnd: periodEnd, ...sub } : null,
    teamPlan: null,
    layoutsUsedInWindow: 0,
  };
}

describe("plan changes at the end of the billing period", () => {
  it("counts a paid allowance over the subscription's own billing period", () => {
    const ent = entitlements(state({}));
    expect(ent.window).toEqual({ start: periodStart, end: periodEnd });
    expect(ent.tier).toBe("pro");
  });

  it("keeps a cancelled plan until the period ends, then drops to the trial rules", () => {
    expect(entitlements(state({ cancelAtPeriodEnd: true })).paid).toBe(true);
    const after = entitlements(state({ cancelAtPeriodEnd: true }, new Date(periodEnd.getTime() + 1000)));
    expect(after.paid).toBe(false);
    expect(after.aiEdit).toBe(false);
  });

  it("applies an ordered downgrade only once the paid period is over", () => {
    expect(entitlements(state({ tier: "enterprise", pendingTier: "pro" })).tier).toBe("enterprise");
    const after = entitlements(state({ tier: "enterprise", pendingTier: "pro" }, new Date(periodEnd.getTime() + 1000)));
    expect(after.tier).toBe("pro");
    expect(after.apiAccess).toBe(false);
  });

  it("does not treat past_due as paid", () => {
    const ent = entitlements(state({ status: "past_due" }));
    expect(ent.paid).toBe(false);
    expect(ent.tier).toBe("starter");
  });
});
