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
/**
 * While a recording runs: a short timer runs at once, and so does a frame callback (below). A library emulates its
 * transition's end by a timer (Bootstrap: the transition's length plus 5 ms), and the recording has made every
 * transition zero-length (page-guard.ts's STILL).
 */
let hurried = false;

win.setTimeout = function (handler, ms, ...args) {
  if (typeof handler !== "function" || !short(ms)) return setT.call(window, handler, ms, ...args);
  const id: number = setT.call(
    window,
    function (this: unknown, ...given: unknown[]) {
      timers.delete(id);
      return (handler as Callback).apply(this, given);
    },
    hurried ? 0 : ms,
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
/** While a frame callback runs (a loop re-registering itself each frame is left to the frames). */
let inFrame = false;
/** Frame callbacks the recording hurried into timers: the id the page holds -> the timer's. */
const hurriedFrames = new Map<number, number>();
let nextHurriedId = 1 << 30;
const runFrame = (cb: FrameRequestCallback, self: unknown, time: number) => {
  const outer = inFrame;
  inFrame = true;
  try {
    return cb.call(self, time);
  } finally {
    inFrame = outer;
  }
};
win.requestAnimationFrame = function (cb) {
  // While a recording runs, a callback asked for outside any frame callback (Alpine shows an x-show "on the next
  // frame", a transition library starts on it) runs as a zero timer: the recording has no transition to let paint.
  if (hurried && !inFrame && typeof cb === "function") {
    const id = nextHurriedId++;
    const timer: number = setT.call(window, () => {
      hurriedFrames.delete(id);
      timers.delete(timer);
      runFrame(cb, window, performance.now());
    }, 0);
    hurriedFrames.set(id, timer);
    timers.add(timer);
    return id;
  }
  const id = raf.call(window, function (this: unknown, time: number) {
    frames.delete(id);
    return runFrame(cb, this, time);
  });
  frames.add(id);
  return id;
};
win.cancelAnimationFrame = function (id) {
  const timer = hurriedFrames.get(id);
  if (timer !== undefined) {
    hurriedFrames.delete(id);
    timers.delete(timer);
    return clearT.call(window, timer);
  }
  frames.delete(id);
  return caf.call(window, id);
};

type Post = (this: unknown, ...args: unknown[]) => unknown;
/** A port's message: posted since the last question. */
const portPost = (MessagePort.prototype as unknown as { postMessage: Post }).postMessage;
(MessagePort.prototype as unknown as { postMessage: Post }).postMessage = function (...args) {
  posted++;
  return portPost.apply(this, args);
};
/**
 * A message the window posts to itself: pending until its event (heard first, before the page's listeners). The
 * window's own methods live on it, not on Window.prototype (a global's operations are its own properties).
 */
let ownMessages = 0;
const windowPost = window.postMessage as unknown as Post;
(window as unknown as { postMessage: Post }).postMessage = function (...args) {
  const target = this ?? window;
  if (target === window) ownMessages++;
  return windowPost.apply(target, args);
};
EventTarget.prototype.addEventListener.call(window, "message", (e) => {
  if ((e as MessageEvent).source === window && ownMessages > 0) ownMessages--;
}, true);

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
  if (!frames.size && !intervals.size && observersWillReport() === "no") e.preventDefault();
});
/** An observer's target changed since its last report: the report is still to come (an IntersectionObserver's task). */
listen.call(window, SETTLE_EVENTS.reportDue, (e) => {
  if (observersWillReport(true) === "yes") e.preventDefault();
});
listen.call(window, SETTLE_EVENTS.hurry, () => void (hurried = true));
listen.call(window, SETTLE_EVENTS.unhurry, () => void (hurried = false));
/** No short timer pending. */
listen.call(window, SETTLE_EVENTS.timersFree, (e) => {
  if (!timers.size) e.preventDefault();
});
/** No message posted since the last question, none the window sent itself still undelivered. */
listen.call(window, SETTLE_EVENTS.messagesFree, (e) => {
  if (!posted && !ownMessages) e.preventDefault();
  posted = 0;
});
