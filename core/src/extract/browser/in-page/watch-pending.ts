/**
 * Installed before the page's own scripts: keeps count of the work a page has scheduled that can still change it
 * (short timers, animation frames, posted messages, observers that report at the next frame), so the behaviour
 * recording's settle check (settle-checks.ts) can tell a step that is over from one the page is still working on
 * without waiting a frame after every click (issue 24: the frames were most of the capture time the behaviours add).
 *
 * The capture's code runs in an isolated world that cannot read these counts: it asks by dispatching the events of
 * SETTLE_EVENTS on the window, and this script cancels one when the page has none of that kind of work pending. An
 * event nobody cancels (this script missing) reads as "pending", which is the old, frame-waiting check. Everything
 * else is passed through unchanged.
 */
import { observersWillReport, observerStarted, watchObserverReports } from "./observer-reports.ts";
import { SETTLE_EVENTS, SHORT_TIMER_MS } from "./page-names.ts";

/** Short timers still to run (ids); short intervals (they repeat until cleared); frame callbacks still to run. */
const timers = new Set<number>();
const intervals = new Set<number>();
const frames = new Set<number>();
/** Messages posted since the last question (a scheduler's task, React's among them, comes as one). */
let posted = 0;

type Callback = (...args: unknown[]) => unknown;
const win = window as unknown as {
  setTimeout: (handler: unknown, ms?: number, ...args: unknown[]) => number;
  setInterval: (handler: unknown, ms?: number, ...args: unknown[]) => number;
  clearTimeout: (id?: number) => void;
  clearInterval: (id?: number) => void;
  requestAnimationFrame: (cb: FrameRequestCallback) => number;
  cancelAnimationFrame: (id: number) => void;
};
const { setTimeout: setT, setInterval: setI, clearTimeout: clearT, clearInterval: clearI, requestAnimationFrame: raf, cancelAnimationFrame: caf } = win;
const short = (ms: unknown) => !(Number(ms) > SHORT_TIMER_MS);

win.setTimeout = function (handler, ms, ...args) {
  if (typeof handler !== "function" || !short(ms)) return setT.call(window, handler, ms, ...args);
  const id: number = setT.call(
    window,
    function (this: unknown, ...given: unknown[]) {
      timers.delete(id);
      return (handler as Callback).apply(this, given);
    },
    ms,
    ...args,
  );
  timers.add(id);
  return id;
};
win.setInterval = function (handler, ms, ...args) {
  const id = setI.call(window, handler, ms, ...args);
  // An interval this short repeats until cleared: the page is never done with it, so it is watched frame by frame.
  if (short(ms)) intervals.add(id);
  return id;
};
win.clearTimeout = function (id) {
  if (id !== undefined) {
    timers.delete(id);
    intervals.delete(id);
  }
  return clearT.call(window, id);
};
win.clearInterval = function (id) {
  if (id !== undefined) {
    timers.delete(id);
    intervals.delete(id);
  }
  return clearI.call(window, id);
};
win.requestAnimationFrame = function (cb) {
  const id = raf.call(window, function (this: unknown, time: number) {
    frames.delete(id);
    return cb.call(this, time);
  });
  frames.add(id);
  return id;
};
win.cancelAnimationFrame = function (id) {
  frames.delete(id);
  return caf.call(window, id);
};

type Post = (this: unknown, ...args: unknown[]) => unknown;
// The window's own methods live on it, not on Window.prototype (a global's operations are its own properties).
for (const holder of [MessagePort.prototype, window] as unknown as { postMessage: Post }[]) {
  const post = holder.postMessage;
  holder.postMessage = function (...args) {
    posted++;
    return post.apply(this ?? window, args);
  };
}

watchObserverReports(
  (cb) => raf.call(window, cb),
  (cb, ms) => setT.call(window, cb, ms),
);

const listen = EventTarget.prototype.addEventListener;
/** No frame callback pending, no observer about to report (after a step that changed the page: observer-reports.ts). */
listen.call(window, SETTLE_EVENTS.frameFree, (e) => {
  if (!frames.size && !intervals.size && !observerStarted()) e.preventDefault();
});
listen.call(window, SETTLE_EVENTS.frameFreeChanged, (e) => {
  if (!frames.size && !intervals.size && !observersWillReport()) e.preventDefault();
});
/** No short timer pending. */
listen.call(window, SETTLE_EVENTS.timersFree, (e) => {
  if (!timers.size) e.preventDefault();
});
/** No message posted since the last question. */
listen.call(window, SETTLE_EVENTS.messagesFree, (e) => {
  if (!posted) e.preventDefault();
  posted = 0;
});
