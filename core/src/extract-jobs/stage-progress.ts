import type { extractionStages } from "../db/schema/layouts.ts";

export type ExtractionStage = (typeof extractionStages)[number];
export type EngineStage = "capture" | "clean" | "css" | "verify" | "components";

/** Share of the whole job each stage covers (capture is the slow one: loading, scrolling, three snapshots). */
const STAGE_SPANS: Record<EngineStage | "save", [number, number]> = {
  capture: [0, 45],
  clean: [45, 55],
  css: [55, 70],
  verify: [70, 88],
  components: [88, 95],
  save: [95, 99],
};

/**
 * Overall percentage for a stage report. The engine reports progress within the stage as 0..1; a value above 1 is
 * read as an overall percentage. Never 100 before the layout is saved.
 */
export function overallProgress(stage: EngineStage | "save", progress: number): number {
  const [start, end] = STAGE_SPANS[stage];
  if (!Number.isFinite(progress)) return start;
  const value = progress > 1 ? progress : start + Math.max(0, progress) * (end - start);
  return Math.round(Math.min(99, Math.max(start, Math.min(end, value))));
}
