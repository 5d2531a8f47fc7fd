import type { BrowserContext, Page } from "playwright-core";

/**
 * Opens a page the way a visitor would and then does what a visitor might: follow every link, submit every form,
 * hover everything. Whatever a surviving payload runs shows up as a console message or dialog with the canary
 * marker; the page's visible text comes back so tests can check the legitimate content still renders.
 */
export interface PageVisit {
  /** Console messages and dialogs that carry the canary marker. */
  ran: string[];
  text: string;
  /** Uncaught page errors (not failures by themselves: a blocked payload may well throw). */
  errors: string[];
}

export const CANARY = "llpwned";

/**
 * Two animation frames (SMIL and CSS animations sample in the frame, effects and queued tasks run around it), then an
 * idle callback: Chromium calls it only once the page has no more pending work. A page that navigated away instead
 * (a followed link) is waited for until it has loaded.
 */
async function settled(page: Page): Promise<void> {
  await page
    .evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => requestIdleCallback(() => done())))))
    .catch(() => page.waitForLoadState("load"));
}

export async function visitAndPoke(context: BrowserContext, url: string): Promise<PageVisit> {
  const page = await context.newPage();
  const ran: string[] = [];
  const errors: string[] = [];
  page.on("console", (msg) => {
    if (msg.text().includes(CANARY)) ran.push(`console: ${msg.text()}`);
  });
  page.on("dialog", (dialog) => {
    ran.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on("pageerror", (error) => errors.push(error.message));
  try {
    await page.goto(url, { waitUntil: "load" });
    await settled(page); // SVG animations have sampled their first frame, scheduled work and effects have run
    await page.evaluate(() => {
      const risky = (url: string | null | undefined) => {
        if (!url) return false;
        try {
          return !["http:", "https:", "mailto:", "tel:", "sms:"].includes(new URL(url, document.baseURI).protocol);
        } catch {
          return false;
        }
      };
      for (const el of document.querySelectorAll("*")) {
        el.dispatchEvent(new MouseEvent("mouseover", { bubbles: true }));
        el.dispatchEvent(new FocusEvent("focus"));
      }
      for (const a of document.querySelectorAll("a, area")) {
        const href = a instanceof SVGAElement ? a.href.animVal : (a as HTMLAnchorElement).getAttribute("href") === null ? null : (a as HTMLAnchorElement).href;
        if (risky(href)) a.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
      }
      for (const b of document.querySelectorAll<HTMLButtonElement | HTMLInputElement>("button, input[type=submit], input[type=image]")) {
        if (b.form && risky(b.formAction)) b.click();
      }
    });
    await settled(page); // the clicks' and submits' queued navigations have run
    const text = await page.evaluate(() => document.body?.innerText ?? "").catch(() => "");
    return { ran, text, errors };
  } finally {
    await page.close();
  }
}
