/** Waiting for the page to come to rest, and stopping what would keep it moving. */

const frames = (n: number) => new Promise<void>((r) => (n > 1 ? requestAnimationFrame(() => requestAnimationFrame(() => r())) : requestAnimationFrame(() => r())));

/** Waits for fonts and images (at most ms), then for `count` animation frames (2: one to lay out, one to paint). */
export function settle(ms: number, count = 2): Promise<void> {
  const images = [...document.images]
    .filter((i) => !i.complete && i.loading !== "lazy")
    .map((i) => new Promise((r) => {
      i.addEventListener("load", r, { once: true });
      i.addEventListener("error", r, { once: true });
    }));
  // A document that never finished loading (setContent timed out on a busy machine) may run no frames: a timer
  // bounds the frame wait, as in stable().
  return Promise.race([
    Promise.all([document.fonts ? document.fonts.ready : null, Promise.all(images)]),
    new Promise((r) => setTimeout(r, ms)),
  ]).then(() => Promise.race([frames(count), new Promise<void>((r) => setTimeout(r, 250 * count))]));
}

/**
 * Scripts that size things to their container (charts, sliders) may take several frames to follow a resize, each
 * step changing the page's height: waits until it holds still for a few frames (bounded).
 * With scriptMs, resize handlers a script debounces (Masonry waits 100 ms) get that long to run, and the
 * transitions they start jump to their end: the layout a visitor sees once the page has followed the resize.
 */
export async function stable(maxMs: number, scriptMs = 0): Promise<void> {
  // A document on its way out runs no frames: a timer bounds every wait.
  const frame = () => Promise.race([frames(2), new Promise((r) => setTimeout(r, 100))]);
  const finishTransitions = () => {
    for (const a of document.getAnimations()) {
      if (a instanceof CSSTransition) {
        try {
          a.finish();
        } catch {
          // a transition with an endless delay cannot finish: left as it is
        }
      }
    }
  };
  const started = performance.now();
  let last = "", same = 0;
  // A debounced handler is a timer: once its time has come, a timer posted now runs after it (timers run in the order
  // they fall due), however late a busy machine runs them. Until then, frames alone may come before an overdue timer.
  let scriptRan = !scriptMs;
  while (performance.now() - started < maxMs) {
    await frame();
    if (!scriptRan && performance.now() - started >= scriptMs) {
      await new Promise((r) => setTimeout(r, 0));
      scriptRan = true;
    }
    if (scriptMs) finishTransitions();
    const root = document.documentElement;
    const sig = root.scrollHeight + "x" + root.scrollWidth;
    if (sig === last) {
      if (++same >= 2 && scriptRan) return;
    } else {
      same = 0;
      last = sig;
    }
  }
}

/** Scrolls down the page and back, for content that appears on scroll. */
export async function nudgeScroll(): Promise<void> {
  const h = document.documentElement.scrollHeight;
  for (const y of [h * 0.33, h * 0.66, h]) {
    window.scrollTo(0, y);
    await frames(1);
  }
  window.scrollTo(0, 0);
  await frames(1);
}

/**
 * Finite animations jump to their end state (what a visitor sees after load); endless ones stop where they are.
 * A paused animation is held where its page put it (a chart interpolated by width, a scroll effect): left alone.
 */
export function freeze(): void {
  for (const a of document.getAnimations()) {
    if (a.playState === "paused") continue;
    try {
      const t = a.effect && a.effect.getComputedTiming();
      if (t && t.endTime !== Infinity && a.playbackRate !== 0) a.finish();
      else a.pause();
    } catch {
      try {
        a.pause();
      } catch {
        // an animation that neither finishes nor pauses is left running
      }
    }
  }
  for (const v of document.querySelectorAll("video")) {
    try {
      v.pause();
    } catch {
      // a video that refuses to pause shows whatever frame it reaches
    }
  }
}
