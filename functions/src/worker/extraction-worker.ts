import type { BrowserPool } from "@layoutlift/core/browser/pool";
import type { ExtractionJobDeps } from "@layoutlift/core/extract-jobs/run-extraction-job";
import { runNextJob } from "@layoutlift/core/extract-jobs/run-next-job";

export interface ExtractionWorker {
  /** Looks for work now instead of at the next poll (called when a job is enqueued). */
  wake(): void;
  /** Stops claiming, waits for running jobs to end, then closes the browser. */
  stop(): Promise<void>;
  /** Resolves once no job is running and none is waiting (tests). */
  idle(): Promise<void>;
  /** Starts the browser and loads the engine now, so the first job after start-up runs as fast as the rest. */
  warm(): Promise<void>;
}

export interface WorkerOptions {
  concurrency: number;
  pollMs?: number;
  /** The pool is owned by the worker and closed on stop. */
  pool: BrowserPool;
  /** Anything else closed on stop, after the last job (the engine's threads); warmed once the browser runs. */
  owned?: { close(): Promise<void>; warm?(browsers: BrowserPool): Promise<void> }[];
}

/**
 * The in-process worker of the local server: `concurrency` loops, each claiming one job at a time from
 * extraction_jobs. Jobs survive a restart in the table; a job left by a dead worker is claimed again once its
 * lease runs out, or failed when it has no attempts left.
 */
export function startExtractionWorker(deps: Omit<ExtractionJobDeps, "pool">, options: WorkerOptions): ExtractionWorker {
  const pollMs = options.pollMs ?? 1000;
  const jobDeps: ExtractionJobDeps = { ...deps, pool: options.pool };
  let stopping = false;
  const sleepers = new Set<() => void>();
  let busy = 0;
  let idleWaiters: (() => void)[] = [];
  let pendingWake = false;

  const sleep = () =>
    new Promise<void>((resolve) => {
      if (pendingWake) {
        pendingWake = false;
        resolve();
        return;
      }
      const timer = setTimeout(done, pollMs);
      function done() {
        clearTimeout(timer);
        sleepers.delete(done);
        resolve();
      }
      sleepers.add(done);
    });

  async function tick(): Promise<boolean> {
    busy += 1;
    try {
      return (await runNextJob(jobDeps)) !== "none";
    } finally {
      busy -= 1;
    }
  }

  async function loop() {
    while (!stopping) {
      let worked = false;
      try {
        worked = await tick();
      } catch (err) {
        if (!stopping) deps.log?.("Extraction worker error", err);
      }
      if (!worked && busy === 0) {
        for (const resolve of idleWaiters) resolve();
        idleWaiters = [];
      }
      if (!worked && !stopping) await sleep();
    }
  }

  const loops = Array.from({ length: options.concurrency }, () => loop());

  return {
    wake() {
      if (sleepers.size > 0) for (const done of [...sleepers]) done();
      else pendingWake = true;
    },
    async stop() {
      stopping = true;
      for (const done of [...sleepers]) done();
      await Promise.all(loops);
      await options.pool.close();
      await Promise.all((options.owned ?? []).map((o) => o.close()));
    },
    async warm() {
      await options.pool.warm();
      await Promise.all((options.owned ?? []).map((owned) => owned.warm?.(options.pool)));
    },
    idle() {
      return new Promise<void>((resolve) => {
        idleWaiters.push(resolve);
        for (const done of [...sleepers]) done();
      });
    },
  };
}
