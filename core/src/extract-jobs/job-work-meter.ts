import { existsSync } from "node:fs";
import type { Browser } from "puppeteer-core";
import type { BrowserPool } from "../browser/pool.ts";
import { processCpuMs, processGroupCpuMs, threadCpuMs } from "../browser/cpu-time.ts";

/**
 * The work one extraction job did, in CPU milliseconds: its share of the browser's process group (the browser is
 * shared by the jobs running at once, so each tick's CPU is split among the contexts open on it) plus the CPU of
 * the thread running its engine (or of this process, when the engine runs on the main thread, as in the CLI).
 * Time spent waiting for a core on a busy machine is not work, so it never counts against the job.
 */
export interface JobWorkMeter {
  /** The job's pool, wrapped so the browser its context runs in is known. */
  pool: BrowserPool;
  /** The engine's worker thread, once it reports its kernel thread id. */
  onThread(tid: number): void;
  /** CPU ms used by the job so far, or undefined where CPU time cannot be read (no /proc): wall time then. */
  read(): number | undefined;
}

export function createJobWorkMeter(pool: BrowserPool): JobWorkMeter {
  const measurable = existsSync("/proc/self/stat");
  let browser: Browser | undefined;
  let groupLast: number | undefined;
  let groupShare = 0;
  let tid: number | undefined;
  let ownLast = processCpuMs();
  let own = 0;

  const sampleGroup = () => {
    const pid = browser?.process()?.pid;
    const now = pid ? processGroupCpuMs(pid) : undefined;
    if (now === undefined) return;
    // The default context is always there; the others are the jobs sharing this browser now.
    const jobs = Math.max(1, (browser?.browserContexts().length ?? 2) - 1);
    if (groupLast !== undefined) groupShare += Math.max(0, now - groupLast) / jobs;
    groupLast = now;
  };
  const sampleOwn = () => {
    const now = tid !== undefined ? threadCpuMs(tid) : processCpuMs();
    if (now === undefined) return;
    own += Math.max(0, now - ownLast);
    ownLast = now;
  };

  return {
    pool: {
      ...pool,
      withContext: (fn, options) =>
        pool.withContext((context, b) => {
          browser = b;
          sampleGroup();
          return fn(context, b);
        }, options),
    },
    onThread(id) {
      sampleOwn();
      tid = id;
      ownLast = threadCpuMs(id) ?? 0;
    },
    read() {
      if (!measurable) return undefined;
      sampleGroup();
      sampleOwn();
      return groupShare + own;
    },
  };
}
