/**
 * Installed before the page's own scripts: notes whether any of them can learn that the page scrolled (a scroll or
 * scrollend listener on any target, an `onscroll` handler set by script, an IntersectionObserver). Only a script can
 * change an element's classes, so a page with none of these shows the same classes at every scroll offset, and the
 * scroll-state recording (scroll-record.ts) has nothing to wait for there (issue 29). Everything is passed through
 * unchanged.
 */
import { PAGE_SYMBOLS, type SymbolSlots } from "./page-names.ts";

const flag = Symbol.for(PAGE_SYMBOLS.followsScroll);
const note = () => {
  (window as unknown as SymbolSlots)[flag] = true;
};
const SCROLL_EVENTS = new Set(["scroll", "scrollend"]);
const events = EventTarget.prototype as unknown as { addEventListener: (this: EventTarget, type: string, ...rest: unknown[]) => unknown };
const add = events.addEventListener;
events.addEventListener = function (type, ...rest) {
  if (SCROLL_EVENTS.has(String(type).toLowerCase())) note();
  return add.call(this, type, ...rest);
};
// `element.onscroll = …` (window's and the body's handlers are read directly by the Node side).
for (const proto of [HTMLElement.prototype, SVGElement.prototype, Document.prototype, Window.prototype]) {
  for (const name of ["onscroll", "onscrollend"]) {
    const own = Object.getOwnPropertyDescriptor(proto, name);
    if (!own?.set || !own.configurable) continue;
    const set = own.set;
    Object.defineProperty(proto, name, {
      ...own,
      set(this: unknown, value: unknown) {
        if (value) note();
        set.call(this, value);
      },
    });
  }
}
if (typeof IntersectionObserver === "function") {
  window.IntersectionObserver = new Proxy(IntersectionObserver, {
    construct(target, args: [IntersectionObserverCallback, IntersectionObserverInit?], newTarget) {
      note();
      return Reflect.construct(target, args, newTarget);
    },
  });
}
