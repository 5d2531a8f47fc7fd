import { describe, expect, it } from "vitest";
import { ENGINE_STAGES, JOB_STAGES, nextStageProgress, STAGE_LABELS, STAGE_PROGRESS } from "./stages.ts";
import { passesAroundVerify, PIPELINE } from "./pipeline.ts";

describe("extraction stages", () => {
  it("rise in progress in the order they run, and every one has a label", () => {
    const progress = JOB_STAGES.map((s) => STAGE_PROGRESS[s]);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(new Set(progress).size).toBe(progress.length);
    for (const stage of JOB_STAGES) expect(STAGE_LABELS[stage].length).toBeGreaterThan(2);
    expect(nextStageProgress("components")).toBe(STAGE_PROGRESS.save);
    expect(nextStageProgress("done")).toBe(100);
  });

  it("are the stages the pipeline's steps report, in the same order, with verify a step of its own", () => {
    const seen = [...new Set(PIPELINE.map((step) => step.stage))];
    expect(["capture", ...seen]).toEqual([...ENGINE_STAGES]);
    const { before, after } = passesAroundVerify();
    expect(before.map((p) => p.stage)).not.toContain("components");
    expect(after.map((p) => p.name)).toEqual(expect.arrayContaining(["components", "rename-classes"]));
    expect(before.length + after.length + 1).toBe(PIPELINE.length);
  });
});
