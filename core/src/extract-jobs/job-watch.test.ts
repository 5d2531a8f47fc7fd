import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { watchJob, type WatchLimits } from "./job-watch.ts";

// The watch on a fake clock: `cpu` is the work the job did, moved by each case.
describe("job watch: work, stalls and wall time", () => {
  const limits: WatchLimits = { workMs: 10_000, stallMs: 5_000, wallMs: 60_000 };
  let cpu: number | undefined;
  let failed: string[];
  const start = () => watchJob({ limits, work: () => cpu, fail: (m) => failed.push(m), tickMs: 100 });
  beforeEach(() => {
    vi.useFakeTimers();
    cpu = 0;
    failed = [];
  });
  afterEach(() => vi.useRealTimers());

  it("lets a job on a starved machine run past the work limit in wall time while it keeps working", () => {
    const watch = start();
    // 40 s of wall time at a quarter of a core: 10 s of work would be hit at 40 s; it uses 8 s.
    for (let s = 0; s < 40; s++) {
      cpu! += 200;
      vi.advanceTimersByTime(1000);
    }
    expect(failed).toEqual([]);
    watch.stop();
  });

  it("fails a job whose work passes the limit, naming its step", () => {
    const watch = start();
    watch.progress("verify");
    for (let s = 0; s < 12 && failed.length === 0; s++) {
      cpu! += 1000;
      vi.advanceTimersByTime(1000);
    }
    expect(failed).toEqual(["The page took too long to extract: it needed more than 10 seconds of work (while checking fidelity)."]);
  });

  it("fails a job that neither reports progress nor works, and only once", () => {
    const watch = start();
    watch.progress("css");
    vi.advanceTimersByTime(4_000);
    watch.progress("css");
    vi.advanceTimersByTime(4_000);
    expect(failed).toEqual([]);
    vi.advanceTimersByTime(2_000);
    expect(failed).toEqual(["The page took too long to extract: no progress for 5 seconds while collecting styles."]);
    vi.advanceTimersByTime(10_000);
    expect(failed).toHaveLength(1);
  });

  it("keeps a last-resort wall limit, and counts wall time as work where CPU cannot be read", () => {
    const watch = start();
    for (let s = 0; s < 61 && failed.length === 0; s++) {
      cpu! += 120; // busy enough never to stall, too little to reach the work limit
      watch.progress("capture");
      vi.advanceTimersByTime(1000);
    }
    expect(failed).toEqual(["The page took too long to extract (over 60 seconds in all, while rendering the page)."]);
    cpu = undefined;
    failed = [];
    const blind = start();
    for (let s = 0; s < 11; s++) {
      blind.progress("capture");
      vi.advanceTimersByTime(1000);
    }
    expect(failed[0]).toMatch(/more than 10 seconds of work/);
  });
});
