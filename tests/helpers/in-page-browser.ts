import type { Browser } from "puppeteer-core";
import { afterAll, beforeAll } from "vitest";
import { launchBrowser } from "@layoutlift/core/browser/launch";
import { DEAD_END_PROXY } from "./browser.ts";

/**
 * The product's own puppeteer launcher for a test file that drives in-page code (it runs through page-script's
 * evaluator on a puppeteer Page, not Playwright's): launched before the file's tests, closed after them, and confined
 * to loopback like every test browser (anything else goes to the dead-end proxy). Returns a getter for the browser.
 */
export function inPageBrowserForFile(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser({ extraArgs: [`--proxy-server=${DEAD_END_PROXY}`] });
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error("The in-page test browser is not running (used outside a test?)");
    return browser;
  };
}
