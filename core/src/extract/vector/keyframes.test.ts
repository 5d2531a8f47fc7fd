import { describe, expect, it } from "vitest";
import { essentialFrames, keyframesRule } from "./keyframes.ts";

describe("essentialFrames", () => {
  it("keeps only the ends of a value that moves linearly, whatever the number of samples", () => {
    const xs = [100, 150, 200, 300];
    expect(essentialFrames(xs, xs.map((x) => [x / 2 + 3, 7]))).toEqual([0, 3]);
  });

  it("keeps the samples where the motion bends, and ignores sub-pixel wobble around a line", () => {
    const xs = [100, 200, 300, 400];
    expect(essentialFrames(xs, [[0], [100], [100], [100]])).toEqual([0, 1, 3]);
    expect(essentialFrames(xs, [[0], [100.2], [199.8], [300]])).toEqual([0, 3]);
  });
});

describe("keyframesRule", () => {
  it("places each frame at its width's share of the range", () => {
    const rule = keyframesRule("bar", "d", [{ x: 100, value: 'path("M0 0")' }, { x: 150, value: 'path("M1 1")' }, { x: 300, value: 'path("M2 2")' }], 100, 200);
    expect(rule).toBe('@keyframes bar {\n0% { d: path("M0 0"); }\n25% { d: path("M1 1"); }\n100% { d: path("M2 2"); }\n}');
  });
});
