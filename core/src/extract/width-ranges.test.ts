import { describe, expect, it } from "vitest";
import { aboveCaptureStarts, aboveCaptureWidths, boundaryBetween, narrowStretchEnds, stretchEnds, unsampledStretches, widthRanges } from "./width-ranges.ts";

const BOOTSTRAP = [576, 768, 992, 1200, 1400];

describe("unsampledStretches", () => {
  it("samples Bootstrap's 576–767 stretch, the only one between the measured widths that holds none of them", () => {
    expect(unsampledStretches([1280, 768, 390, 1024, 560], BOOTSTRAP)).toEqual([671]);
  });

  it("ignores breakpoints outside the measured widths and stretches that hold a measured width", () => {
    expect(unsampledStretches([1280, 390], [320, 1400])).toEqual([]);
    expect(unsampledStretches([1280, 768, 390], [700])).toEqual([]);
  });

  it("takes the widest empty stretches first, at most max, widest width first", () => {
    // Stretches without a measured width: 400–499 (100), 500–899 (400), 900–1199 (300).
    expect(unsampledStretches([1280, 390], [400, 500, 900, 1200], 2)).toEqual([1049, 699]);
  });

  it("needs measured widths", () => {
    expect(unsampledStretches([], BOOTSTRAP)).toEqual([]);
  });
});

describe("widthRanges", () => {
  it("switches at the page's breakpoint between two widths, else halfway", () => {
    expect(boundaryBetween(560, 768, BOOTSTRAP)).toBe(576);
    expect(boundaryBetween(390, 560, BOOTSTRAP)).toBe(475);
    expect([...widthRanges([1280, 768, 390], BOOTSTRAP)]).toEqual([
      [1280, "(min-width: 992px)"],
      [768, "(min-width: 576px) and (max-width: 991.98px)"],
      [390, "(max-width: 575.98px)"],
    ]);
  });
});

describe("narrowStretchEnds", () => {
  it("samples both ends of the phone stretch the narrowest capture sits in, down to the smallest phones", () => {
    expect(narrowStretchEnds([1280, 768, 390], BOOTSTRAP, 320)).toEqual([575, 320]);
    expect(narrowStretchEnds([1280, 768, 320], BOOTSTRAP, 320)).toEqual([575]);
    expect(narrowStretchEnds([1280, 390], [], 320)).toEqual([320]);
  });
});

describe("stretchEnds", () => {
  it("lists both ends of every stretch between breakpoints, widest first, leaving out sampled widths", () => {
    expect(stretchEnds(320, 1280, [576, 768, 992, 1400], [1280, 768, 390])).toEqual([992, 991, 767, 576, 575, 320]);
  });

  it("covers the whole range when the page has no breakpoints", () => {
    expect(stretchEnds(320, 1280, [], [1280])).toEqual([320]);
  });
});

describe("aboveCaptureWidths", () => {
  it("samples up to wide desktops only where the page's CSS changes above the widest capture", () => {
    // Bootstrap: its container grows from 1140 to 1320 px at 1400.
    expect(aboveCaptureWidths([1280, 768, 390], [576, 768, 992, 1200, 1400])).toEqual({ top: 1920, widths: [1920, 1400, 1399, 1281] });
    expect(aboveCaptureWidths([1280, 768, 390], [576, 768, 992, 1200])).toBeNull();
    expect(aboveCaptureWidths([1280], [2560])).toEqual({ top: 2560, widths: [2560, 2559, 1281] });
  });

  it("takes one picture per stretch above the captures, at its start", () => {
    expect(aboveCaptureStarts([1280, 768, 390], [576, 768, 992, 1200, 1400])).toEqual([1920, 1400]);
    expect(aboveCaptureStarts([1280, 768, 390], [576, 768, 992, 1200])).toEqual([]);
  });
});
