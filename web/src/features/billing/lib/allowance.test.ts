import { describe, expect, it } from "vitest";
import type { UserResponse } from "@layoutlift/core/contract/user";
import { allowanceOf, plural } from "./allowance";

const base: UserResponse = {
  id: "u",
  firstName: null,
  lastName: null,
  email: "a@b.c",
  profileImageUrl: null,
  createdAt: "2026-01-01T00:00:00.000Z",
  subscriptionStatus: "trialing",
  subscriptionTier: "starter",
  layoutsUsed: 0,
  layoutLimit: 3,
  layoutsRemaining: 3,
  periodEnd: null,
  trial: { isActive: true, layoutsRemaining: 3, daysRemaining: 14 },
  features: { exportFormats: ["html"], cssFlavours: ["plain"], aiEdit: false, proTemplates: false, teams: false, totalSeats: 1, integrations: "none", apiAccess: false, sitePages: 5 },
};

describe("allowanceOf", () => {
  it("lets an active trial with layouts left extract", () => {
    expect(allowanceOf(base)).toMatchObject({ kind: "trial", canExtract: true, notice: null, remaining: 3, daysRemaining: 14 });
  });

  it("blocks a used-up trial and an ended trial with the spec's two notices", () => {
    expect(allowanceOf({ ...base, trial: { isActive: true, layoutsRemaining: 0, daysRemaining: 5 } }).notice).toBe(
      "You've used all your trial layouts. Please upgrade to continue.",
    );
    expect(allowanceOf({ ...base, trial: { isActive: false, layoutsRemaining: 2, daysRemaining: 0 } }).notice).toBe(
      "Your trial has ended. Please upgrade to continue extracting layouts.",
    );
  });

  it("treats only active pro/enterprise as paid and reports the month's remaining count", () => {
    const pro = allowanceOf({ ...base, subscriptionStatus: "active", subscriptionTier: "pro", layoutLimit: 50, layoutsRemaining: 47 });
    expect(pro).toMatchObject({ kind: "paid", tierName: "Pro", remaining: 47, limit: 50, canExtract: true });
    expect(allowanceOf({ ...base, subscriptionStatus: "past_due", subscriptionTier: "pro" }).kind).toBe("trial");
    expect(allowanceOf({ ...base, subscriptionStatus: "active", subscriptionTier: "enterprise", layoutsRemaining: 0 }).canExtract).toBe(false);
  });

  it("pluralises counts", () => {
    expect(plural(1, "layout")).toBe("1 layout");
    expect(plural(0, "day")).toBe("0 days");
  });
});
