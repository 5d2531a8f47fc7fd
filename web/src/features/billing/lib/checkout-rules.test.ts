import { describe, expect, it } from "vitest";
import { isStripePriceId } from "./checkout-rules";

describe("isStripePriceId", () => {
  it("accepts real Stripe price ids and rejects everything else", () => {
    expect(isStripePriceId("price_1PqR2sT3")).toBe(true);
    expect(isStripePriceId("prod_123")).toBe(false);
    expect(isStripePriceId("price_")).toBe(false);
    expect(isStripePriceId("pro")).toBe(false);
    expect(isStripePriceId(null)).toBe(false);
  });
});
