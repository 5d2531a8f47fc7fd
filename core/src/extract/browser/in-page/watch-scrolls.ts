/**
 * Installed before the page's own scripts: notes whether any of them can learn that the page scrolled (a scroll or
 * scrollend listener on any target, an `onscroll` handler set by script, an IntersectionObserver). Only a script can
 * change an element's classes, so a page with none of these shows the same classes at every scroll offset, and the
 * scroll-state recording (scroll-record.ts) has nothing to wait for there (issue 29). Likewise whether any script
 * listens for a pointer arriving (enter/over): without one no menu opens on hover, and the behaviour recording skips
 * pointing at each control before it clicks. Everything is passed through unchanged.
 */
import { PAGE_SYMBOLS, type SymbolSlots } from "./page-names.ts";

const flag = Symbol.for(PAGE_SYMBOLS.followsScroll);
const note = () => {
  (window as unknown as SymbolSlots)[flag] = true;
};
const hoverFlag = Symbol.for(PAGE_SYMBOLS.followsHover);
const noteHover = () => {
  (window as unknown as SymbolSlots)[hoverFlag] = true;
};
const SCROLL_EVENTS = new Set(["scroll", "scrollend"]);
const HOVER_EVENTS = new Set(["mouseenter", "mouseover", "pointerenter", "pointerover"]);
const events = EventTarget.prototype as unknown as { addEventListener: (this: EventTarget, type: string, ...rest: unknown[]) => unknown };
const add = events.addEventListener;
events.addEventListener = function (type, ...rest) {
  const name = String(type).toLowerCase();
  if (SCROLL_EVENTS.has(name)) note();
  if (HOVER_EVENTS.has(name)) noteHover();
  return add.call(this, type, ...rest);
};
// `element.onscroll = …` (window's and the body's handlers are read directly by the Node side), `onmouseover = …`.
for (const proto of [HTMLElement.prototype, SVGElement.prototype, Document.prototype, Window.prototype]) {
  for (const name of ["onscroll", "onscrollend", "onmouseenter", "onmouseover", "onpointerenter", "onpointerover"]) {
    const own = Object.getOwnPropertyDescriptor(proto, name);
    if (!own?.set || !own.configurable) continue;
    const set = own.set;
    Object.defineProperty(proto, name, {
      ...own,
      set(this: unknown, value: unknown) {
        if (value) (name.includes("scroll") ? note : noteHover)();
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
