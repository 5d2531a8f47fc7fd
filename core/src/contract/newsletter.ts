import { z } from "zod";
import { emailAddressSchema } from "./email-address.ts";

/** POST /api/newsletter: the footer's sign-up. Addresses are stored lower-cased so one person is one row. */
export const newsletterRequestSchema = z.object({
  email: emailAddressSchema("Please enter a valid email address"),
});
export type NewsletterRequest = z.infer<typeof newsletterRequestSchema>;

export interface NewsletterResponse {
  email: string;
  /** True when the address was already on the list (subscribing twice is not an error). */
  alreadySubscribed: boolean;
}
