import { z } from "zod";
import { text } from "./storable.ts";
import { emailAddressSchema } from "./email-address.ts";

export const localSignInSchema = z.object({
  firstName: text("Your first name").trim().min(1, "Enter your first name").max(100, "First name is too long"),
  lastName: text("Your last name").trim().max(100, "Last name is too long").optional().default(""),
  email: emailAddressSchema("Enter a valid email address"),
  next: text("The return address").optional(),
});
export type LocalSignIn = z.infer<typeof localSignInSchema>;

/** Only same-site relative paths may be returned to after sign-in (no open redirects). */
export function safeNextPath(next: string | null | undefined, fallback = "/dashboard"): string {
  if (!next || !/^\/(?![/\\])[^\s]*$/.test(next) || next.startsWith("/api/login")) return fallback;
  return next;
}
