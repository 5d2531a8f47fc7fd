import type { Browser, Frame, Page } from "playwright-core";
import { SESSION_COOKIE } from "@layoutlift/core/auth/sessions";
import { CONDITION_WAIT_MS } from "./browser.ts";
import type { TestServer } from "./server.ts";

/** Shaped like extraction output: a body fragment with short readable classes and data-name on components. */
export const LANDING_HTML = `<header class="site-header" data-name="header"><a class="brand" href="/">Acme</a><nav class="nav"><a class="nav-link" href="/pricing">Pricing</a><a class="nav-link" href="/docs">Docs</a></nav></header>
<section class="hero" data-name="hero"><h1 class="hero-title">Ship landing pages faster</h1><p class="hero-lead">Turn any site into clean, editable code.</p><a class="cta-button" href="/signup">Start free</a><img class="hero-img" src="data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='40' height='20'/%3E" alt="Product screenshot"></section>
<section class="features" data-name="features"><div class="card"><svg class="icon" aria-label="bolt" width="16" height="16"><path d="M0 0h16v16z"></path></svg><h3 class="card-title">Fast</h3><p class="card-text">Extraction in seconds.</p></div><div class="card"><h3 class="card-title">Clean</h3><p class="card-text">Readable class names.</p></div></section>
<footer class="footer" data-name="footer"><p class="footer-note">© Acme</p></footer>`;

export const LANDING_CSS = `body{margin:0;font-family:Georgia,serif;color:#1f2937;background:#fff}
.site-header{display:flex;justify-content:space-between;padding:16px 32px;background:#0f172a}
.brand{color:#fff;font-weight:700;text-decoration:none}.nav{display:flex;gap:16px}.nav-link{color:#cbd5e1}
.hero{padding:64px 32px;text-align:center}.hero-title{font-size:48px;margin:0 0 16px}.hero-lead{color:#9ca3af;font-size:18px}
.cta-button{display:inline-block;padding:12px 24px;background:#4f46e5;color:#fff;border-radius:8px}
.features{display:grid;grid-template-columns:repeat(2,1fr);gap:24px;padding:48px 32px}.card{padding:24px;border:1px solid #e5e7eb;border-radius:12px}
.footer{padding:24px 32px;background:#111827}.footer-note{color:#6b7280}`;

export function bigLayout(sections: number): string {
  const rows = Array.from({ length: sections }, (_, i) => `<section class="row r${i}"><h2 class="row-title">Row ${i}</h2><p class="row-text">Text ${i}</p><a class="row-link" href="#">More</a></section>`);
  return `<main class="page" data-name="page">${rows.join("")}</main>`;
}

/**
 * A signed-in page at the given window size (1280×800 unless told), opened at `path`. With `clock`, Playwright's clock
 * is installed on the page before it loads: it runs at the real pace until the test moves it forward over a delay the
 * page waits out (auto-save's), so the test need not wait that long in real time.
 */
export async function openAs(
  s: TestServer,
  browser: Browser,
  who: { cookie: string },
  path: string,
  viewport = { width: 1280, height: 800 },
  options: { clock?: boolean } = {},
): Promise<Page> {
  const context = await browser.newContext({ acceptDownloads: true, viewport });
  context.setDefaultTimeout(CONDITION_WAIT_MS);
  await context.addCookies([{ name: SESSION_COOKIE, value: who.cookie.slice(SESSION_COOKIE.length + 1), url: s.baseUrl, httpOnly: true, sameSite: "Lax" }]);
  const page = await context.newPage();
  if (options.clock) await page.clock.install();
  await page.goto(`${s.baseUrl}${path}`);
  return page;
}

/**
 * The canvas's frame once it shows the layout. After a client-side navigation the previous page's canvas can still
 * be found and then be removed before its frame is read (its contentFrame is null, or the frame detaches while
 * waited on): look again for the one that stays.
 */
export async function canvas(page: Page): Promise<Frame> {
  for (const deadline = Date.now() + CONDITION_WAIT_MS; ; ) {
    const handle = await page.waitForSelector('iframe[title="Layout canvas"]');
    const frame = await handle.contentFrame();
    if (frame) {
      const shown = await frame.waitForSelector("[data-ll-id]", { state: "attached" }).then(
        () => true,
        (error: unknown) => {
          if (!frame.isDetached()) throw error;
          return false;
        },
      );
      if (shown) return frame;
    }
    if (Date.now() > deadline) throw new Error("the layout canvas kept being replaced");
    // A removed element counts as hidden: this returns once the replaced canvas is gone.
    await handle.waitForElementState("hidden").catch(() => undefined);
  }
}

export const computed = (frame: Frame, selector: string, prop: string) =>
  frame.$eval(selector, (el, p) => getComputedStyle(el).getPropertyValue(p), prop);

/** The point on the page (window coordinates) of an element inside the canvas, honouring the canvas scale. */
export async function canvasPoint(frame: Frame, selector: string, at: { x?: number; y?: number } = {}): Promise<{ x: number; y: number }> {
  const box = await settledBox(frame, selector);
  return { x: box.x + (at.x ?? Math.min(box.width / 2, 40)), y: box.y + (at.y ?? box.height / 2) };
}

/**
 * The element's box on the page (window coordinates) once it is where it will be clicked or dragged to: the same in
 * two reads an animation frame apart. While the editor still fits the canvas or loads its fonts (slow on a loaded
 * machine), or the canvas redraws after an edit, a box read once can be a stale spot.
 */
export async function settledBox(frame: Frame, selector: string) {
  const element = await frame.waitForSelector(selector, { state: "visible" });
  // Still in the canvas's own frame, then still on the page (the canvas itself may be moving as it is fitted).
  await element.waitForElementState("stable");
  const page = frame.page();
  let last = await element.boundingBox();
  for (const deadline = Date.now() + 15_000; ; ) {
    if (Date.now() > deadline) throw new Error(`${selector} on the canvas kept moving for 15 s`);
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    const box = await element.boundingBox();
    if (box && last && box.x === last.x && box.y === last.y && box.width === last.width && box.height === last.height) return box;
    last = box;
  }
}

export async function clickOnCanvas(page: Page, frame: Frame, selector: string, options: { modifiers?: ("Shift" | "Control")[]; clickCount?: number } = {}) {
  const { x, y } = await canvasPoint(frame, selector);
  for (const key of options.modifiers ?? []) await page.keyboard.down(key);
  await page.mouse.click(x, y, { clickCount: options.clickCount ?? 1 });
  for (const key of options.modifiers ?? []) await page.keyboard.up(key);
}

/** Exports from the editor's Export menu as a user does, and answers the downloaded file's text. */
export async function exportFromEditor(page: Page, format: "HTML/CSS" | "React" | "Vue" | "Next.js"): Promise<string> {
  await page.getByRole("button", { name: "Export" }).click();
  const download = page.waitForEvent("download");
  await page.getByRole("menuitem", { name: format }).click();
  return Buffer.concat(await (await (await download).createReadStream()).toArray()).toString("utf8");
}
