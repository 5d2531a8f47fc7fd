import type { Page } from "puppeteer-core";
import { WATCH_RESIZES } from "./in-page.gen.ts";
import { PAGE_SYMBOLS } from "./in-page/page-names.ts";

/** Notes, before the page's scripts run, whether any of them can follow a resize (in-page/watch-resizes.ts). */
export async function watchResizeFollowers(page: Page): Promise<void> {
  await page.evaluateOnNewDocument(WATCH_RESIZES);
}

/** Whether a script on the page can follow a resize (an `onresize` handler counts too). Unknown counts as yes. */
export async function followsResize(page: Page): Promise<boolean> {
  return page
    .evaluate((flag) => Boolean((window as unknown as Record<symbol, unknown>)[Symbol.for(flag)] || window.onresize || document.body?.onresize), PAGE_SYMBOLS.followsResize)
    .catch(() => true);
}
