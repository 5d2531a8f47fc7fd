import type { ExportQueueStatus } from "../contract/export.ts";

/**
 * The line of exports (printing and waiting), in the order they asked, so a waiting user can be told how many are
 * ahead of theirs and roughly when theirs starts. In memory: right for one process (the local server, one Lambda).
 */
interface Entry {
  userId: string;
  /** When it went onto a thread (ms), null while waiting. */
  startedAt: number | null;
}

const line: Entry[] = [];
/** Recent run times (ms), newest last: the estimate's basis. */
const recent: number[] = [];
/** Until an export has finished: a typical export of a real layout. */
const DEFAULT_RUN_MS = 5_000;

export interface LineTicket {
  started(): void;
  finished(): void;
}

/** Puts an export in line; the caller says when it starts on a thread and when it is done (either way). */
export function joinLine(userId: string, now: () => number = Date.now): LineTicket {
  const entry: Entry = { userId, startedAt: null };
  line.push(entry);
  return {
    started: () => void (entry.startedAt = now()),
    finished() {
      const at = line.indexOf(entry);
      if (at >= 0) line.splice(at, 1);
      if (entry.startedAt !== null) {
        recent.push(now() - entry.startedAt);
        if (recent.length > 20) recent.shift();
      }
    },
  };
}

const typicalRunMs = () => (recent.length ? recent.reduce((a, b) => a + b, 0) / recent.length : DEFAULT_RUN_MS);

/**
 * Where this user's exports stand: how many exports (anyone's, their own earlier ones included) are ahead of their
 * first waiting one, and estimates of when it starts and when their first export finishes (seconds, at least 1).
 * `threads` is how many exports print at once.
 */
export function queueStatusOf(userId: string, threads: number, now = Date.now()): ExportQueueStatus {
  const mine = line.filter((e) => e.userId === userId);
  const running = mine.filter((e) => e.startedAt !== null).length;
  const firstWaiting = line.findIndex((e) => e.userId === userId && e.startedAt === null);
  const ahead = firstWaiting < 0 ? 0 : firstWaiting;
  const typical = typicalRunMs();
  // The ones printing now finish in what is left of a typical run; the rest take a typical run each, `threads` at a time.
  const remaining = line.slice(0, ahead).map((e) => (e.startedAt === null ? typical : Math.max(0, typical - (now - e.startedAt))));
  const startsInMs = remaining.length ? remaining.reduce((a, b) => a + b, 0) / Math.max(1, threads) : 0;
  const ownFirst = mine[0];
  const firstDoneMs = !ownFirst
    ? 0
    : ownFirst.startedAt !== null
      ? Math.max(0, typical - (now - ownFirst.startedAt))
      : startsInMs + typical;
  const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));
  return {
    inProgress: mine.length,
    running,
    waiting: mine.length - running,
    ahead,
    startsInSeconds: firstWaiting < 0 ? 0 : seconds(startsInMs),
    retryAfterSeconds: seconds(firstDoneMs),
  };
}
