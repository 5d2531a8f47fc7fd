import type { SubscriptionStatus, Tier } from "../contract/billing.ts";
import type { UserResponse } from "../contract/user.ts";
import type { Entitlements } from "./entitlements.ts";

/** GET /api/auth/user: the account as the contract describes it, with the plan features the entitlements grant. */
export function toUserResponse(
  user: {
    id: string;
    firstName: string | null;
    lastName: string | null;
    email: string;
    profileImageUrl: string | null;
    createdAt: Date;
  },
  ent: Entitlements,
  subscription: { status: SubscriptionStatus; tier: Tier } | null,
): UserResponse {
  // A team member borrows the owner's plan: report it as their own so every screen unlocks the same features.
  const status = ent.paid ? "active" : (subscription?.status ?? "trialing");
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    profileImageUrl: user.profileImageUrl,
    createdAt: user.createdAt.toISOString(),
    subscriptionStatus: status,
    subscriptionTier: ent.paid ? ent.tier : (subscription?.tier ?? "starter"),
    layoutsUsed: ent.layoutsUsed,
    layoutLimit: ent.layoutLimit,
    layoutsRemaining: ent.layoutsRemaining,
    periodEnd: ent.paid ? ent.window.end.toISOString() : null,
    trial: ent.trial,
    features: {
      exportFormats: [...ent.plan.exportFormats],
      cssFlavours: [...ent.plan.cssFlavours],
      aiEdit: ent.aiEdit,
      proTemplates: ent.proTemplates,
      teams: ent.teams,
      totalSeats: ent.totalSeats,
      integrations: ent.integrations,
      apiAccess: ent.apiAccess,
      sitePages: ent.sitePages,
    },
  };
}
