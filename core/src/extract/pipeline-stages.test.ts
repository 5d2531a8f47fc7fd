import { describe, expect, it } from "vitest";
import { ENGINE_STAGES } from "../contract/job-stages.ts";
import { passesAroundVerify, PIPELINE } from "./pipeline.ts";

describe("the pipeline's stages", () => {
  it("are the stages the pipeline's steps report, in the same order, with verify a step of its own", () => {
    const seen = [...new Set(PIPELINE.map((step) => step.stage))];
    expect(["capture", ...seen]).toEqual([...ENGINE_STAGES]);
    const { before, after } = passesAroundVerify();
    expect(before.map((p) => p.stage)).not.toContain("components");
    expect(after.map((p) => p.name)).toEqual(expect.arrayContaining(["components", "rename-classes"]));
    expect(before.length + after.length + 1).toBe(PIPELINE.length);
  });
});
