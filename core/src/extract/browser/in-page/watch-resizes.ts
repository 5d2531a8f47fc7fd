/**
 * Installed before the page's own scripts: notes whether any of them can react to a change of viewport width (a
 * resize listener, a media-query listener, a ResizeObserver). A page with none is laid out by CSS alone, so after a
 * resize it needs no watching for scripts to catch up. Everything is passed through unchanged.
 */
import { PAGE_SYMBOLS, type SymbolSlots } from "./page-names.ts";

const flag = Symbol.for(PAGE_SYMBOLS.followsResize);
const note = () => {
  (window as unknown as SymbolSlots)[flag] = true;
};
const events = EventTarget.prototype as unknown as { addEventListener: (this: EventTarget, type: string, ...rest: unknown[]) => unknown };
const add = events.addEventListener;
events.addEventListener = function (type, ...rest) {
  if ((type === "resize" && (this === window || this === window.visualViewport)) || (type === "change" && this instanceof MediaQueryList)) note();
  return add.call(this, type, ...rest);
};
const media = MediaQueryList.prototype as unknown as { addListener: (this: MediaQueryList, ...args: unknown[]) => unknown };
const addListener = media.addListener;
media.addListener = function (...args) {
  note();
  return addListener.apply(this, args);
};
if (typeof ResizeObserver === "function") {
  window.ResizeObserver = new Proxy(ResizeObserver, {
    construct(target, args: [ResizeObserverCallback], newTarget) {
      note();
      return Reflect.construct(target, args, newTarget);
    },
  });
}
