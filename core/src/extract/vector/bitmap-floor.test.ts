import { describe, expect, it } from "vitest";
import { barChart } from "../testing/canvas-record-builders.ts";
import { flooredDensity, meanFloorSamples, meanFloorScale } from "./bitmap-floor.ts";
import type { DrawingSample } from "./drawing-ranges.ts";

/** A bar chart laid out in a `w × h` px box on the bitmap `pixels` (Chart.js floors the box to whole pixels). */
function sample(w: number, h: number, pixels: { w: number; h: number }, captured = false): DrawingSample {
  return { viewport: Math.round(w) + 40, record: { ...barChart(pixels.w), box: { w, h }, pixels }, captured };
}

describe("flooredDensity", () => {
  it("finds the density of a drawing whose every bitmap is its box floored, both ways", () => {
    // The stock Chart.js bar chart at 1024 px: a 459.797 × 229.891 px box on a 459 × 229 bitmap.
    expect(flooredDensity([sample(459.797, 229.891, { w: 459, h: 229 }), sample(458, 229, { w: 458, h: 229 })])).toBe(1);
    expect(flooredDensity([sample(459.797, 229.891, { w: 919, h: 459 }), sample(458, 229, { w: 916, h: 458 })])).toBe(2);
  });

  it("refuses a drawing that rounds its bitmap, or sizes it otherwise in any sample", () => {
    expect(flooredDensity([sample(459.797, 229.891, { w: 460, h: 229 }), sample(458, 229, { w: 458, h: 229 })])).toBeNull();
    expect(flooredDensity([sample(459.797, 229.891, { w: 459, h: 230 })])).toBeNull();
    expect(flooredDensity([sample(459.797, 229.891, { w: 459, h: 229 }), sample(458, 229, { w: 916, h: 458 })])).toBeNull();
  });
});

describe("meanFloorSamples", () => {
  it("draws the samples between captures at the mean floor and keeps the captured ones exact", () => {
    const samples = [sample(458, 229, { w: 458, h: 229 }), sample(459.797, 229.891, { w: 459, h: 229 }, true), sample(479.1875, 239.594, { w: 479, h: 239 })];
    const out = meanFloorSamples(samples);
    expect(out.map((s) => s.meanFloor)).toEqual([1, undefined, 1]);
    expect(out[1]).toBe(samples[1]);
    // Half a bitmap pixel short of the box: 478.6875 bitmap pixels over 479.1875 px.
    expect(meanFloorScale(out[2], 1).x).toBeCloseTo(478.6875 / 479.1875, 9);
    expect(meanFloorScale(out[2], 1).y).toBeCloseTo(239.094 / 239.594, 9);
  });

  it("keeps an axis of whole pixels exact: its box floors to itself", () => {
    // A phone's column, 458 px wide, with a height its aspect ratio gives a fraction.
    const scale = meanFloorScale(sample(458, 229.9, { w: 458, h: 229 }), 1);
    expect(scale.x).toBe(1);
    expect(scale.y).toBeCloseTo(229.4 / 229.9, 9);
  });

  it("leaves a lone sample, and a drawing that does not floor its bitmap, as they are", () => {
    const lone = [sample(459.797, 229.891, { w: 459, h: 229 })];
    expect(meanFloorSamples(lone)).toEqual(lone);
    const rounded = [sample(458, 229, { w: 458, h: 229 }), sample(459.797, 229.891, { w: 460, h: 230 })];
    expect(meanFloorSamples(rounded)).toEqual(rounded);
  });
});
