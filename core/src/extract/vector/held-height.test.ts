import { describe, expect, it } from "vitest";
import { sizedSample as sample } from "../testing/canvas-record-builders.ts";
import { heldHeight, heldRatio } from "./held-height.ts";

describe("heldRatio", () => {
  it("finds the simplest ratio of width to height every sample keeps within its rounding", () => {
    // Chart.js: a height of the width over the ratio, in tenths of a px (900 × 380 canvas attributes: 45 / 19).
    expect(heldRatio([sample(1018.656, 430.1, 1018, 430), sample(805.328, 340, 805, 340), sample(528, 222.891, 528, 222)])).toEqual([45, 19]);
    expect(heldRatio([sample(704.688, 352.297, 704, 352), sample(502, 251, 502, 251), sample(332, 166, 332, 166)])).toEqual([2, 1]);
  });

  it("is null for a height that does not follow the width", () => {
    expect(heldRatio([sample(516, 260, 516, 260), sample(332, 260, 332, 260)])).toBeNull();
  });
});

describe("heldHeight", () => {
  it("rounds a held height to tenths where the page did (Chart.js), and leaves it unrounded otherwise", () => {
    // Heights as layout gives them back: 430.1 px as 430.094, 176.5 as 176.5.
    expect(heldHeight([sample(1018.656, 430.094, 1018, 430), sample(418, 176.5, 418, 176), sample(376, 158.797, 376, 158)])).toEqual({ ratio: [45, 19], step: 0.1 });
    expect(heldHeight([sample(403, 170.156, 403, 170), sample(503, 212.378, 503, 212)])).toEqual({ ratio: [45, 19], step: null });
    expect(heldHeight([sample(516, 260, 516, 260), sample(332, 260, 332, 260)])).toBeNull();
  });
});
