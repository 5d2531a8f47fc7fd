import { getTableColumns } from "drizzle-orm";
import { describe, expect, expectTypeOf, it } from "vitest";
import { subscriptionStatuses, tiers } from "../../contract/billing.ts";
import { JOB_STAGES } from "../../contract/job-stages.ts";
import { frameworks, layoutRowSchema, layoutStatuses, type LayoutRow } from "../../contract/layouts.ts";
import { teamRoles } from "../../contract/team.ts";
import { layouts } from "./layouts.ts";
import { subscriptions } from "./billing.ts";
import { teamMembers } from "./teams.ts";

describe("the tables and the contract", () => {
  it("describe the same layout row (the typecheck fails when a column and the contract's schema drift)", () => {
    expectTypeOf<typeof layouts.$inferSelect>().toEqualTypeOf<LayoutRow>();
    expect(Object.keys(getTableColumns(layouts)).sort()).toEqual(Object.keys(layoutRowSchema.shape).sort());
  });

  it("store exactly the contract's value lists", () => {
    expect(layouts.status.enumValues).toEqual([...layoutStatuses]);
    expect(layouts.framework.enumValues).toEqual([...frameworks]);
    expect(layouts.stage.enumValues).toEqual([...JOB_STAGES]);
    expect(subscriptions.tier.enumValues).toEqual([...tiers]);
    expect(subscriptions.status.enumValues).toEqual([...subscriptionStatuses]);
    expect(teamMembers.role.enumValues).toEqual([...teamRoles]);
  });
});
