import { AppError } from "../errors.ts";
import { PoolBusyError, RemoteTaskError, TaskTimeoutError, ThreadCrashedError } from "./thread-pool.ts";

type Status = AppError["status"];

/** What the API answers when a pool task ran past its limit, ran out of memory, or found every thread taken. */
export interface PoolAnswers {
  tooSlow: { status: Status; message: string };
  tooLarge: { status: Status; message: string };
  busy: string;
}

/**
 * A pool task's failure as the API's answer (never a 500 for the pool's own limits): a status the thread chose
 * itself is kept, the pool's limits get the caller's words; anything else is returned as it was.
 */
export function poolFailure(error: unknown, answers: PoolAnswers): unknown {
  if (error instanceof RemoteTaskError && error.remote.status) return new AppError(error.remote.status as Status, error.message);
  if (error instanceof TaskTimeoutError) return new AppError(answers.tooSlow.status, answers.tooSlow.message);
  if (error instanceof ThreadCrashedError) return new AppError(answers.tooLarge.status, answers.tooLarge.message);
  if (error instanceof PoolBusyError) return new AppError(503, answers.busy);
  return error;
}
