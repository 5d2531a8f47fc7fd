import type { Page } from "puppeteer-core";

const FLAG = "layoutlift.followsResize";

/**
 * Installed before the page's own scripts: notes whether any of them can react to a change of viewport width (a
 * resize listener, a media-query listener, a ResizeObserver). A page with none is laid out by CSS alone, so after a
 * resize it needs no watching for scripts to catch up. Everything is passed through unchanged.
 */
const WATCH = `(() => {
  const flag = Symbol.for(${JSON.stringify(FLAG)});
  const note = () => { window[flag] = true; };
  const add = EventTarget.prototype.addEventListener;
  EventTarget.prototype.addEventListener = function (type, ...rest) {
    if ((type === "resize" && (this === window || this === window.visualViewport)) || (type === "change" && this instanceof MediaQueryList)) note();
    return add.call(this, type, ...rest);
  };
  const addListener = MediaQueryList.prototype.addListener;
  MediaQueryList.prototype.addListener = function (...args) { note(); return addListener.apply(this, args); };
  if (typeof ResizeObserver === "function") {
    window.ResizeObserver = new Proxy(ResizeObserver, { construct(target, args, newTarget) { note(); return Reflect.construct(target, args, newTarget); } });
  }
})();`;

export async function watchResizeFollowers(page: Page): Promise<void> {
  await page.evaluateOnNewDocument(WATCH);
}

/** Whether a script on the page can follow a resize (an `onresize` handler counts too). Unknown counts as yes. */
export async function followsResize(page: Page): Promise<boolean> {
  return page
    .evaluate((flag) => Boolean((window as unknown as Record<symbol, unknown>)[Symbol.for(flag)] || window.onresize || document.body?.onresize), FLAG)
    .catch(() => true);
}
