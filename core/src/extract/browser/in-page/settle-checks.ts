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
  // Counted from the call: a step that changed nothing more after it settles at the first check, not the second.
  let last = count();
  while (performance.now() - start < maxMs) {
    await wait(6);
    await frame();
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
