import type { HTTPResponse, Page } from "puppeteer-core";
import { UserFacingError } from "../../errors/user-facing-error.ts";
import { navigationMessage } from "./browser-errors.ts";
import { loadSettled, NeverSettlesError } from "./navigation.ts";
import { pageCall, type PageEvaluate } from "./page-script.ts";
import { setViewportSize, VIEWPORT_HEIGHT } from "./snapshot.ts";

/**
 * Lazy content loads when it intersects the viewport, so the capture first opens one as tall as the page; past this
 * height Chromium's compositor tiles and screenshots get slow and memory-heavy, and the later scroll still reaches
 * what lies further down.
 */
const TALLEST_LAZY_VIEWPORT = 16_000;

/**
 * Opens `url` at `width` and lets lazy content, fonts and the network come to rest while the page is watched for
 * moving on (navigation.ts); then freezes its animations. Fails with a message for the user when the address is not
 * a web page that opens.
 */
export async function openSettledPage(page: Page, url: string, width: number, evaluate: PageEvaluate, limits: { navigationMs: number; maxHeightPx: number }): Promise<void> {
  const settle = async () => {
    // Make every lazy element intersect once: a viewport as tall as the page, then a scroll for scroll-driven code.
    const { height: initialHeight } = await evaluate(pageCall("stamp", 0));
    const tall = Math.min(Math.max(initialHeight, VIEWPORT_HEIGHT), limits.maxHeightPx, TALLEST_LAZY_VIEWPORT);
    if (tall > VIEWPORT_HEIGHT) {
      await setViewportSize(page, width, tall);
      await evaluate(pageCall("settle", 150));
      await setViewportSize(page, width);
    }
    await evaluate(pageCall("nudgeScroll"));
    await page.waitForNetworkIdle({ idleTime: 200, timeout: 1500 }).catch(() => undefined);
    await evaluate(pageCall("settle", 1500));
  };

  await setViewportSize(page, width);
  let response: HTTPResponse | null;
  try {
    response = await loadSettled(page, url, limits.navigationMs, settle);
  } catch (error) {
    if (error instanceof NeverSettlesError) throw new UserFacingError(error.message);
    if (error instanceof UserFacingError) throw error;
    throw new UserFacingError(navigationMessage(url, error as Error, limits.navigationMs));
  }
  if (response && response.status() >= 400) {
    throw new UserFacingError(`The page answered with HTTP ${response.status()} ${response.statusText()}`.trim() + `: check that ${url} opens in a browser.`);
  }
  const contentType = response?.headers()["content-type"] ?? "text/html";
  if (!/html|xml/i.test(contentType)) throw new UserFacingError(`The address does not point to a web page (it returned ${contentType.split(";")[0]}).`);
  // A settle cut short by a hop may have left the tall viewport behind.
  await setViewportSize(page, width);
  await evaluate(pageCall("freeze"));
}
