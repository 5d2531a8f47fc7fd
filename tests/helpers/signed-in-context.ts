import type { Browser } from "playwright-core";
import { CONDITION_WAIT_MS } from "./browser.ts";
import type { TestServer } from "./server.ts";

/**
 * A browser context signed in as a fresh user through the real session cookie. The suite shares two cores with
 * everything else, so it waits for conditions generously (CONDITION_WAIT_MS) rather than flake on a slow first paint.
 */
export async function signedInContext(s: TestServer, browser: Browser, overrides: Parameters<TestServer["signIn"]>[0] = {}) {
  const { user, cookie } = await s.signIn(overrides);
  const at = cookie.indexOf("=");
  const context = await browser.newContext({ acceptDownloads: true });
  context.setDefaultTimeout(CONDITION_WAIT_MS);
  await context.addCookies([{ name: cookie.slice(0, at), value: cookie.slice(at + 1), url: s.baseUrl, httpOnly: true, sameSite: "Lax" }]);
  return { user, context };
}
