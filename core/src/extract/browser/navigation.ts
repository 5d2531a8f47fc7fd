import type { Dialog, HTTPRequest, HTTPResponse, Page } from "puppeteer-core";

/** How many navigations a page may make on its own after loading before we give up on it settling. */
export const MAX_HOPS = 5;
/** A page that starts no navigation for this long after its load event has settled. */
const QUIET_MS = 400;
/** Meta refreshes up to this delay are followed at once (a visitor would land there); longer ones are ignored. */
const MAX_REFRESH_DELAY_S = 10;

export class NeverSettlesError extends Error {
  constructor(hops: number) {
    super(`The page kept moving to another address (${hops} times after loading), so there is no settled page to extract. Try the address it finally shows in a browser.`);
    this.name = "NeverSettlesError";
  }
}

/**
 * Alerts, confirms and prompts a page opens while it loads are dismissed at once (a visitor would click them away;
 * waiting would block the page until the navigation times out). Leaving the page is always allowed.
 */
export function dismissDialogs(page: Page): void {
  page.on("dialog", (dialog: Dialog) => {
    const answer = dialog.type() === "beforeunload" ? dialog.accept() : dialog.dismiss();
    answer.catch(() => undefined);
  });
}

/**
 * Opens `url` and follows what the page does on its own afterwards — meta refreshes and script navigations
 * (`location.replace`, form auto-submits) — until it stays on one document for QUIET_MS after its load event.
 * Every hop goes through the same browser context, so the same egress rules apply to it. Returns the response of
 * the document that settled.
 *
 * `settle` is the caller's own waiting on the loaded document (lazy content, fonts, network quiet): it runs inside
 * the quiet window instead of after it, and again on every document the page moves to.
 */
export async function loadSettled(page: Page, url: string, timeoutMs: number, settle: () => Promise<void> = async () => undefined): Promise<HTTPResponse | null> {
  const deadline = Date.now() + timeoutMs;
  let navigationStarted: (() => void) | null = null;
  const onRequest = (request: HTTPRequest) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) navigationStarted?.();
  };
  page.on("request", onRequest);
  try {
    let response = await page.goto(url, { waitUntil: "load", timeout: timeoutMs });
    for (let hops = 0; ; hops++) {
      const remaining = Math.max(1, deadline - Date.now());
      // Registered before the quiet window so a navigation that starts and finishes inside it is still seen.
      const next = page.waitForNavigation({ waitUntil: "load", timeout: remaining }).then(
        (r) => ({ response: r }),
        (error: Error) => ({ error }),
      );
      const started = new Promise<"moved">((resolve) => (navigationStarted = () => resolve("moved")));
      const refresh = await metaRefreshTarget(page);
      if (refresh) await page.evaluate((href) => void location.assign(href), refresh).catch(() => undefined);
      const settled = refresh ? new Promise<never>(() => undefined) : settleUnlessMoved(settle, started);
      const outcome = await Promise.race([started, Promise.all([sleep(QUIET_MS), settled]).then(() => "quiet" as const)]);
      navigationStarted = null;
      if (outcome === "quiet") return response;
      if (hops + 1 > MAX_HOPS) throw new NeverSettlesError(hops + 1);
      const result = await next;
      if ("error" in result) throw result.error;
      response = result.response;
    }
  } finally {
    page.off("request", onRequest);
  }
}

/** Runs `settle`; when the document goes away under it, waits for the navigation to be seen (a moment at most). */
async function settleUnlessMoved(settle: () => Promise<void>, started: Promise<"moved">): Promise<void> {
  try {
    await settle();
  } catch (error) {
    if (!isNavigatedAway(error)) throw error;
    const seen = await Promise.race([started, sleep(2 * QUIET_MS).then(() => null)]);
    if (!seen) throw error;
    await new Promise<never>(() => undefined); // the navigation wins the race in loadSettled
  }
}

/** The address a `<meta http-equiv="refresh">` sends the page to within MAX_REFRESH_DELAY_S, if any. */
async function metaRefreshTarget(page: Page): Promise<string | null> {
  const content = await page
    .evaluate(() => document.querySelector('meta[http-equiv="refresh" i]')?.getAttribute("content") ?? null)
    .catch(() => null);
  if (!content) return null;
  const match = /^\s*(\d+(?:\.\d*)?)\s*(?:[;,]\s*(?:url\s*=\s*)?['"]?([^'"]*)['"]?)?\s*$/i.exec(content);
  if (!match || Number(match[1]) > MAX_REFRESH_DELAY_S || !match[2]) return null;
  try {
    const target = new URL(match[2].trim(), page.url());
    return target.protocol === "http:" || target.protocol === "https:" ? target.href : null;
  } catch {
    return null;
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Errors puppeteer raises when the document it was working in went away because the page navigated. */
export function isNavigatedAway(error: unknown): boolean {
  return /Execution context was destroyed|Cannot find context|frame was detached|navigat/i.test((error as Error)?.message ?? "");
}
