import type { Page } from "puppeteer-core";
import { WATCH_SCROLLS } from "./in-page.gen.ts";
import { PAGE_SYMBOLS } from "./in-page/page-names.ts";

/** Notes, before the page's scripts run, whether any of them can follow a scroll (in-page/watch-scrolls.ts). */
export async function watchScrollFollowers(page: Page): Promise<void> {
  await page.evaluateOnNewDocument(WATCH_SCROLLS);
}

/**
 * Whether a script on the page can follow a scroll: a listener, an IntersectionObserver, or an `onscroll` handler
 * (a property, or an attribute anywhere). Unknown counts as yes.
 */
export async function followsScroll(page: Page): Promise<boolean> {
  return page
    .evaluate(
      (flag) =>
        Boolean(
          (window as unknown as Record<symbol, unknown>)[Symbol.for(flag)] ||
            window.onscroll ||
            window.onscrollend ||
            document.onscroll ||
            document.body?.onscroll ||
            document.querySelector("[onscroll], [onscrollend]"),
        ),
      PAGE_SYMBOLS.followsScroll,
    )
    .catch(() => true);
}

/**
 * Whether a script on the page can follow a pointer arriving (a listener for enter/over events, a handler set by
 * script or written as an attribute): only then may a menu open on hover. Unknown counts as yes.
 */
export async function followsHover(page: Page): Promise<boolean> {
  return page
    .evaluate(
      (flag) =>
        Boolean(
          (window as unknown as Record<symbol, unknown>)[Symbol.for(flag)] ||
            document.querySelector("[onmouseenter], [onmouseover], [onpointerenter], [onpointerover]"),
        ),
      PAGE_SYMBOLS.followsHover,
    )
    .catch(() => true);
}
