/**
 * What one settle check costs on an idle machine (a 6 ms timer and a 60 Hz frame). A recording's budget counts
 * checks at this price rather than the clock: on a busy machine every check takes longer, and a clock budget then
 * records fewer controls of the same page (issue 29). The clock still bounds it, at WALL_SLACK times the budget.
 */
const NOMINAL_CHECK_MS = 25;
const WALL_SLACK = 4;
let checks = 0;

const wait = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));
const frame = () => Promise.race([new Promise<void>((r) => requestAnimationFrame(() => r())), wait(50)]);

/**
 * Waits until a check (a frame and a short timer, which covers a library's 5 ms "transition" timer) sees no new
 * mutation, bounded.
 */
export async function quiet(count: () => number, maxMs = 800): Promise<void> {
  const start = performance.now();
  let last = -1;
  while (performance.now() - start < maxMs) {
    await wait(6);
    await frame();
    checks++;
    const n = count();
    if (n === last) return;
    last = n;
  }
}

export interface WorkBudget {
  /** True once the checks made since it started cost more than the budget, or the clock passed WALL_SLACK times it. */
  spent(): boolean;
  /** The budget used so far: checks at their idle price. */
  usedMs(): number;
}

/** Starts counting settle checks against `budgetMs` (one recording runs at a time in a page). */
export function workBudget(budgetMs: number): WorkBudget {
  const started = performance.now();
  checks = 0;
  const usedMs = () => checks * NOMINAL_CHECK_MS;
  return { usedMs, spent: () => usedMs() > budgetMs || performance.now() - started > budgetMs * WALL_SLACK };
}
