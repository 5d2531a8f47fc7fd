/**
 * The steps a user sees an extraction go through, declared once: the database column's values, the engine's
 * progress reports and both web screens' labels all come from here.
 */
export const JOB_STAGES = ["queued", "capture", "clean", "css", "verify", "components", "save", "done"] as const;
/** A step of the whole job, as stored on the layout (`layouts.stage`). */
export type JobStage = (typeof JOB_STAGES)[number];

/** The steps the extraction engine itself runs, in order (the job adds queued, save and done around them). */
export const ENGINE_STAGES = ["capture", "clean", "css", "verify", "components"] as const satisfies readonly JobStage[];
export type EngineStage = (typeof ENGINE_STAGES)[number];

/** Progress (0..100 of the whole job) at which each step starts; capture and verify get the most room, being slowest. */
export const STAGE_PROGRESS: Record<JobStage, number> = {
  queued: 0,
  capture: 5,
  clean: 45,
  css: 55,
  verify: 70,
  components: 90,
  save: 95,
  done: 100,
};

export const STAGE_LABELS: Record<JobStage, string> = {
  queued: "Waiting for a free worker",
  capture: "Rendering the page",
  clean: "Cleaning the markup",
  css: "Collecting styles",
  verify: "Checking fidelity",
  components: "Finding components",
  save: "Saving your layout",
  done: "Done",
};

/** Progress at which the step after `stage` starts, so a step's own progress can be spread up to it. */
export function nextStageProgress(stage: JobStage): number {
  const next = JOB_STAGES[JOB_STAGES.indexOf(stage) + 1];
  return next ? STAGE_PROGRESS[next] : 100;
}

/** What the user reads for a job at `stage`: a waiting job's place in the queue when known, else the stage's label. */
export function stageLabel(stage: JobStage, queuedBehind?: number): string {
  if (stage !== "queued" || !queuedBehind) return STAGE_LABELS[stage];
  return `Queued behind ${queuedBehind} ${queuedBehind === 1 ? "job" : "jobs"}`;
}
