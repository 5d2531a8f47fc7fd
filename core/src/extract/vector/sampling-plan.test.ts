import { describe, expect, it } from "vitest";
import { CHANGE_WEIGHT, nextProbe, type Between } from "./sampling-plan.ts";

describe("nextProbe", () => {
  it("splits where a wrong guess covers most: a change of structure weighs CHANGE_WEIGHT px of unchecked motion a px", () => {
    const judge = (changeFrom: number) => (lo: number, hi: number): Between => (lo === changeFrom ? "changes" : hi - lo > 100 ? "moves" : "known");
    // 75 px of change (300) outweighs 180 px of motion.
    expect(nextProbe([320, 500, 575], [576], judge(500))).toBe(537);
    // 15 px of change (60) does not outweigh 240 px of motion: the last px of a change wait for the unchecked stretch.
    expect(nextProbe([320, 560, 575], [576], judge(560))).toBe(440);
    expect(CHANGE_WEIGHT * 15).toBeLessThan(240);
    // At equal weight the change goes first.
    expect(nextProbe([300, 400, 425], [], (lo) => (lo === 400 ? "changes" : "moves"))).toBe(412);
    expect(nextProbe([320, 575], [576], () => "moves")).toBe(447);
  });

  it("stops at neighbouring widths and never splits across a breakpoint", () => {
    expect(nextProbe([400, 401], [], () => "changes")).toBeNull();
    expect(nextProbe([575, 600], [576], () => "changes")).toBeNull();
    expect(nextProbe([320, 575], [], () => "known")).toBeNull();
  });
});
