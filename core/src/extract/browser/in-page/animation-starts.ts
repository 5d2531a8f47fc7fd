/**
 * CSS animations a recorded step started and whose events have not come yet. Zero-length under page-guard.ts's STILL,
 * such an animation is never listed by getAnimations(); its `animationend` (where Radix's Presence unmounts a closing
 * menu) comes with the next frame, but under load Chromium now and then never starts it while the zero length holds
 * (measured: 10 frames at 60 Hz and no event, then `animationstart` the frame after STILL was taken off), and the menu
 * stayed mounted, so its copy was lost. An element whose animation name changed to one that animates is awaited until
 * one of its animation events comes; past AWAIT_FRAMES frames without one, the end the zero length makes due is told
 * to the page as the browser would have told it.
 */
const AWAIT_FRAMES = 3;
const EVENTS = ["animationstart", "animationend", "animationcancel"] as const;

/** The animation name last read per element (what a change started is told by the name changing). */
const lastName = new WeakMap<Element, string>();
/** Elements whose animation events are awaited, with the frames left to wait. */
const awaiting = new Map<Element, number>();

const heard = (e: Event) => {
  if (e.target instanceof Element) awaiting.delete(e.target);
};

/** Hears animation events while a recording runs; the returned function stops and forgets what was awaited. */
export function listenForAnimations(): () => void {
  for (const type of EVENTS) document.addEventListener(type, heard, true);
  return () => {
    for (const type of EVENTS) document.removeEventListener(type, heard, true);
    awaiting.clear();
  };
}

/** Notes an element's animation name as read now: a change to a name that animates is awaited. */
export function noteAnimationName(el: Element, name: string): void {
  const before = lastName.get(el);
  lastName.set(el, name);
  if (before !== undefined && before !== name && name !== "none") awaiting.set(el, AWAIT_FRAMES);
}

/** The events of a zero-length run of the element's first animation, as the browser dispatches them. */
function endNow(el: Element): void {
  const animationName = getComputedStyle(el).animationName.split(",")[0].trim();
  if (animationName === "none") return;
  for (const type of ["animationstart", "animationend"]) el.dispatchEvent(new AnimationEvent(type, { animationName, elapsedTime: 0, bubbles: true }));
}

/** A frame came: each awaited element has one fewer to wait (one taken out of the page is not awaited). */
export function frameCame(): void {
  for (const [el, left] of awaiting) {
    if (!el.isConnected) awaiting.delete(el);
    else if (left > 1) awaiting.set(el, left - 1);
    else {
      awaiting.delete(el);
      endNow(el);
    }
  }
}

/** Whether a started animation's events are still to come. */
export const animationsAwaited = (): boolean => awaiting.size > 0;
