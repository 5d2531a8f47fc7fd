/**
 * The checkout page's rule (spec section 5), in its intended reading: a Stripe price id starts with `price_`.
 * The spec's text inverts the check, which would reject every real price id.
 */
export function isStripePriceId(value: string | null | undefined): value is string {
  return !!value && value.startsWith("price_") && value.length > "price_".length;
}
