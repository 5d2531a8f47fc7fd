import { describe, expect, it } from "vitest";
import { interpolates } from "./linearity.ts";
import { barChart, fill, label, record, rect } from "../testing/canvas-record-builders.ts";
import type { CanvasRecord, Op } from "./display-list.ts";

describe("interpolates", () => {
  it("holds for a layout that spreads over its box linearly", () => {
    expect(interpolates(barChart(300), barChart(350), barChart(420))).toBe(true);
  });

  it("fails where the drawing jumps with the same structure (a legend wrapping moves the plot)", () => {
    const legend = (w: number, y: number) => record(w, 150, [label("Web", 10, y), label("Stores", w / 2, y)]);
    expect(interpolates(legend(300, 140), legend(350, 128), legend(400, 140))).toBe(false);
    expect(interpolates(legend(300, 140), legend(350, 140), legend(400, 140))).toBe(true);
  });

  it("fails across a change of structure", () => {
    expect(interpolates(barChart(300), barChart(350, ["Mon"]), barChart(400))).toBe(false);
  });

  it("fails where a drawing bends by less than a jump (an axis held to half the chart's height, then let go)", () => {
    const axis = (w: number, y: number) => record(w, 150, [label("Mon", 40.3, y)]);
    expect(interpolates(axis(300, 100.3), axis(350, 101.4), axis(400, 102.3))).toBe(true);
    expect(interpolates(axis(300, 100.3), axis(350, 101.8), axis(400, 102.3))).toBe(false);
  });

  it("lets a line the page placed on its pixel grid wobble by up to half a pixel", () => {
    const grid = (w: number, x: number) => record(w, 150, [fill(rect(x, 10.5, 1, 100))]);
    expect(interpolates(grid(300, 10.5), grid(350, 11.5), grid(400, 11.5))).toBe(true);
    expect(interpolates(grid(300, 10.3), grid(350, 11.3), grid(400, 11.3))).toBe(false);
  });

  it("judges a drawing whose page floors its bitmap to its box in the bitmap's own pixels, as the output draws it", () => {
    // A label set 10 px in from the right of a layout as wide as the box, on a bitmap of the box's width floored.
    const floored = (w: number): CanvasRecord => ({ ...record(w, 150, [label("Total", w - 10, 140)]), pixels: { w: Math.floor(w), h: 150 } });
    expect(interpolates(floored(300.9), floored(350.1), floored(399.3))).toBe(true);
    // The same numbers stretched to the box (CSS px) bend by half a px: the floor's fraction differs at each width.
    const stretched = (w: number): CanvasRecord => {
      const op = label("Total", ((w - 10) * w) / Math.floor(w), 140) as Op;
      return record(w, 150, [op]);
    };
    expect(interpolates(stretched(300.9), stretched(350.1), stretched(399.3))).toBe(false);
  });
});
