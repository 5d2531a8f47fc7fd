import { z } from "zod";
import { subscriptionStatuses, tiers } from "./billing.ts";

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
    /** CSS flavours the plan's exports may use ("plain", "tailwind"): Tailwind classes are a Pro option. */
    cssFlavours: z.array(z.string()),
    aiEdit: z.boolean(),
    proTemplates: z.boolean(),
    teams: z.boolean(),
    totalSeats: z.number(),
    integrations: z.enum(["none", "pro", "enterprise"]),
    apiAccess: z.boolean(),
    /** Most pages one whole-site extraction may capture on the plan (each page is also one extraction). */
    sitePages: z.number(),
  }),
});
export type UserResponse = z.infer<typeof userResponseSchema>;
