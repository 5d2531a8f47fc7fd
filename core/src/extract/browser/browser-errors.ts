/**
 * Chromium and the DevTools protocol fail with messages written for developers ("Runtime.callFunctionOn timed
 * out. Increase the 'protocolTimeout'…", "Execution context was destroyed"). Users get a sentence about their page
 * instead; the raw message stays with the job for us.
 */

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

/** Why loading the address failed, from Chromium's network error codes. */
export function navigationMessage(url: string, error: Error, navigationMs: number): string {
  const text = error.message;
  const host = hostOf(url);
  if (error.name === "TimeoutError" || /timeout|timed out/i.test(text)) {
    return `The page did not finish loading within ${Math.round(navigationMs / 1000)} seconds. Try again later or try another page.`;
  }
  if (/ERR_NAME_NOT_RESOLVED/.test(text)) return `Could not find ${host}: check the address for typos.`;
  if (/ERR_CONNECTION_REFUSED|ERR_CONNECTION_RESET|ERR_CONNECTION_CLOSED|ERR_EMPTY_RESPONSE/.test(text)) return `${host} refused the connection or closed it without an answer.`;
  if (/ERR_TOO_MANY_REDIRECTS/.test(text)) return `${host} redirects in a loop, so the page never loads.`;
  if (/ERR_TUNNEL_CONNECTION_FAILED|ERR_PROXY|ERR_BLOCKED|ERR_ACCESS_DENIED|ERR_UNSAFE/.test(text)) {
    return `We cannot load ${host}: the address is not reachable from our servers or is not allowed (private and local network addresses are blocked).`;
  }
  if (/ERR_CERT|ERR_SSL/.test(text)) return `${host} has an invalid or untrusted security certificate.`;
  if (/ERR_ABORTED/.test(text)) return `Loading ${host} was interrupted (the address may be a download rather than a web page).`;
  if (/ERR_INTERNET_DISCONNECTED|ERR_NETWORK_CHANGED|ERR_ADDRESS_UNREACHABLE|ERR_TIMED_OUT/.test(text)) {
    return `${host} could not be reached from our servers. Try again later.`;
  }
  if (/ERR_INVALID_RESPONSE|ERR_CONTENT_DECODING_FAILED|ERR_INVALID_HTTP_RESPONSE|ERR_RESPONSE_HEADERS/.test(text)) {
    return `${host} sent an answer the browser could not read. Check that the address opens in a browser.`;
  }
  return browserFailureMessage(error, `Could not load ${host}. Check that the address opens in a browser, then try again.`);
}

/**
 * A DevTools call timed out: the page's renderer was busy. That can be a script that never yields or a page whose
 * styles and content are very heavy to lay out and draw (CSS only), and the renderer cannot be asked which while
 * it is busy; so the message names what we were doing, from the call that timed out, and blames neither.
 */
export const PAGE_BUSY =
  "The page stopped responding while we read it: the browser was busy with it for longer than we allow (running its scripts or laying out its content). Try again later or try another page.";
export const PAGE_SLOW_TO_DRAW =
  "Drawing the page for its screenshot took longer than we allow (its content, images or effects are very heavy to render). Try again later or try another page.";
export const PAGE_SLOW_TO_RESIZE =
  "Laying the page out at another screen width took longer than we allow (its content and styles are very heavy to lay out). Try again later or try another page.";

/** What a timed-out DevTools call was doing (puppeteer's message starts with the method: "Page.captureScreenshot timed out"). */
function timeoutMessage(text: string): string {
  const method = /\b([A-Z]\w+\.\w+) timed out/.exec(text)?.[1] ?? "";
  if (method === "Page.captureScreenshot") return PAGE_SLOW_TO_DRAW;
  if (method.startsWith("Emulation.") || method === "Browser.setWindowBounds") return PAGE_SLOW_TO_RESIZE;
  return PAGE_BUSY;
}
export const PAGE_CRASHED =
  "The page crashed the browser while we read it (it may need too much memory). Try again later or try another page.";
export const PAGE_NAVIGATED =
  "The page kept moving to other addresses while we read it. Try again, or extract the address it ends up on.";
export const PAGE_UNREADABLE = "The browser could not read this page. Try again later or try another page.";

/** What went wrong with the browser while it read a loaded page (scripts, crashes, navigation, protocol). */
export function browserFailureMessage(error: unknown, fallback = PAGE_UNREADABLE): string {
  const text = error instanceof Error ? error.message : String(error);
  if (/timed out|timeout|ms exceeded/i.test(text)) return timeoutMessage(text);
  if (/crash|Target closed|Session closed|Connection closed|has been closed|disconnected|Browser closed/i.test(text)) return PAGE_CRASHED;
  if (/context was destroyed|detached|Cannot find context|navigat/i.test(text)) return PAGE_NAVIGATED;
  return fallback;
}
