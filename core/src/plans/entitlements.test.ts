import { describe, expect, it } from "vitest";
import { entitlements, isPaid, TRIAL_ENDED, TRIAL_USED_UP, MONTHLY_LIMIT_REACHED, allowanceWindow, type PlanState } from "./entitlements.ts";
import { annualMonthlyPrice, planLabel } from "./plans.ts";

const DAY = 24 * 60 * 60 * 1000;
const signup = new Date("2026-01-10T09:00:00Z");

function state(overrides: Partial<PlanState> = {}): PlanState {
  return { now: signup, userCreatedAt: signup, subscription: null, teamPlan: null, layoutsUsedInWindow: 0, ...overrides };
}
const active = (tier: "pro" | "enterprise", period?: [string, string]) => ({
  tier,
  status: "active",
  currentPeriodStart: period ? new Date(period[0]) : null,
  currentPeriodEnd: period ? new Date(period[1]) : null,
});

describe("trial (starter)", () => {
  it.each([
    // [days since sign-up, layouts used, canExtract, reason, daysRemaining, layoutsRemaining]
    [0, 0, true, null, 14, 3],
    [13.9, 2, true, null, 1, 1],
    [13.9, 3, false, TRIAL_USED_UP, 1, 0],
    [14, 0, false, TRIAL_ENDED, 0, 0],
    [15, 1, false, TRIAL_ENDED, 0, 0],
  ] as const)("day %s with %s used → canExtract %s", (days, used, can, reason, daysLeft, left) => {
    const e = entitlements(state({ now: new Date(signup.getTime() + days * DAY), layoutsUsedInWindow: used }));
    expect(e.tier).toBe("starter");
    expect(e.paid).toBe(false);
    expect(e.canExtract).toBe(can);
    expect(e.extractDeniedReason).toBe(reason);
    expect(e.trial.daysRemaining).toBe(daysLeft);
    expect(e.trial.layoutsRemaining).toBe(left);
    expect(e.trial.isActive).toBe(days < 14);
  });

  it("3rd layout allowed, 4th refused", () => {
    expect(entitlements(state({ layoutsUsedInWindow: 2 })).canExtract).toBe(true);
    expect(entitlements(state({ layoutsUsedInWindow: 3 })).canExtract).toBe(false);
  });

  it("exports HTML only and has no AI, teams, integrations or API", () => {
    const e = entitlements(state());
    expect(e.canExport("html")).toBe(true);
    for (const f of ["react", "vue", "nextjs", "svelte", "astro", "wordpress", "wix", "squarespace", "zip"] as const) expect(e.canExport(f)).toBe(false);
    expect([e.aiEdit, e.teams, e.apiAccess, e.integrations]).toEqual([false, false, false, "none"]);
  });

  it("exports plain CSS only: Tailwind classes are a Pro export option", () => {
    const e = entitlements(state());
    expect(e.canUseCssFlavour("plain")).toBe(true);
    expect(e.canUseCssFlavour("tailwind")).toBe(false);
  });
});

describe("paid plans", () => {
  it.each([
    ["pro", 50, 3, "pro", false],
    ["enterprise", 500, 6, "enterprise", true],
  ] as const)("%s: %s layouts, %s seats", (tier, limit, seats, integrations, api) => {
    const e = entitlements(state({ subscription: active(tier), now: new Date("2026-02-15T00:00:00Z") }));
    expect(e.paid).toBe(true);
    expect(e.layoutLimit).toBe(limit);
    expect(e.totalSeats).toBe(seats);
    expect(e.integrations).toBe(integrations);
    expect(e.apiAccess).toBe(api);
    expect(e.aiEdit).toBe(true);
    expect(e.canExport("zip")).toBe(true);
    expect(e.canUseCssFlavour("tailwind")).toBe(true);
    expect(e.trial.isActive).toBe(false);
  });

  it("50th pro layout allowed, 51st refused", () => {
    const base = { subscription: active("pro"), now: new Date("2026-02-15T00:00:00Z") };
    expect(entitlements(state({ ...base, layoutsUsedInWindow: 49 })).canExtract).toBe(true);
    const over = entitlements(state({ ...base, layoutsUsedInWindow: 50 }));
    expect(over.canExtract).toBe(false);
    expect(over.extractDeniedReason).toBe(MONTHLY_LIMIT_REACHED);
  });

  it("counts per calendar month when no billing period is known, rolling over on the 1st", () => {
    const jan31 = allowanceWindow(state({ subscription: active("pro"), now: new Date("2026-01-31T23:59:59Z") }));
    const feb1 = allowanceWindow(state({ subscription: active("pro"), now: new Date("2026-02-01T00:00:00Z") }));
    expect(jan31).toEqual({ start: new Date("2026-01-01T00:00:00Z"), end: new Date("2026-02-01T00:00:00Z") });
    expect(feb1).toEqual({ start: new Date("2026-02-01T00:00:00Z"), end: new Date("2026-03-01T00:00:00Z") });
  });

  it("counts against the billing period when Stripe gave one", () => {
    const w = allowanceWindow(
      state({ subscription: active("pro", ["2026-02-10T00:00:00Z", "2026-03-10T00:00:00Z"]), now: new Date("2026-03-01T00:00:00Z") }),
    );
    expect(w).toEqual({ start: new Date("2026-02-10T00:00:00Z"), end: new Date("2026-03-10T00:00:00Z") });
  });

  it("paid means status active AND tier pro/enterprise", () => {
    expect(isPaid({ tier: "pro", status: "active" })).toBe(true);
    expect(isPaid({ tier: "pro", status: "past_due" })).toBe(false);
    expect(isPaid({ tier: "enterprise", status: "canceled" })).toBe(false);
    expect(isPaid({ tier: "starter", status: "active" })).toBe(false);
    expect(isPaid(null)).toBe(false);
  });

  it("a past_due subscriber falls back to the (ended) trial", () => {
    const e = entitlements(
      state({ subscription: { ...active("pro"), status: "past_due" }, now: new Date(signup.getTime() + 40 * DAY) }),
    );
    expect(e.paid).toBe(false);
    expect(e.canExtract).toBe(false);
    expect(e.extractDeniedReason).toBe(TRIAL_ENDED);
  });

  it("team members borrow the team's paid plan", () => {
    const e = entitlements(state({ teamPlan: active("enterprise"), now: new Date(signup.getTime() + 40 * DAY) }));
    expect(e.paid).toBe(true);
    expect(e.tier).toBe("enterprise");
    expect(e.canExtract).toBe(true);
  });
});

describe("pricing helpers", () => {
  it("annual is the monthly price × 0.8, rounded", () => {
    expect(annualMonthlyPrice(29)).toBe(23);
    expect(annualMonthlyPrice(79)).toBe(63);
  });
  it("labels plans as the spec says", () => {
    expect(planLabel("pro", "active")).toBe("Pro");
    expect(planLabel("enterprise", "active")).toBe("Enterprise");
    expect(planLabel("pro", "past_due")).toBe("Free Trial");
    expect(planLabel("starter", "active")).toBe("Free Trial");
  });
});
