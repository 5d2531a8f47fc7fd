import { z } from "zod";
import type { RasterImageType } from "./image-types.ts";
import { text } from "./storable.ts";

/** Server-side preferences of the Settings screen (Notifications, Security, Appearance tabs). */
export const userSettingsSchema = z.object({
  notifyExtraction: z.boolean(),
  notifyMarketing: z.boolean(),
  /** Billing notifications cannot be turned off: receipts and failed-payment notices are obligatory. */
  notifyBilling: z.literal(true),
  autoSave: z.boolean(),
  editingHints: z.boolean(),
});
export type UserSettings = z.infer<typeof userSettingsSchema>;

export const patchSettingsSchema = z
  .object({
    notifyExtraction: z.boolean(),
    notifyMarketing: z.boolean(),
    autoSave: z.boolean(),
    editingHints: z.boolean(),
  })
  .partial()
  .strict()
  .refine((patch) => Object.keys(patch).length > 0, "Send at least one setting to change");
export type PatchSettingsRequest = z.infer<typeof patchSettingsSchema>;

/** Profile photos: the hint on the Account tab ('JPG, PNG or GIF. Max 2MB') is enforced by the server. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_TYPES = ["image/png", "image/jpeg", "image/gif"] as const satisfies readonly RasterImageType[];
export type AvatarType = (typeof AVATAR_TYPES)[number];
export const AVATAR_TOO_LARGE_MESSAGE = "That photo is too large. Please choose an image of 2 MB or less.";
export const AVATAR_BAD_TYPE_MESSAGE = "That file is not a JPG, PNG or GIF image. Please choose a photo in one of those formats.";

export interface AvatarResponse {
  profileImageUrl: string;
}

/** Deleting an account is confirmed by typing the account's email address. */
export const deleteAccountSchema = z.object({
  confirm: text("The confirmation").trim().min(1, "Type your email address to confirm").max(320),
});
export type DeleteAccountRequest = z.infer<typeof deleteAccountSchema>;

export interface SessionInfo {
  /** A short public handle; the stored id (a token hash) never leaves the server. */
  id: string;
  current: boolean;
  /** Browser and system read from the user agent, e.g. "Chrome on macOS". */
  device: string;
  ip: string | null;
  createdAt: string;
  lastSeenAt: string;
}

export interface RevokeSessionsResponse {
  revoked: number;
}
