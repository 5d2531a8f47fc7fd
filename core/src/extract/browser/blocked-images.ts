import type { Page } from "puppeteer-core";

const KEY = "layoutlift.blockedImages";

/**
 * Images the page's own Content-Security-Policy kept from showing (`img-src 'self'` refuses `data:` icons and other
 * hosts' pictures): recorded from the browser's `securitypolicyviolation` events as the page loads, since the
 * extraction is served without that policy and would otherwise show what the page never did. Installed before the
 * page's own scripts; what the page reports is only ever used to remove images from the output.
 */
const WATCH = `(() => {
  const seen = [];
  Object.defineProperty(window, Symbol.for(${JSON.stringify(KEY)}), { value: seen });
  document.addEventListener("securitypolicyviolation", (e) => {
    if (e.effectiveDirective === "img-src" && seen.length < 500) seen.push(String(e.blockedURI).slice(0, 2048));
  }, true);
})()`;

export async function watchBlockedImages(page: Page): Promise<void> {
  await page.evaluateOnNewDocument(WATCH);
}

/** What was refused: a scheme alone (`data`, `blob`) or a whole address. */
export async function blockedImages(page: Page): Promise<string[]> {
  const list = await page
    .evaluate((key) => (window as unknown as Record<symbol, unknown>)[Symbol.for(key)], KEY)
    .catch(() => []);
  return Array.isArray(list) ? [...new Set(list.filter((u): u is string => typeof u === "string" && u.length > 0))] : [];
}
