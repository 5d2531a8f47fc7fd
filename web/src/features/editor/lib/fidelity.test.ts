import { describe, expect, it } from "vitest";
import { fidelityForWidth, percent } from "./fidelity";

const measured = [
  { width: 1280, score: 0.998, mismatches: 1 },
  { width: 768, score: 0.97, mismatches: 9 },
  { width: 390, score: 1, mismatches: 0 },
];

describe("fidelity", () => {
  it("picks the measurement nearest the width the canvas shows", () => {
    expect(fidelityForWidth(measured, 1280)?.width).toBe(1280);
    expect(fidelityForWidth(measured, 1440)?.width).toBe(1280);
    expect(fidelityForWidth(measured, 768)?.width).toBe(768);
    expect(fidelityForWidth(measured, 390)?.width).toBe(390);
    expect(fidelityForWidth([{ width: 1280, score: 1, mismatches: 0 }], 390)?.width).toBe(1280);
    expect(fidelityForWidth([], 1280)).toBeNull();
    expect(fidelityForWidth(undefined, 390)).toBeNull();
  });

  it("formats scores without rounding a near miss up to 100%", () => {
    expect(percent(0.9999)).toBe("99.9%");
    expect(percent(1)).toBe("100%");
    expect(percent(0.97)).toBe("97%");
  });
});
