import { animationsAwaited, frameCame, listenForAnimations, noteAnimationName } from "./animation-starts.ts";
import { finishTransitions } from "./page-guard.ts";
import { SETTLE_EVENTS, SHORT_TIMER_MS } from "./page-names.ts";
import { workBudget, type WorkBudget } from "./work-budget.ts";

/** What one settle check costs on an idle machine (a 6 ms timer and a 60 Hz frame): the price checkBudget counts. */
const NOMINAL_CHECK_MS = 25;
/** The recording whose checks quiet() counts (one recording runs at a time in a page). */
let current: WorkBudget | null = null;

/** A check that needed no frame (its answer, or a task waited for), counted as this share of one. */
const TASK_CHECK_SHARE = 0.1;
/** At most this many frames more for an observer's report known to be due. */
const MAX_REPORT_FRAMES = 3;
/** Past this long waiting for tasks a step is checked by frames. */
const MAX_TASKS_MS = 2 * SHORT_TIMER_MS;

const ask = (name: string) => !window.dispatchEvent(new Event(name, { cancelable: true }));

/** A short timer or a posted message the page has still to run (watch-pending.ts answers; nobody answering: none). */
function pendingTask(): "timers" | "messages" | null {
  if (!ask(SETTLE_EVENTS.timersFree)) return "timers";
  return ask(SETTLE_EVENTS.messagesFree) ? null : "messages";
}

/** What the page still has to run for the step: tasks first, then anything a frame brings (nobody answering: a frame). */
function pendingWork(changed: boolean): "none" | "timers" | "messages" | "frame" {
  const task = pendingTask();
  if (task) return task;
  if (!ask(changed ? SETTLE_EVENTS.frameFreeChanged : SETTLE_EVENTS.frameFree)) return "frame";
  return startsAnimation() || animationsAwaited() || document.getAnimations().some((a) => a.pending || a.playState === "running") ? "frame" : "none";
}

/** Elements the page changed or added during the recording, with when (a running count), until a frame passed. */
const touched = new Map<Element, number>();
let touches = 0;
/** Past this many elements' styles read, a change counts as starting an animation (a class on <body>). */
const MAX_ANIMATION_READS = 400;

/**
 * Whether what the page changed since the last frame may have started a CSS animation: its end (Radix's Presence
 * unmounts a closing menu at `animationend`) comes at the next frame. Zero-length under page-guard.ts's STILL, such
 * an animation is never listed by getAnimations(), so the changed elements' (and their descendants') animation names
 * are read instead.
 */
function startsAnimation(): boolean {
  let reads = 0;
  for (const root of touched.keys()) {
    if (!root.isConnected) continue;
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT);
    for (let el: Node | null = root; el; el = walker.nextNode()) {
      if (++reads > MAX_ANIMATION_READS) return true;
      const name = getComputedStyle(el as Element).animationName;
      noteAnimationName(el as Element, name);
      if (name !== "none") return true;
    }
  }
  return false;
}

/**
 * Notes what the page changes while a recording runs (startsAnimation() reads it) and has the page run its short
 * timers at once meanwhile (watch-pending.ts); the returned function ends both. Called once per recording.
 */
export function watchChanges(): () => void {
  window.dispatchEvent(new Event(SETTLE_EVENTS.hurry));
  const observer = new MutationObserver((list) => {
    for (const m of list) {
      if (m.type === "attributes") touched.set(m.target as Element, ++touches);
      else for (const n of m.addedNodes) if (n instanceof Element) touched.set(n, ++touches);
    }
  });
  observer.observe(document.documentElement, { subtree: true, attributes: true, childList: true });
  const unlisten = listenForAnimations();
  return () => {
    observer.disconnect();
    unlisten();
    touched.clear();
    window.dispatchEvent(new Event(SETTLE_EVENTS.unhurry));
  };
}

/** Forgets the changes noted up to `upTo` (their animations have had their frame), or all of them. */
function forgetTouched(upTo = Infinity): void {
  for (const [el, at] of touched) if (at <= upTo) touched.delete(el);
}

/**
 * The next task: a message to ourselves, not a zero timer. A chain of timers is clamped to 4 ms a link past five
 * (HTML's timer nesting), and a recording is one long chain; a message is not, nor are the timers the page sets from
 * inside a click dispatched from it.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

const wait = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));
/**
 * A frame and what it delivers: observers report after the frame callbacks (a ResizeObserver within the frame, an
 * IntersectionObserver in a task it queues), so the check resumes two tasks after the callback. Resolves whether the
 * frame came: on a busy machine 50 ms can pass without one, and then nothing a frame delivers (an animation's end) has
 * happened yet.
 */
const frame = () =>
  Promise.race([new Promise<boolean>((r) => requestAnimationFrame(() => r(true))), wait(50).then(() => false)]).then(async (came) => {
    await nextTask();
    await nextTask();
    return came;
  });

/**
 * Waits until the step is over, bounded: once its own microtasks and the next task ran, a page with nothing more
 * scheduled for it (watch-pending.ts: no frame callback, running animation, observer about to report, short timer or
 * posted message) is done; short timers and messages are waited for as tasks; anything else is watched as before, by
 * checks (a frame and a short timer, which covers a library's 5 ms "transition" timer) until one sees no new mutation.
 */
export async function quiet(count: () => number, maxMs = 800): Promise<void> {
  // Bounded by checks at their idle price, as the recording is (a frame that came: one; a loaded machine's frames come
  // late, and a clock bound then ended a step before the frame that finishes it, such as an unmount at animationend).
  const step = workBudget(maxMs, NOMINAL_CHECK_MS);
  const spend = (units = 1) => {
    step.spend(units);
    current?.spend(units);
  };
  const before = count();
  // Counted once the step's own work is in: its mutation records reach their observer in a microtask, and a
  // framework (React) applies a click's state in a microtask of its own, so read right after the click the count
  // would always be stale and every step would pay a second check. The next task lets both run first.
  await nextTask();
  let last = count();
  let tasksMs = 0;
  let extraFrames = 0;
  while (!step.spent()) {
    // Tasks that keep coming (a scheduler that never idles) are watched frame by frame, as without the answers.
    const work = tasksMs > MAX_TASKS_MS ? "frame" : pendingWork(last !== before);
    if (work === "none") {
      spend(TASK_CHECK_SHARE);
      forgetTouched();
      return;
    }
    if (work === "timers" || work === "messages") {
      // A short timer or a posted message still to run: its turn comes before a frame would.
      const t = performance.now();
      await (work === "timers" ? wait(1) : nextTask());
      tasksMs += performance.now() - t;
      spend(TASK_CHECK_SHARE);
      last = count();
      continue;
    }
    // The timer and the frame run side by side: a check lasts a frame (the timer, 6 ms, fires inside it), not both.
    const framed = touches;
    const [, came] = await Promise.all([wait(6), frame()]);
    // Changes a frame has not come to yet may still start an animation (animation-starts.ts awaits what did).
    if (came) {
      frameCame();
      forgetTouched(framed);
      spend();
    }
    const n = count();
    // A frame that changed nothing ends the step, unless it left the page a task to run (a timer set in a frame) or
    // an observer's report is known to be still to come (an IntersectionObserver reports in a task after the frame).
    // A check the frame did not come to is not that frame: its changes are still ahead.
    if (came && n === last && (tasksMs > MAX_TASKS_MS || !pendingTask()) && !animationsAwaited()) {
      if (extraFrames >= MAX_REPORT_FRAMES || !ask(SETTLE_EVENTS.reportDue)) return;
      extraFrames++;
    }
    last = n;
  }
}

/** Starts counting quiet()'s settle checks against `budgetMs` of work. */
export function checkBudget(budgetMs: number): WorkBudget {
  current = workBudget(budgetMs, NOMINAL_CHECK_MS);
  return current;
}

/**
 * After the behaviour recording resized the viewport: the frame that delivers the resize (its `resize` event, the
 * layout at the new width, a ResizeObserver's report), then the page's own follow-up checked as a step is
 * (quiet(): short timers, frame callbacks, observers still due), not the fixed run of frames a capture width waits
 * for its boxes (waits.ts stable()). The recording reads classes, attributes and visibility, which need no more.
 */
export async function followResize(maxMs = 1000): Promise<void> {
  let seen = 0;
  const observer = new MutationObserver((list) => void (seen += list.length));
  observer.observe(document.documentElement, { subtree: true, childList: true, attributes: true });
  try {
    await frame();
    // What the resize set easing (a padding per media query) is at its end at once: quiet() would wait frames for it.
    finishTransitions();
    await quiet(() => seen, maxMs);
  } finally {
    observer.disconnect();
  }
}
