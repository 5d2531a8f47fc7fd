import { describe, expect, it } from "vitest";
import { interpolates } from "./linearity.ts";
import { barChart, label, record } from "../testing/canvas-record-builders.ts";

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
});
