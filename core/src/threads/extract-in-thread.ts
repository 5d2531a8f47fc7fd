import { UserFacingError } from "../errors/user-facing-error.ts";
import type { ExtractLayoutFn, ExtractLayoutResult } from "../extract-jobs/extract-layout-fn.ts";
import type { ExtractTask, StageMessage } from "./extract-thread.ts";
import { createThreadPool, RemoteTaskError, ThreadCrashedError } from "./thread-pool.ts";
import { threadScript } from "./thread-script.ts";
import type { BrowserPool } from "../browser/pool.ts";
import { WARM_UP_URL } from "../extract/warm-up.ts";
import { startEgressProxy } from "../net/egress-proxy.ts";

/** Engine runs on the built-in page per thread at start-up (about a second each, in the background). */
const WARM_UP_ROUNDS = 3;

export const PAGE_TOO_HEAVY = "The page is too large to extract (it needed more memory than an extraction may use). Try another page.";

export interface ThreadedExtract {
  /** The engine as the job pipeline calls it, run in a worker thread. */
  extract: ExtractLayoutFn;
  /** Runs the engine once in every thread on a built-in page (no network), so the first job runs on warm code. */
  warm(browsers: BrowserPool): Promise<void>;
  close(): Promise<void>;
}

/**
 * The extraction engine off the request thread: one thread per running job (`size` = the worker's concurrency).
 * The main thread keeps the browser, the job's incognito context and the egress proxy; the thread connects to that
 * context and runs the engine. The job's abort (its time limit, the byte cap) terminates the thread and closes the
 * context, whatever the engine is busy with.
 */
export function createThreadedExtract(size: number): ThreadedExtract {
  const pool = createThreadPool({
    script: threadScript("extract-thread", new URL("./extract-thread.ts", import.meta.url)),
    size,
    maxQueue: 1000,
    // A smaller young generation than V8's default: an engine thread's heap is only ~25-65 MB (measured after each
    // page of the site bench), and the default nursery, kept resident per thread, added to every job running at once.
    // With it the site bench's peak fell ~40-70 MB and neither its CPU time nor its engine time grew
    // (tests/bench/sites.bench.ts).
    resourceLimits: { maxOldGenerationSizeMb: 1536, maxYoungGenerationSizeMb: 16 },
  });
  const extract: ExtractLayoutFn = (url, options) =>
    options.pool.withContext(
      async (context, browser) => {
        const task: ExtractTask = { url, browserWSEndpoint: browser.wsEndpoint(), contextId: context.id!, limits: options.limits };
        // Stage writes are chained so the stored progress never goes backwards.
        let stages = Promise.resolve();
        const onMessage = (message: unknown) => {
          const posted = message as StageMessage;
          if ("tid" in posted) return options.onThread?.(posted.tid);
          stages = stages.then(() => options.onStage?.(posted.stage, posted.progress)).catch(() => undefined);
        };
        try {
          const result = await pool.run<ExtractLayoutResult>(task, { signal: options.signal, onMessage });
          await stages;
          return result;
        } catch (error) {
          if (options.signal?.aborted) throw options.signal.reason;
          if (error instanceof RemoteTaskError && error.remote.name === "UserFacingError") throw new UserFacingError(error.message);
          if (error instanceof ThreadCrashedError && error.code === "ERR_WORKER_OUT_OF_MEMORY") throw new UserFacingError(PAGE_TOO_HEAVY);
          throw error;
        }
      },
      options.proxyServer ? { proxyServer: `http://${options.proxyServer}` } : undefined,
    );
  // One warm-up per thread: each is busy until its own run ends, so `size` runs land on `size` threads. The page is
  // answered from memory; what Chromium tries on its own (a preconnect to the page's host) meets a proxy that
  // refuses everything before any name is looked up.
  const warm = async (browsers: BrowserPool) => {
    void pool.warm();
    const closed = await startEgressProxy({ allowPrivate: false, loopbackOnly: true, allowAddresses: [] });
    try {
      // V8 optimises the engine's hot paths only after they have run a few times: one run leaves the first job slower.
      for (let round = 0; round < WARM_UP_ROUNDS; round++) {
        await Promise.all(
          Array.from({ length: size }, () =>
            browsers
              .withContext(
                (context, browser) => pool.run({ url: WARM_UP_URL, warmUp: true, browserWSEndpoint: browser.wsEndpoint(), contextId: context.id! } satisfies ExtractTask),
                { proxyServer: `http://${closed.server}` },
              )
              .catch(() => undefined),
          ),
        );
      }
    } finally {
      await closed.close();
    }
  };
  return { extract, warm, close: () => pool.close() };
}
