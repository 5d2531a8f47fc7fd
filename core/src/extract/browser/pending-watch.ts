import type { Page } from "puppeteer-core";
import { WATCH_PENDING } from "./in-page.gen.ts";

/**
 * Counts, before the page's scripts run, the work they schedule (in-page/watch-pending.ts): the behaviour recording
 * then settles a step without waiting a frame when the page has nothing left to run for it.
 */
export async function watchPendingWork(page: Page): Promise<void> {
  await page.evaluateOnNewDocument(WATCH_PENDING);
}
