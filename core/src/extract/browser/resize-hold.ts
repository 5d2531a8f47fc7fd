/**
 * A full-page screenshot (`captureBeyondViewport`) makes Chromium resize the viewport for a moment: to 1 px wide, then
 * back. A page's scripts would follow that resize (Chart.js collapses its charts and regrows them over ~25 frames,
 * Masonry re-packs its cards), and on a loaded machine the screenshot can catch them mid-way, which no visitor ever
 * sees. While the hold is on, the page's scripts do not hear of resizes: window and visual-viewport resize events,
 * media-query changes and ResizeObserver callbacks. The moment passes and the layout is back where it was, so
 * nothing needs replaying afterwards.
 *
 * Installed before the page's own scripts (and before resize-watch.ts, whose listener-noting wrappers it calls
 * through, so a page's media-query listeners are still noted). Shared by the capture and the fidelity measurements.
 */

const FLAG = "layoutlift.holdResizes";

export const HOLD_RESIZES_SCRIPT = `(() => {
  const flag = Symbol.for(${JSON.stringify(FLAG)});
  const held = () => window[flag] === true;
  const stop = (event) => { if (held()) event.stopImmediatePropagation(); };
  window.addEventListener("resize", stop, true);
  window.visualViewport?.addEventListener("resize", stop, true);
  // Each media-query listener is wrapped once, so the page can still remove the listener it added.
  const wrapped = new WeakMap();
  const wrap = (listener) => {
    if (typeof listener !== "function") return listener;
    if (!wrapped.has(listener)) wrapped.set(listener, function (event) { if (!held()) return listener.call(this, event); });
    return wrapped.get(listener);
  };
  const proto = MediaQueryList.prototype;
  const [addListener, removeListener] = [proto.addListener, proto.removeListener];
  // Looked up at call time: a wrapper installed later on EventTarget (resize-watch.ts) still sees the call.
  proto.addEventListener = function (type, listener, ...rest) {
    return EventTarget.prototype.addEventListener.call(this, type, type === "change" ? wrap(listener) : listener, ...rest);
  };
  proto.removeEventListener = function (type, listener, ...rest) {
    return EventTarget.prototype.removeEventListener.call(this, type, type === "change" ? wrap(listener) : listener, ...rest);
  };
  proto.addListener = function (listener) { return addListener.call(this, wrap(listener)); };
  proto.removeListener = function (listener) { return removeListener.call(this, wrap(listener)); };
  if (typeof ResizeObserver === "function") {
    const Native = ResizeObserver;
    window.ResizeObserver = class ResizeObserver extends Native {
      constructor(callback) { super((entries, observer) => { if (!held()) callback(entries, observer); }); }
    };
  }
})();`;

/** The expression that turns the hold on or off, evaluated in the page's main world. */
export function holdResizesExpression(held: boolean): string {
  return `void (window[Symbol.for(${JSON.stringify(FLAG)})] = ${held})`;
}
