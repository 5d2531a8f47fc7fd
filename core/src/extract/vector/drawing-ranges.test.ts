import { describe, expect, it } from "vitest";
import { drawingRanges, drawnAtDisplaySize, rangeBoundaries, rangeIndexOf } from "./drawing-ranges.ts";
import { barChart, legendChart, record } from "../testing/canvas-record-builders.ts";

const sample = (viewport: number, rec = barChart(viewport - 40)) => ({ viewport, record: rec });

describe("drawingRanges", () => {
  it("groups samples of one structure by box width and starts a range where the structure changes", () => {
    const ranges = drawingRanges([sample(1280), sample(400, barChart(360, ["Mon", "Tue"])), sample(500, barChart(460, ["Mon", "Tue"])), sample(800)])!;
    expect(ranges.map((r) => r.samples.map((s) => s.viewport))).toEqual([[400, 500], [800, 1280]]);
    expect(rangeBoundaries(ranges)).toEqual([(460 + 760) / 2]);
  });

  it("starts a range where an axis's labels turn: level and turned labels are two layouts, not one moving", () => {
    // Chart.js turns the labels once they no longer fit level (same texts, same order, 16° at the narrower widths).
    // The level side's two samples a px apart, as the sampler leaves them: their slope is too loose to show a leap.
    const turned = (w: number) => ({ ...barChart(w), ops: barChart(w).ops.map((op) => (op.k === "t" ? { ...op, angle: -0.28 } : op)) });
    const ranges = drawingRanges([sample(520, turned(480)), sample(544, turned(504)), sample(567), sample(568)])!;
    expect(ranges.map((r) => r.samples.map((s) => s.viewport))).toEqual([[520, 544], [567, 568]]);
  });

  it("treats samples of one box width as one, and gives up when they disagree", () => {
    expect(drawingRanges([sample(600, barChart(500)), sample(700, barChart(500))])!.map((r) => r.samples.length)).toEqual([1]);
    expect(drawingRanges([sample(600, barChart(500)), sample(700, barChart(500, ["A"]))])).toBeNull();
    const taller = { ...barChart(500), box: { w: 500, h: 300 } };
    expect(drawingRanges([sample(600, barChart(500)), sample(700, taller)])).toBeNull();
  });
});

describe("drawingRanges within one structure", () => {
  // The stock Chart.js doughnut: its legend's four labels wrap onto a second line below a box width, in one
  // structure. Samples come from two stretches of viewport widths whose box widths interleave.
  const samples = [[404, 380], [1199, 382.3], [407, 383], [1208, 385.4], [413, 389], [1226, 391.7], [418, 394]].map(([viewport, w]) => ({
    viewport,
    record: legendChart(w, 384),
  }));

  it("starts a range where the drawing jumps, handing over between the samples either side", () => {
    const ranges = drawingRanges(samples)!;
    expect(ranges.map((r) => r.samples.map((s) => s.viewport))).toEqual([[404, 1199, 407], [1208, 413, 1226, 418]]);
    expect(rangeBoundaries(ranges)).toEqual([(383 + 385.4) / 2]);
  });

  it("places every sample in its range, one of a box width sampled already with that one", () => {
    const again = { viewport: 410, record: legendChart(385.6, 384) };
    const index = rangeIndexOf([...samples, again]);
    expect(samples.map((s) => index.get(s.record))).toEqual([0, 0, 0, 1, 1, 1, 1]);
    expect(index.get(again.record)).toBe(1);
  });
});

describe("drawnAtDisplaySize", () => {
  it("accepts bitmaps at the box size (floored, or at 2 px per px) and refuses bitmaps CSS stretches", () => {
    expect(drawnAtDisplaySize({ ...record(704.7, 352.3, []), pixels: { w: 704, h: 352 } })).toBe(true);
    expect(drawnAtDisplaySize({ ...record(300, 150, []), pixels: { w: 600, h: 300 } })).toBe(true);
    expect(drawnAtDisplaySize({ ...record(516, 180, []), pixels: { w: 600, h: 180 } })).toBe(false);
  });
});
