import { chromium, type Browser } from "playwright-core";
import { CHROMIUM_FLAGS, resolveChromePath } from "@layoutlift/core/browser/launch";

/**
 * Nothing listens on the discard port: every request that is not to loopback (Chromium's implicit proxy bypass)
 * goes to this proxy and fails at once, so a test page's remote fonts or scripts never leave the machine.
 */
export const DEAD_END_PROXY = "http://127.0.0.1:9";

/** Debian's chromium driven by playwright-core (never a downloaded browser), confined to loopback. */
export async function launchTestBrowser(): Promise<Browser> {
  const { path } = await resolveChromePath(process.env.CHROME_PATH);
  const browser = await chromium.launch({
    executablePath: path,
    // Playwright writes its own --disable-features, and Chromium keeps only the last one: ours would replace it.
    args: [...CHROMIUM_FLAGS.filter((f) => !f.startsWith("--headless") && !f.startsWith("--disable-features=")), `--proxy-server=${DEAD_END_PROXY}`],
    headless: true,
  });
  // Every context (browser.newPage makes one too) waits for a condition as long as a loaded machine needs: Playwright's
  // 30 s default turned a slow step on a busy machine into a red test (a built site's first page, a toast).
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    context.setDefaultTimeout(CONDITION_WAIT_MS);
    return context;
  };
  return browser;
}

/**
 * How long a browser test waits for one condition (a download, an element, a response) before naming it as the
 * step that failed: long enough for a loaded machine, short of the e2e tests' 240 s limit so the failure says where.
 * Playwright's own default (30 s) turned a slow export on a busy machine into a red test.
 */
export const CONDITION_WAIT_MS = 75_000;
