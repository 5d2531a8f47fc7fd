import { Worker, type ResourceLimits, type Transferable } from "node:worker_threads";
import { threadEntry } from "./thread-script.ts";

/**
 * A small bounded pool of worker threads for CPU-heavy work (CSS passes, export printing), so one heavy request
 * never blocks the event loop other users' requests run on. One task per thread at a time; threads are kept warm
 * between tasks (loading the engine costs more than most tasks). A task's AbortSignal terminates its thread: the
 * time limit is enforced from outside, whatever the task is busy with.
 */
export interface ThreadPool {
  run<T>(task: unknown, options?: RunOptions): Promise<T>;
  /**
   * Starts up to `count` threads now, so the first tasks do not wait for a thread to load its module; resolves
   * when the threads it started have loaded it.
   */
  warm(count?: number): Promise<void>;
  close(): Promise<void>;
}

export interface RunOptions {
  signal?: AbortSignal;
  /**
   * Longest the task may run once it is on a thread; time spent waiting for a thread does not count, so a queue
   * behind someone else's slow task never makes this one fail. Past it the thread is stopped (TaskTimeoutError).
   */
  runLimitMs?: number;
  /**
   * Tasks with the same key (a user) run one at a time, in order; a task whose key is busy lets later tasks with
   * other keys go first, so one user's many heavy tasks hold at most one thread.
   */
  key?: string;
  /** Messages the task posts while it runs (progress). */
  onMessage?: (message: unknown) => void;
  /** Called when the task leaves the queue for a thread (queue positions are counted from this). */
  onStart?: () => void;
  transfer?: Transferable[];
}

export interface ThreadPoolOptions {
  /** The thread's module: it calls `serveThreadTasks` (thread-side.ts). */
  script: URL;
  size: number;
  /** Tasks waiting for a thread beyond this are refused with PoolBusyError. */
  maxQueue?: number;
  resourceLimits?: ResourceLimits;
}

/** Every thread is busy and the queue is full: the caller answers "try again". */
export class PoolBusyError extends Error {}

/** The task ran past its runLimitMs and its thread was stopped. */
export class TaskTimeoutError extends Error {}

/** The thread died under the task (out of memory, crash): not the task's own error. */
export class ThreadCrashedError extends Error {
  constructor(
    message: string,
    readonly code: string | undefined,
  ) {
    super(message);
  }
}

/** An error thrown inside the thread, carried across as plain data. */
export interface ThreadError {
  name: string;
  message: string;
  /** AppError's HTTP status, when it was one. */
  status?: number;
}

export class RemoteTaskError extends Error {
  constructor(readonly remote: ThreadError) {
    super(remote.message);
    this.name = remote.name;
  }
}

interface Job {
  task: unknown;
  options: RunOptions;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

type Reply = { type: "ready" } | { type: "message"; data: unknown } | { type: "done"; result: unknown } | { type: "error"; error: ThreadError };

export function createThreadPool(options: ThreadPoolOptions): ThreadPool {
  const idle: Worker[] = [];
  const queue: Job[] = [];
  let live = 0;
  let closed = false;
  /** Keys with a task on a thread now. */
  const runningKeys = new Set<string>();
  /** Threads whose module has loaded (they said "ready"): a task's run limit starts only then. */
  const ready = new WeakSet<Worker>();
  const maxQueue = options.maxQueue ?? 100;

  const spawn = () => {
    live += 1;
    const { entry, eval: isEval } = threadEntry(options.script);
    const worker = new Worker(entry, { eval: isEval, resourceLimits: options.resourceLimits });
    worker.on("message", (reply: Reply) => void (reply.type === "ready" && ready.add(worker)));
    worker.unref();
    return worker;
  };

  const next = () => {
    while (!closed) {
      const at = queue.findIndex((job) => job.options.key === undefined || !runningKeys.has(job.options.key));
      if (at < 0) return;
      const worker = idle.pop() ?? (live < options.size ? spawn() : null);
      if (!worker) return;
      runOn(worker, queue.splice(at, 1)[0]);
    }
  };

  const retire = (worker: Worker) => {
    live -= 1;
    worker.removeAllListeners();
    void worker.terminate();
    next();
  };

  function runOn(worker: Worker, job: Job) {
    const { signal, onMessage, onStart, transfer, key, runLimitMs } = job.options;
    let settled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    if (key !== undefined) runningKeys.add(key);
    const finish = (ok: boolean, value: unknown, keep: boolean) => {
      if (settled) return;
      settled = true;
      if (key !== undefined) runningKeys.delete(key);
      clearTimeout(timer);
      signal?.removeEventListener("abort", onAbort);
      worker.off("message", onReply);
      worker.off("error", onError);
      worker.off("exit", onExit);
      if (keep && !closed) {
        worker.unref(); // an idle thread does not keep the process alive
        idle.push(worker);
        next();
      } else retire(worker);
      if (ok) job.resolve(value);
      else job.reject(value);
    };
    const onReply = (reply: Reply) => {
      if (reply.type === "ready") startClock();
      else if (reply.type === "message") onMessage?.(reply.data);
      else if (reply.type === "done") finish(true, reply.result, true);
      else finish(false, new RemoteTaskError(reply.error), true);
    };
    const onError = (error: Error & { code?: string }) => finish(false, new ThreadCrashedError(error.message, error.code), false);
    const onExit = (code: number) => finish(false, new ThreadCrashedError(`The worker thread exited (code ${code})`, undefined), false);
    // Terminating is the only way to stop synchronous work in the thread; a fresh thread replaces it later.
    const onAbort = () => finish(false, signal?.reason ?? new Error("Aborted"), false);
    // A fresh thread first loads its module (seconds on a busy machine): the clock starts once it is ready.
    const startClock = () => {
      if (runLimitMs === undefined || timer !== undefined || settled) return;
      timer = setTimeout(() => finish(false, new TaskTimeoutError(`The task ran longer than ${runLimitMs} ms`), false), runLimitMs);
    };
    if (ready.has(worker)) startClock();
    worker.on("message", onReply);
    worker.on("error", onError);
    worker.on("exit", onExit);
    signal?.addEventListener("abort", onAbort, { once: true });
    worker.ref();
    onStart?.();
    worker.postMessage(job.task, transfer ?? []);
  }

  return {
    run<T>(task: unknown, runOptions: RunOptions = {}): Promise<T> {
      if (closed) return Promise.reject(new Error("The thread pool is closed"));
      if (runOptions.signal?.aborted) return Promise.reject(runOptions.signal.reason);
      if (queue.length >= maxQueue) return Promise.reject(new PoolBusyError("Too many tasks are waiting for a worker thread"));
      return new Promise<T>((resolve, reject) => {
        const job: Job = { task, options: runOptions, resolve: resolve as (v: unknown) => void, reject };
        queue.push(job);
        // A task aborted while still queued never starts.
        runOptions.signal?.addEventListener(
          "abort",
          () => {
            const at = queue.indexOf(job);
            if (at >= 0) {
              queue.splice(at, 1);
              reject(runOptions.signal?.reason);
            }
          },
          { once: true },
        );
        next();
      });
    },
    async warm(count = options.size) {
      const started: Promise<void>[] = [];
      while (!closed && live < Math.min(count, options.size)) {
        const worker = spawn();
        idle.push(worker);
        started.push(new Promise((ok) => worker.on("message", (reply: Reply) => void (reply.type === "ready" && ok()))));
      }
      await Promise.all(started);
    },
    async close() {
      closed = true;
      for (const job of queue.splice(0)) job.reject(new Error("The thread pool is closed"));
      await Promise.all(idle.splice(0).map((w) => w.terminate()));
    },
  };
}
