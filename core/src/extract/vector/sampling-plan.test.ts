import { describe, expect, it } from "vitest";
import { nextProbe, type Between } from "./sampling-plan.ts";

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
