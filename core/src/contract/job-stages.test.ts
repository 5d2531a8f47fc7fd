import { describe, expect, it } from "vitest";
import { JOB_STAGES, nextStageProgress, STAGE_LABELS, STAGE_PROGRESS, stageLabel } from "./job-stages.ts";

describe("extraction stages", () => {
  it("rise in progress in the order they run, and every one has a label", () => {
    const progress = JOB_STAGES.map((s) => STAGE_PROGRESS[s]);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(new Set(progress).size).toBe(progress.length);
    for (const stage of JOB_STAGES) expect(STAGE_LABELS[stage].length).toBeGreaterThan(2);
    expect(nextStageProgress("components")).toBe(STAGE_PROGRESS.save);
    expect(nextStageProgress("done")).toBe(100);
  });

  it("say how many jobs a waiting job is behind", () => {
    expect(stageLabel("queued", 3)).toBe("Queued behind 3 jobs");
    expect(stageLabel("queued", 1)).toBe("Queued behind 1 job");
    expect(stageLabel("queued", 0)).toBe(STAGE_LABELS.queued);
    expect(stageLabel("queued")).toBe(STAGE_LABELS.queued);
    expect(stageLabel("capture", 2)).toBe(STAGE_LABELS.capture);
  });
});
