/**
 * How many tasks of each user are running or waiting for a thread, for a pool that allows each user a few at once.
 * `take` counts one in (or says the user is at the limit); the returned release counts it out exactly once.
 */
export interface PerUserSlots {
  inProgress(userId: string): number;
  /** A release function, or null when the user already has `max` tasks in progress. */
  take(userId: string): (() => void) | null;
}

export function perUserSlots(max: number): PerUserSlots {
  const counts = new Map<string, number>();
  const inProgress = (userId: string) => counts.get(userId) ?? 0;
  return {
    inProgress,
    take(userId) {
      const mine = inProgress(userId);
      if (mine >= max) return null;
      counts.set(userId, mine + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const left = inProgress(userId) - 1;
        if (left > 0) counts.set(userId, left);
        else counts.delete(userId);
      };
    },
  };
}
