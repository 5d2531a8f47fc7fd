import { badRequest } from "../errors.ts";

/**
 * Stripe sends the customer back to these addresses after paying, so they must be our own pages: otherwise the
 * checkout could be used as an open redirect to a look-alike site.
 */
export function assertOwnUrl(field: string, value: string, allowedOrigins: readonly string[]): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw badRequest(`${field} must be a valid URL`);
  }
  if (!allowedOrigins.includes(url.origin)) throw badRequest(`${field} must be a page of this app`);
  return url.toString();
}
