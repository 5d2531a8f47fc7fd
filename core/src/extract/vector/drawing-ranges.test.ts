import { describe, expect, it } from "vitest";
import { drawingRanges, drawnAtDisplaySize, rangeBoundaries } from "./drawing-ranges.ts";
import { barChart, record } from "../testing/canvas-record-builders.ts";

const sample = (viewport: number, rec = barChart(viewport - 40)) => ({ viewport, record: rec });

describe("drawingRanges", () => {
  it("groups samples of one structure by box width and starts a range where the structure changes", () => {
    const ranges = drawingRanges([sample(1280), sample(400, barChart(360, ["Mon", "Tue"])), sample(500, barChart(460, ["Mon", "Tue"])), sample(800)])!;
    expect(ranges.map((r) => r.samples.map((s) => s.viewport))).toEqual([[400, 500], [800, 1280]]);
    expect(rangeBoundaries(ranges)).toEqual([(460 + 760) / 2]);
  });

  it("treats samples of one box width as one, and gives up when they disagree", () => {
    expect(drawingRanges([sample(600, barChart(500)), sample(700, barChart(500))])!.map((r) => r.samples.length)).toEqual([1]);
    expect(drawingRanges([sample(600, barChart(500)), sample(700, barChart(500, ["A"]))])).toBeNull();
    const taller = { ...barChart(500), box: { w: 500, h: 300 } };
    expect(drawingRanges([sample(600, barChart(500)), sample(700, taller)])).toBeNull();
  });
});

describe("drawnAtDisplaySize", () => {
  it("accepts bitmaps at the box size (floored, or at 2 px per px) and refuses bitmaps CSS stretches", () => {
    expect(drawnAtDisplaySize({ ...record(704.7, 352.3, []), pixels: { w: 704, h: 352 } })).toBe(true);
    expect(drawnAtDisplaySize({ ...record(300, 150, []), pixels: { w: 600, h: 300 } })).toBe(true);
    expect(drawnAtDisplaySize({ ...record(516, 180, []), pixels: { w: 600, h: 180 } })).toBe(false);
  });
});
