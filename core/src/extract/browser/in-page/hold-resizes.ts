/**
 * While the hold is on (../resize-hold.ts turns it on around a full-page screenshot), the page's scripts do not hear
 * of resizes: window and visual-viewport resize events, media-query changes and ResizeObserver callbacks. Installed
 * before the page's own scripts and before watch-resizes.ts, whose listener-noting wrappers it calls through, so a
 * page's media-query listeners are still noted.
 */
import { PAGE_SYMBOLS, type SymbolSlots } from "./page-names.ts";

const flag = Symbol.for(PAGE_SYMBOLS.holdResizes);
const held = () => (window as unknown as SymbolSlots)[flag] === true;
const stop = (event: Event) => {
  if (held()) event.stopImmediatePropagation();
};
window.addEventListener("resize", stop, true);
window.visualViewport?.addEventListener("resize", stop, true);

type Listener = (this: unknown, event: unknown) => unknown;
// Each media-query listener is wrapped once, so the page can still remove the listener it added.
const wrapped = new WeakMap<Listener, Listener>();
const wrap = (listener: unknown) => {
  if (typeof listener !== "function") return listener;
  const own = listener as Listener;
  if (!wrapped.has(own)) {
    wrapped.set(own, function (this: unknown, event: unknown) {
      if (!held()) return own.call(this, event);
    });
  }
  return wrapped.get(own);
};
const proto = MediaQueryList.prototype as unknown as Record<"addEventListener" | "removeEventListener" | "addListener" | "removeListener", (...args: unknown[]) => unknown>;
const [addListener, removeListener] = [proto.addListener, proto.removeListener];
const events = EventTarget.prototype as unknown as Record<"addEventListener" | "removeEventListener", (...args: unknown[]) => unknown>;
// Looked up at call time: a wrapper installed later on EventTarget (watch-resizes.ts) still sees the call.
proto.addEventListener = function (this: MediaQueryList, type: unknown, listener: unknown, ...rest: unknown[]) {
  return events.addEventListener.call(this, type, type === "change" ? wrap(listener) : listener, ...rest);
};
proto.removeEventListener = function (this: MediaQueryList, type: unknown, listener: unknown, ...rest: unknown[]) {
  return events.removeEventListener.call(this, type, type === "change" ? wrap(listener) : listener, ...rest);
};
proto.addListener = function (this: MediaQueryList, listener: unknown) {
  return addListener.call(this, wrap(listener));
};
proto.removeListener = function (this: MediaQueryList, listener: unknown) {
  return removeListener.call(this, wrap(listener));
};
if (typeof ResizeObserver === "function") {
  const Native = ResizeObserver;
  window.ResizeObserver = class ResizeObserver extends Native {
    constructor(callback: ResizeObserverCallback) {
      super((entries, observer) => {
        if (!held()) callback(entries, observer);
      });
    }
  };
}
