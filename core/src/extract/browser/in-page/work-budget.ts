/**
 * A recording's budget counted in work at its idle price rather than by the clock: on a busy machine every frame and
 * timer comes later, and a clock budget then recorded less of the same page (issue 29). The clock still bounds it,
 * at WALL_SLACK times the budget, so a page that never lets a unit finish cannot hold the capture.
 */
const WALL_SLACK = 4;

export interface WorkBudget {
  /** Counts `units` more of work (a settle check, a frame waited for). */
  spend(units?: number): void;
  /** The budget used so far: the units at their idle price. */
  usedMs(): number;
  /** True once the units cost more than the budget, or the clock passed WALL_SLACK times it. */
  spent(): boolean;
}

/** A budget of `budgetMs` in units that cost `unitMs` each on an idle machine. */
export function workBudget(budgetMs: number, unitMs: number): WorkBudget {
  const started = performance.now();
  let units = 0;
  const usedMs = () => units * unitMs;
  return {
    spend: (n = 1) => void (units += n),
    usedMs,
    spent: () => usedMs() > budgetMs || performance.now() - started > budgetMs * WALL_SLACK,
  };
}
