import { STAGE_LABELS, type EngineStage } from "../contract/job-stages.ts";

/** The limits a running job is held to (see limits.ts for their configuration). */
export interface WatchLimits {
  /** CPU the job may use (its browser share and its engine thread). */
  workMs: number;
  /** Longest the job may go without progress: no stage report and (almost) no work. */
  stallMs: number;
  /** Last resort in plain wall time, far above what a loaded machine needs. */
  wallMs: number;
}

/** Work that counts as progress for the stall limit, even without a stage report (a long step still busy). */
const STALL_WORK_MS = 1000;

export interface JobWatch {
  /** The engine reported progress (a stage, or a step within one). */
  progress(stage: EngineStage): void;
  stop(): void;
}

const seconds = (ms: number) => (Math.round(ms / 1000) === 1 ? "1 second" : `${Math.round(ms / 1000)} seconds`);

/**
 * Ends a job that did too much work, stopped making progress, or (last resort) ran far too long, with a sentence
 * naming the step it was at. Waiting for a core on a busy machine is neither work nor a stall: the job goes on.
 */
export function watchJob(options: {
  limits: WatchLimits;
  /** CPU ms the job used so far; undefined where it cannot be measured (wall time counts as work then). */
  work: () => number | undefined;
  fail: (message: string) => void;
  tickMs?: number;
  clock?: () => number;
}): JobWatch {
  const { limits, work, fail } = options;
  const clock = options.clock ?? Date.now;
  const start = clock();
  let stage: EngineStage = "capture";
  let advancedAt = start;
  let advancedWork = 0;
  const step = () => STAGE_LABELS[stage].toLowerCase();

  const check = () => {
    const now = clock();
    const measured = work();
    const used = measured ?? now - start;
    if (measured !== undefined && measured - advancedWork >= STALL_WORK_MS) {
      advancedAt = now;
      advancedWork = measured;
    }
    if (used > limits.workMs) {
      fail(`The page took too long to extract: it needed more than ${seconds(limits.workMs)} of work (while ${step()}).`);
    } else if (now - advancedAt > limits.stallMs) {
      fail(`The page took too long to extract: no progress for ${seconds(limits.stallMs)} while ${step()}.`);
    } else if (now - start > limits.wallMs) {
      fail(`The page took too long to extract (over ${seconds(limits.wallMs)} in all, while ${step()}).`);
    } else return;
    stop();
  };
  const timer = setInterval(check, options.tickMs ?? Math.min(1000, Math.max(50, Math.min(limits.workMs, limits.stallMs) / 10)));
  const stop = () => clearInterval(timer);

  return {
    progress(next) {
      stage = next;
      advancedAt = clock();
      advancedWork = work() ?? 0;
    },
    stop,
  };
}
