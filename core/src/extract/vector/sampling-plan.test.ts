import { describe, expect, it } from "vitest";
import { nextProbe, stretchEnds, type Between } from "./sampling-plan.ts";

describe("stretchEnds", () => {
  it("lists both ends of every stretch between breakpoints, widest first, leaving out sampled widths", () => {
    expect(stretchEnds(320, 1280, [576, 768, 992, 1400], [1280, 768, 390])).toEqual([992, 991, 767, 576, 575, 320]);
  });

  it("covers the whole range when the page has no breakpoints", () => {
    expect(stretchEnds(320, 1280, [], [1280])).toEqual([320]);
  });
});

describe("nextProbe", () => {
  it("splits a structure change before checking any motion, and the widest unchecked motion first", () => {
    const judge = (lo: number, hi: number): Between => (lo === 500 ? "changes" : hi - lo > 100 ? "moves" : "known");
    expect(nextProbe([320, 500, 575], [576], judge)).toBe(537);
    expect(nextProbe([320, 575], [576], () => "moves")).toBe(447);
  });

  it("stops at neighbouring widths and never splits across a breakpoint", () => {
    expect(nextProbe([400, 401], [], () => "changes")).toBeNull();
    expect(nextProbe([575, 600], [576], () => "changes")).toBeNull();
    expect(nextProbe([320, 575], [], () => "known")).toBeNull();
  });
});
