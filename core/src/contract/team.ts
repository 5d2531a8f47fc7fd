import { z } from "zod";
import type { Tier } from "./billing.ts";
import { emailAddressSchema } from "./email-address.ts";

/** `viewer` opens and exports the team's layouts only (the viewer); the spec's three roles follow. */
export const teamRoles = ["viewer", "user", "account_manager", "admin"] as const;
export type TeamRole = (typeof teamRoles)[number];

export const teamRoleLabels: Record<TeamRole, string> = {
  viewer: "Viewer",
  user: "User",
  account_manager: "Account Manager",
  admin: "Admin",
};

export const inviteMemberSchema = z.object({
  email: emailAddressSchema("Please enter a valid email address"),
  role: z.enum(teamRoles).default("user"),
});
export type InviteMemberInput = z.input<typeof inviteMemberSchema>;

export const updateMemberRoleSchema = z.object({ role: z.enum(teamRoles) });
export type UpdateMemberRoleInput = z.input<typeof updateMemberRoleSchema>;

export type TeamMemberResponse = {
  id: string;
  userId: string;
  role: TeamRole;
  isOwner: boolean;
  joinedAt: string;
  user: { firstName: string | null; lastName: string | null; email: string; profileImageUrl: string | null };
};

export type TeamInvitationResponse = { id: string; email: string; role: TeamRole; expiresAt: string; createdAt: string };

/** The spec's Team (section 3) plus what the screen needs to show the right controls. */
export type TeamResponse = {
  id: string;
  name: string;
  subscriptionTier: Tier;
  /** False when the owner's plan lapsed: members keep their place but not the paid features. */
  active: boolean;
  totalSeats: number;
  seatsUsed: number;
  /** Seats neither taken by members nor held by pending invitations. */
  seatsAvailable: number;
  members: TeamMemberResponse[];
  invitations: TeamInvitationResponse[];
  /** The signed-in user's place in the team. */
  viewer: { memberId: string | null; role: TeamRole | null; isOwner: boolean; canManage: boolean };
};

export type InviteMemberResponse = { invitation: TeamInvitationResponse; acceptUrl: string };

/** An invitation waiting for the signed-in user, found by their email address (no link needed). */
export type MyInvitationResponse = {
  id: string;
  role: TeamRole;
  expiresAt: string;
  team: { id: string; name: string };
  invitedBy: { firstName: string | null; email: string } | null;
};
