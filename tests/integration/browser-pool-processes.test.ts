import { afterAll, describe, expect, it } from "vitest";
import { readdirSync, readFileSync } from "node:fs";
import { createBrowserPool } from "@layoutlift/core/browser/pool";

// The worker's browser holds only what jobs use (issue 27's memory target: a 20-page site within 1.5 GB): no idle
// startup tab with its renderer, no zygotes, no GPU process, no spare renderer. Real Chromium, its processes read
// from /proc.

/** The kinds of Chromium processes below `root` (renderer, utility, zygote, gpu-process...), one entry per process. */
function childKinds(root: number): string[] {
  const kinds: string[] = [];
  const below = new Set([root]);
  // Parents come before children in /proc's pid order often enough, but not always: repeat until nothing is added.
  for (let grew = true; grew; ) {
    grew = false;
    for (const name of readdirSync("/proc")) {
      if (!/^\d+$/.test(name) || below.has(Number(name))) continue;
      try {
        const stat = readFileSync(`/proc/${name}/stat`, "utf8");
        const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
        if (!below.has(ppid)) continue;
        below.add(Number(name));
        grew = true;
        kinds.push(/--type=([\w-]+)/.exec(readFileSync(`/proc/${name}/cmdline`, "utf8"))?.[1] ?? "other");
      } catch {
        // Ended between the listing and the read.
      }
    }
  }
  return kinds.sort();
}

describe("the worker's browser processes", { timeout: 60_000 }, () => {
  const pool = createBrowserPool();
  afterAll(() => pool.close());

  it("runs no renderer until a job opens a page, and one per job page, without zygotes or a GPU process", async () => {
    let pid = 0;
    let during: string[] = [];
    const text = await pool.withContext(async (context, browser) => {
      pid = browser.process()!.pid!;
      // Chromium's startup tab is gone: the default context has no page.
      expect(await browser.pages()).toEqual([]);
      const page = await context.newPage();
      await page.goto("data:text/html,<p>A job's page</p>");
      during = childKinds(pid);
      return page.evaluate(() => document.body.textContent);
    });
    expect(text).toBe("A job's page");
    expect(during.filter((k) => k === "renderer")).toHaveLength(1);
    expect(during).not.toContain("zygote");
    expect(during).not.toContain("gpu-process");
    // The job's context is closed: its renderer ends, and no spare one is started for a next tab.
    let after = childKinds(pid);
    for (const deadline = Date.now() + 10_000; after.includes("renderer") && Date.now() < deadline; ) {
      await new Promise((r) => setTimeout(r, 200));
      after = childKinds(pid);
    }
    expect(after.filter((k) => k === "renderer")).toEqual([]);
  });
});
