/**
 * Installed before the page's own scripts: notes whether any of them can react to a change of viewport width (a
 * resize listener, a media-query listener, a ResizeObserver). A page with none is laid out by CSS alone, so after a
 * resize it needs no watching for scripts to catch up. Everything is passed through unchanged.
 *
 * Listeners and observers are counted while attached: a popup's positioning (floating-ui's autoUpdate, under Radix)
 * listens for resizes and observes its anchor only while the popup is open, and the capture opens each popup once to
 * copy what it mounts; that must not make every later resize of the page wait for scripts that are gone.
 */
import { PAGE_SYMBOLS } from "./page-names.ts";

const flag = Symbol.for(PAGE_SYMBOLS.followsResize);
/** A reason that lasts: a media-query listener, or a listener whose removal we cannot see (`once`, `signal`). */
let lasting = false;
const note = () => {
  lasting = true;
};
const attached = new Map<unknown, Set<unknown>>();
let liveListeners = 0;
const observing = new Map<ResizeObserver, Set<Element>>();
Object.defineProperty(window, flag, { configurable: true, get: () => lasting || liveListeners > 0 || observing.size > 0 });

const capturePhase = (options: unknown) => (typeof options === "boolean" ? options : !!(options as { capture?: boolean } | null)?.capture);
const followed = (target: EventTarget, type: string) => type === "resize" && (target === window || target === window.visualViewport);

type ListenerMethod = (this: EventTarget, type: string, listener?: unknown, options?: unknown) => unknown;
const events = EventTarget.prototype as unknown as { addEventListener: ListenerMethod; removeEventListener: ListenerMethod };
const add = events.addEventListener;
const remove = events.removeEventListener;
// A bare `addEventListener(…)` in a page script calls it with no receiver: the window's, as the browser's own does.
events.addEventListener = function (type, listener, options) {
  const target = this ?? window;
  if (type === "change" && target instanceof MediaQueryList) note();
  else if (followed(target, type)) {
    const once = typeof options === "object" && options !== null && ("once" in options || "signal" in options);
    if (once || !listener) note();
    else {
      const keys = attached.get(listener) ?? attached.set(listener, new Set()).get(listener)!;
      const key = `${target === window ? "w" : "v"} ${capturePhase(options)}`;
      if (!keys.has(key)) {
        keys.add(key);
        liveListeners++;
      }
    }
  }
  return add.call(this, type, listener, options);
};
events.removeEventListener = function (type, listener, options) {
  const target = this ?? window;
  if (followed(target, type) && attached.get(listener)?.delete(`${target === window ? "w" : "v"} ${capturePhase(options)}`)) liveListeners--;
  return remove.call(this, type, listener, options);
};
const media = MediaQueryList.prototype as unknown as { addListener: (this: MediaQueryList, ...args: unknown[]) => unknown };
const addListener = media.addListener;
media.addListener = function (...args) {
  note();
  return addListener.apply(this, args);
};
if (typeof ResizeObserver === "function") {
  const proto = ResizeObserver.prototype;
  const { observe, unobserve, disconnect } = proto;
  proto.observe = function (this: ResizeObserver, target: Element, options?: ResizeObserverOptions) {
    (observing.get(this) ?? observing.set(this, new Set()).get(this)!).add(target);
    return observe.call(this, target, options);
  };
  proto.unobserve = function (this: ResizeObserver, target: Element) {
    const targets = observing.get(this);
    targets?.delete(target);
    if (targets && !targets.size) observing.delete(this);
    return unobserve.call(this, target);
  };
  proto.disconnect = function (this: ResizeObserver) {
    observing.delete(this);
    return disconnect.call(this);
  };
}
