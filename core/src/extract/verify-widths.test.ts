import { describe, expect, it } from "vitest";
import { pickVerifyWidths } from "./verify-widths.ts";

describe("verify widths", () => {
  it("adds 1024, 560 and one random width between the captures", () => {
    const widths = pickVerifyWidths([1280, 768, 390], () => 0.5);
    expect(widths).toEqual([1024, 800, 560]);
  });

  it("draws the random width again when it lands next to a captured width", () => {
    const draws = [(768 - 320) / 960, 0.1];
    const widths = pickVerifyWidths([1280, 768, 390], () => draws.shift()!);
    expect(widths).toEqual([1024, 560, 416]);
  });

  it("never measures wider than the widest capture", () => {
    expect(pickVerifyWidths([800], () => 0)).toEqual([560, 320]);
    expect(pickVerifyWidths([1280], () => 0.999).every((w) => w < 1280)).toBe(true);
  });

  it("draws a different width on different runs", () => {
    const seen = new Set(Array.from({ length: 20 }, () => pickVerifyWidths([1280, 768, 390]).join(",")));
    expect(seen.size).toBeGreaterThan(1);
  });
});
