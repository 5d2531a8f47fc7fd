import { describe, expect, it } from "vitest";
import { geometryJumps } from "./geometry-jumps.ts";
import { fill, legendChart, record, rect } from "../testing/canvas-record-builders.ts";

describe("geometryJumps", () => {
  it("finds the gap where a legend wraps (same labels, another layout)", () => {
    const widths = [360, 370, 380, 395, 405, 420, 430];
    expect(geometryJumps(widths.map((w) => legendChart(w)))).toEqual([3]);
  });

  it("finds nothing in a drawing that moves with its box, bends, or wobbles by half a pixel", () => {
    const widths = [360, 370, 380, 395, 405, 420, 430];
    expect(geometryJumps(widths.map((w) => legendChart(w, 1000)))).toEqual([]);
    // A plot that stops growing at 400 px: its slope changes, its place does not leap.
    const bend = (w: number) => record(w, 200, [fill(rect(10, 20, Math.min(w, 400) - 20, 100))]);
    expect(geometryJumps(widths.map(bend))).toEqual([]);
    const wobble = (w: number, i: number) => record(w, 200, [fill(rect(10, 20 + (i % 2) * 0.5, w - 20, 100))]);
    expect(geometryJumps(widths.map(wobble))).toEqual([]);
  });

  it("leaves the outer gaps alone: one side alone cannot tell a jump from a bend", () => {
    expect(geometryJumps([380, 395, 405].map((w) => legendChart(w)))).toEqual([]);
  });
});
