import { workBudget, type WorkBudget } from "./work-budget.ts";

/** What one settle check costs on an idle machine (a 6 ms timer and a 60 Hz frame): the price checkBudget counts. */
const NOMINAL_CHECK_MS = 25;
/** The recording whose checks quiet() counts (one recording runs at a time in a page). */
let current: WorkBudget | null = null;

const wait = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));
const frame = () => Promise.race([new Promise<void>((r) => requestAnimationFrame(() => r())), wait(50)]);

/**
 * Waits until a check (a frame and a short timer, which covers a library's 5 ms "transition" timer) sees no new
 * mutation, bounded.
 */
export async function quiet(count: () => number, maxMs = 800): Promise<void> {
  const start = performance.now();
  // Counted once the step's own work is in: its mutation records reach their observer in a microtask, and a
  // framework (React) applies a click's state in a microtask of its own, so read right after the click the count
  // would always be stale and every step would pay a second check. A zero timer lets both run first.
  await wait(0);
  let last = count();
  while (performance.now() - start < maxMs) {
    // The timer and the frame run side by side: a check lasts a frame (the timer, 6 ms, fires inside it), not both.
    await Promise.all([wait(6), frame()]);
    current?.spend();
    const n = count();
    if (n === last) return;
    last = n;
  }
}

/** Starts counting quiet()'s settle checks against `budgetMs` of work. */
export function checkBudget(budgetMs: number): WorkBudget {
  current = workBudget(budgetMs, NOMINAL_CHECK_MS);
  return current;
}
