import type { Page } from "puppeteer-core";

/** How long a page gets to close before its context is left to take it down. */
const CLOSE_WITHIN_MS = 2_000;

/**
 * Closes a page without waiting on it for ever. Puppeteer's `close()` waits for the tab to report itself gone, and a
 * tab caught between two documents (a page that keeps navigating) may never report it; the job's context is
 * disposed right after, which takes every page in it down anyway.
 */
export async function closePage(page: Page | null, withinMs = CLOSE_WITHIN_MS): Promise<void> {
  if (!page) return;
  let timer: NodeJS.Timeout | undefined;
  const bound = new Promise<void>((resolve) => (timer = setTimeout(resolve, withinMs)));
  try {
    await Promise.race([page.close().catch(() => undefined), bound]);
  } finally {
    clearTimeout(timer);
  }
}
