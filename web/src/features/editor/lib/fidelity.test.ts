import { describe, expect, it } from "vitest";
import { fidelityForDevice, percent } from "./fidelity";

const measured = [
  { width: 1280, score: 0.998, mismatches: 1 },
  { width: 768, score: 0.97, mismatches: 9 },
  { width: 390, score: 1, mismatches: 0 },
];

describe("fidelity", () => {
  it("picks the measurement that matches the previewed device", () => {
    expect(fidelityForDevice(measured, "desktop")?.width).toBe(1280);
    expect(fidelityForDevice(measured, "tablet")?.width).toBe(768);
    expect(fidelityForDevice(measured, "mobile")?.width).toBe(390);
    expect(fidelityForDevice([], "desktop")).toBeNull();
    expect(fidelityForDevice(undefined, "mobile")).toBeNull();
  });

  it("formats scores without rounding a near miss up to 100%", () => {
    expect(percent(0.9999)).toBe("99.9%");
    expect(percent(1)).toBe("100%");
    expect(percent(0.97)).toBe("97%");
  });
});
