import puppeteer from "puppeteer-core";
import type { BrowserPool } from "../browser/pool.ts";
import { extractLayout, type ExtractionResult } from "../extract/extract.ts";
import type { EngineStage } from "../contract/job-stages.ts";
import { serveThreadTasks } from "./thread-side.ts";
import { warmUpEngine } from "../extract/warm-up.ts";
import { currentThreadId } from "../browser/cpu-time.ts";

export interface ExtractTask {
  url: string;
  /** The job's browser and its incognito context (routed through the job's egress proxy), made by the main thread. */
  browserWSEndpoint: string;
  contextId: string;
  limits?: { navigationMs?: number };
  /** Run the engine on the built-in warm-up page, answered from memory (extract/warm-up.ts). */
  warmUp?: boolean;
}

export type StageMessage =
  | { stage: EngineStage; progress: number }
  /** Sent first: the thread's kernel id, so the job can measure the thread's CPU time as its work. */
  | { tid: number };

// The extraction thread: the whole engine (capture, the Node-side passes, verification) runs here, talking to the
// main thread's browser over its own DevTools connection, so its CPU work never blocks the request thread.
serveThreadTasks<ExtractTask, ExtractionResult>(async (task, post) => {
  const tid = currentThreadId();
  if (tid !== undefined) post({ tid } satisfies StageMessage);
  const browser = await puppeteer.connect({
    browserWSEndpoint: task.browserWSEndpoint,
    protocolTimeout: 20_000,
    defaultViewport: { width: 1280, height: 800 },
  });
  try {
    const context = browser.browserContexts().find((c) => c.id === task.contextId);
    if (!context) throw new Error("The job's browser context is gone");
    if (task.warmUp) {
      await warmUpEngine(context, browser);
      return { result: null as unknown as ExtractionResult };
    }
    // The main thread owns the context (and closes it, also when it stops this thread at the time limit).
    const pool: BrowserPool = { withContext: (fn) => fn(context, browser), warm: async () => undefined, close: async () => undefined };
    const result = await extractLayout(task.url, {
      pool,
      limits: task.limits,
      onStage: (stage, progress) => post({ stage, progress } satisfies StageMessage),
    });
    const screenshot = result.screenshot.slice();
    return { result: { ...result, screenshot }, transfer: [screenshot.buffer] };
  } finally {
    await browser.disconnect().catch(() => undefined);
  }
});
