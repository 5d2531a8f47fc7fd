import { AppError } from "../../errors.ts";
import { serveThreadTasks } from "../thread-side.ts";

/** A thread for thread-pool.test.ts: echoes, reports progress, fails, spins forever or allocates without end. */
export type TestTask = { kind: "echo"; text: string } | { kind: "fail" } | { kind: "spin" } | { kind: "hog" } | { kind: "born" };

/** When this thread's module finished loading (epoch ms). */
const loadedAt = performance.timeOrigin + performance.now();

serveThreadTasks<TestTask, { text: string; bytes: Uint8Array }>(async (task, post) => {
  if (task.kind === "fail") throw new AppError(422, "The layout's CSS could not be read");
  if (task.kind === "spin") for (;;);
  if (task.kind === "hog") {
    const hoard: string[][] = [];
    for (let i = 0; ; i++) hoard.push(Array.from({ length: 10_000 }, (_, j) => `${i}-${j}`));
  }
  if (task.kind === "born") return { result: { text: String(loadedAt), bytes: new Uint8Array() } };
  post({ step: 1 });
  post({ step: 2 });
  const bytes = new TextEncoder().encode(task.text);
  return { result: { text: task.text.toUpperCase(), bytes }, transfer: [bytes.buffer] };
});
