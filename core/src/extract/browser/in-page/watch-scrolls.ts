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
/** A reason that lasts: a handler property, a listener we cannot see removed. */
let lasting = false;
const note = () => {
  lasting = true;
};
/**
 * Scroll listeners on the window or the document still attached, by event name and capture phase. Only these hear
 * the page scroll (a scroll event on the document never passes through an element), so React's listener for every
 * event on its root container is not one; and a popup's positioning (floating-ui's autoUpdate) listens only while
 * the popup is open, which the capture's own opening of it must not turn into "this page follows scrolling".
 */
const attached = new Map<unknown, Set<string>>();
let liveListeners = 0;
const capturePhase = (options: unknown) => (typeof options === "boolean" ? options : !!(options as { capture?: boolean } | null)?.capture);
const onPage = (target: unknown) => target === window || target === document;
function attach(target: EventTarget, name: string, listener: unknown, options: unknown): void {
  if (!onPage(target)) return;
  const once = typeof options === "object" && options !== null && ("once" in options || "signal" in options);
  if (once || !listener) return note();
  const key = `${target === window ? "w" : "d"} ${name} ${capturePhase(options)}`;
  const keys = attached.get(listener) ?? attached.set(listener, new Set()).get(listener)!;
  if (keys.has(key)) return;
  keys.add(key);
  liveListeners++;
}
function detach(target: EventTarget, name: string, listener: unknown, options: unknown): void {
  const keys = onPage(target) ? attached.get(listener) : undefined;
  const key = `${target === window ? "w" : "d"} ${name} ${capturePhase(options)}`;
  if (keys?.delete(key)) liveListeners--;
}
const hoverFlag = Symbol.for(PAGE_SYMBOLS.followsHover);
const noteHover = () => {
  (window as unknown as SymbolSlots)[hoverFlag] = true;
};
const SCROLL_EVENTS = new Set(["scroll", "scrollend"]);
const HOVER_EVENTS = new Set(["mouseenter", "mouseover", "pointerenter", "pointerover"]);
type ListenerMethod = (this: EventTarget, type: string, listener?: unknown, options?: unknown) => unknown;
const events = EventTarget.prototype as unknown as { addEventListener: ListenerMethod; removeEventListener: ListenerMethod };
const add = events.addEventListener;
const remove = events.removeEventListener;
// A bare `addEventListener(…)` in a page script calls it with no receiver: the window's, as the browser's own does.
events.addEventListener = function (type, listener, options) {
  const name = String(type).toLowerCase();
  if (SCROLL_EVENTS.has(name)) attach(this ?? window, name, listener, options);
  if (HOVER_EVENTS.has(name)) noteHover();
  return add.call(this, type, listener, options);
};
events.removeEventListener = function (type, listener, options) {
  const name = String(type).toLowerCase();
  if (SCROLL_EVENTS.has(name)) detach(this ?? window, name, listener, options);
  return remove.call(this, type, listener, options);
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
/** IntersectionObservers still watching something, with what (a popup's positioning observes only while open). */
const watching = new Map<IntersectionObserver, Set<Element>>();
Object.defineProperty(window, flag, { configurable: true, get: () => lasting || liveListeners > 0 || watching.size > 0 });
if (typeof IntersectionObserver === "function") {
  const proto = IntersectionObserver.prototype;
  const { observe, unobserve, disconnect } = proto;
  proto.observe = function (this: IntersectionObserver, target: Element) {
    (watching.get(this) ?? watching.set(this, new Set()).get(this)!).add(target);
    return observe.call(this, target);
  };
  proto.unobserve = function (this: IntersectionObserver, target: Element) {
    const targets = watching.get(this);
    targets?.delete(target);
    if (targets && !targets.size) watching.delete(this);
    return unobserve.call(this, target);
  };
  proto.disconnect = function (this: IntersectionObserver) {
    watching.delete(this);
    return disconnect.call(this);
  };
}
