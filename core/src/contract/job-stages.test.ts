import { describe, expect, it } from "vitest";
import { JOB_STAGES, nextStageProgress, STAGE_LABELS, STAGE_PROGRESS } from "./job-stages.ts";

describe("extraction stages", () => {
  it("rise in progress in the order they run, and every one has a label", () => {
    const progress = JOB_STAGES.map((s) => STAGE_PROGRESS[s]);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(new Set(progress).size).toBe(progress.length);
    for (const stage of JOB_STAGES) expect(STAGE_LABELS[stage].length).toBeGreaterThan(2);
    expect(nextStageProgress("components")).toBe(STAGE_PROGRESS.save);
    expect(nextStageProgress("done")).toBe(100);
  });
});
