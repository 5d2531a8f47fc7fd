import { parentPort, type Transferable } from "node:worker_threads";
import type { ThreadError } from "./thread-pool.ts";

export interface TaskOutput<R> {
  result: R;
  transfer?: Transferable[];
}

/** Turns any thrown value into data the pool can rebuild on the other side (AppError keeps its status). */
export function toThreadError(error: unknown): ThreadError {
  const e = error as { name?: string; message?: string; status?: unknown } | null;
  return {
    name: typeof e?.name === "string" ? e.name : "Error",
    message: typeof e?.message === "string" ? e.message : String(error),
    ...(typeof e?.status === "number" ? { status: e.status } : {}),
  };
}

/** The thread's side of thread-pool.ts: one task at a time, progress through `post`, the result or error back. */
export function serveThreadTasks<T, R>(handle: (task: T, post: (message: unknown) => void) => Promise<TaskOutput<R>>): void {
  const port = parentPort;
  if (!port) throw new Error("serveThreadTasks runs inside a worker thread only");
  // The pool starts a task's run limit from here: loading this module is not the task's time.
  port.postMessage({ type: "ready" });
  port.on("message", async (task: T) => {
    try {
      const { result, transfer } = await handle(task, (data) => port.postMessage({ type: "message", data }));
      port.postMessage({ type: "done", result }, transfer ?? []);
    } catch (error) {
      port.postMessage({ type: "error", error: toThreadError(error) });
    }
  });
}
