import { describe, expect, it } from "vitest";
import { AppError } from "../errors.ts";
import { poolFailure, type PoolAnswers } from "./pool-answers.ts";
import { PoolBusyError, RemoteTaskError, TaskTimeoutError, ThreadCrashedError } from "./thread-pool.ts";

const answers: PoolAnswers = { tooSlow: { status: 422, message: "slow" }, tooLarge: { status: 413, message: "large" }, busy: "busy" };
const answer = (error: unknown) => {
  const out = poolFailure(error, answers);
  return out instanceof AppError ? [out.status, out.message] : out;
};

describe("poolFailure", () => {
  it("answers the pool's own limits with the caller's statuses and words", () => {
    expect(answer(new TaskTimeoutError("ran 15 s"))).toEqual([422, "slow"]);
    expect(answer(new ThreadCrashedError("heap", "ERR_WORKER_OUT_OF_MEMORY"))).toEqual([413, "large"]);
    expect(answer(new PoolBusyError("full"))).toEqual([503, "busy"]);
  });

  it("keeps a status the thread chose and passes anything else through unchanged", () => {
    expect(answer(new RemoteTaskError({ name: "AppError", message: "too deep", status: 400 }))).toEqual([400, "too deep"]);
    const plain = new RemoteTaskError({ name: "TypeError", message: "bug" });
    expect(answer(plain)).toBe(plain);
    const other = new Error("other");
    expect(answer(other)).toBe(other);
  });
});
