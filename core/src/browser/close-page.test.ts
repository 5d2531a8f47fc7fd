import type { Page } from "puppeteer-core";
import { describe, expect, it } from "vitest";
import { closePage } from "./close-page.ts";

/** A page whose close() answers as Puppeteer's does for a tab caught between two documents: never, or late. */
function pageClosingAfter(ms: number | null): { page: Page; closed: () => boolean } {
  let closed = false;
  const close = () =>
    ms === null ? new Promise<void>(() => undefined) : new Promise<void>((resolve) => setTimeout(() => ((closed = true), resolve()), ms));
  return { page: { close } as unknown as Page, closed: () => closed };
}

describe("closePage", () => {
  it("returns once the page has closed", async () => {
    const { page, closed } = pageClosingAfter(10);
    await closePage(page, 1_000);
    expect(closed()).toBe(true);
  });

  it("stops waiting on a page that never reports itself closed", async () => {
    const started = performance.now();
    await closePage(pageClosingAfter(null).page, 100);
    expect(performance.now() - started).toBeGreaterThanOrEqual(95);
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it("swallows a close that fails (the tab is already gone)", async () => {
    const page = { close: () => Promise.reject(new Error("Target closed")) } as unknown as Page;
    await expect(closePage(page, 100)).resolves.toBeUndefined();
  });

  it("accepts no page at all (the job failed before opening one)", async () => {
    await expect(closePage(null)).resolves.toBeUndefined();
  });
});
