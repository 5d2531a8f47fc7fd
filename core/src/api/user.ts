import { z } from "zod";
import { subscriptionStatuses, tiers } from "../db/schema/billing.ts";
import type { Entitlements } from "../plans/entitlements.ts";

/** The spec's User shape (section 3) as GET /api/auth/user returns it. */
export const userResponseSchema = z.object({
  id: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string(),
  profileImageUrl: z.string().nullable(),
  createdAt: z.string(),
  subscriptionStatus: z.enum(subscriptionStatuses),
  subscriptionTier: z.enum(tiers),
  layoutsUsed: z.number(),
  layoutLimit: z.number(),
  layoutsRemaining: z.number(),
  periodEnd: z.string().nullable(),
  trial: z.object({ isActive: z.boolean(), layoutsRemaining: z.number(), daysRemaining: z.number() }),
  features: z.object({
    exportFormats: z.array(z.string()),
    aiEdit: z.boolean(),
    proTemplates: z.boolean(),
    teams: z.boolean(),
    totalSeats: z.number(),
    integrations: z.enum(["none", "pro", "enterprise"]),
    apiAccess: z.boolean(),
  }),
});
export type UserResponse = z.infer<typeof userResponseSchema>;

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
  subscription: { status: (typeof subscriptionStatuses)[number]; tier: (typeof tiers)[number] } | null,
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
      aiEdit: ent.aiEdit,
      proTemplates: ent.proTemplates,
      teams: ent.teams,
      totalSeats: ent.totalSeats,
      integrations: ent.integrations,
      apiAccess: ent.apiAccess,
    },
  };
}
