import { afterAll, describe, expect, it } from "vitest";
import { createThreadPool, PoolBusyError, RemoteTaskError, TaskTimeoutError, ThreadCrashedError } from "./thread-pool.ts";
import type { TestTask } from "./testing/test-thread.ts";

const script = new URL("./testing/test-thread.ts", import.meta.url);

describe("worker thread pool", () => {
  const pool = createThreadPool({ script, size: 2, maxQueue: 2, resourceLimits: { maxOldGenerationSizeMb: 64 } });
  afterAll(() => pool.close());
  const run = <T>(task: TestTask, options = {}) => pool.run<T>(task, options);

  it("runs a TypeScript task in a thread, with its progress messages and a transferred result", async () => {
    const messages: unknown[] = [];
    const result = await run<{ text: string; bytes: Uint8Array }>({ kind: "echo", text: "hello" }, { onMessage: (m: unknown) => messages.push(m) });
    expect(result.text).toBe("HELLO");
    expect(new TextDecoder().decode(result.bytes)).toBe("hello");
    expect(messages).toEqual([{ step: 1 }, { step: 2 }]);
  });

  it("carries a task's own error back with its HTTP status", async () => {
    const error = await run({ kind: "fail" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RemoteTaskError);
    expect((error as RemoteTaskError).remote).toEqual({ name: "AppError", message: "The layout's CSS could not be read", status: 422 });
  });

  it("stops a thread stuck in synchronous work when the task is aborted, and keeps serving", async () => {
    const controller = new AbortController();
    const stuck = run({ kind: "spin" }, { signal: controller.signal });
    // The main thread is free while the thread spins: this timer fires and aborts the task.
    setTimeout(() => controller.abort(new Error("time limit")), 300);
    await expect(stuck).rejects.toThrow("time limit");
    expect(await run<{ text: string }>({ kind: "echo", text: "after" })).toMatchObject({ text: "AFTER" });
  });

  it("refuses work beyond the queue bound instead of piling it up", async () => {
    const controller = new AbortController();
    const busy = [run({ kind: "spin" }, { signal: controller.signal }), run({ kind: "spin" }, { signal: controller.signal })];
    const queued = [run({ kind: "echo", text: "a" }), run({ kind: "echo", text: "b" })];
    await expect(run({ kind: "echo", text: "c" })).rejects.toBeInstanceOf(PoolBusyError);
    controller.abort(new Error("done"));
    await Promise.allSettled(busy);
    expect(await Promise.all(queued)).toMatchObject([{ text: "A" }, { text: "B" }]);
  });

  it("loses only the thread when a task runs out of its heap", async () => {
    const error = await run({ kind: "hog" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ThreadCrashedError);
    expect((error as ThreadCrashedError).code).toBe("ERR_WORKER_OUT_OF_MEMORY");
    expect(await run<{ text: string }>({ kind: "echo", text: "alive" })).toMatchObject({ text: "ALIVE" });
  });

  it("counts only time on a thread against a task's run limit, never time waiting for one", async () => {
    const single = createThreadPool({ script, size: 1 });
    try {
      const stuck = single.run({ kind: "spin" }, { runLimitMs: 400 });
      // Waits the whole 400 ms behind the spinning task, then runs: its own limit starts only then.
      const queued = single.run<{ text: string }>({ kind: "echo", text: "queued" }, { runLimitMs: 400 });
      await expect(stuck).rejects.toBeInstanceOf(TaskTimeoutError);
      expect(await queued).toMatchObject({ text: "QUEUED" });
    } finally {
      await single.close();
    }
  });

  it("runs one task per key at a time, letting other keys' tasks past a busy key", async () => {
    const controller = new AbortController();
    const settled: string[] = [];
    const track = <T>(name: string, task: Promise<T>) => task.finally(() => settled.push(name));
    const heavy = track("a1", run({ kind: "spin" }, { key: "a", signal: controller.signal }));
    const second = track("a2", run({ kind: "echo", text: "a2" }, { key: "a" }));
    // The second thread is free, but "a" already has a task on a thread: "b" goes first.
    expect(await track("b", run({ kind: "echo", text: "b" }, { key: "b" }))).toMatchObject({ text: "B" });
    expect(settled).toEqual(["b"]);
    controller.abort(new Error("done"));
    await heavy.catch(() => undefined);
    expect(await second).toMatchObject({ text: "A2" });
    expect(settled).toEqual(["b", "a1", "a2"]);
  });

  it("loads a warmed thread's module before the first task asks for it", async () => {
    const warmed = createThreadPool({ script, size: 1 });
    try {
      await warmed.warm();
      const asked = Date.now();
      const { text } = await warmed.run<{ text: string }>({ kind: "born" });
      // Whole milliseconds: Date.now() floors, the thread's clock has fractions of the same millisecond.
      expect(Math.floor(Number(text))).toBeLessThanOrEqual(asked);
    } finally {
      await warmed.close();
    }
  });
});
