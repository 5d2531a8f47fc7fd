/**
 * What holds while the capture activates the page's controls (behaviour-mounts.ts, behaviour-record.ts): no
 * transition or animation runs (a closing part unmounts at once, a state settles in a frame), and no click leaves
 * the page.
 */
export const STILL = "*,*::before,*::after{transition-duration:0s!important;transition-delay:0s!important;animation-duration:0s!important;animation-delay:0s!important;scroll-behavior:auto!important}";

/**
 * STILL holds for transitions that start once it is in; one already running (a navbar's padding easing for .3 s
 * after the recording's resize) runs on, and every settle check waited frames for it (Bootstrap fixture at 1280: a
 * frame in each of its checks). Its end state is what the page comes to anyway, so it is jumped to: the recording
 * reads classes, attributes and visibility, which a transition never changes. Animations are left alone (an endless
 * one cannot finish, and a library acts on `animationend`).
 */
export function finishTransitions(): void {
  for (const animation of document.getAnimations()) {
    if (animation instanceof CSSTransition && animation.playState === "running") animation.finish();
  }
}

/**
 * Clicks never leave the page: a link to another document is stopped before the page sees the click, a link within
 * it once the page handled it (a `#` menu link must not scroll), a form is never sent. Native controls (a summary, a
 * popover or dialog button) keep their own default action.
 */
export function guardNavigation(): () => void {
  const linkOf = (e: Event) => (e.target instanceof Element ? e.target.closest("a[href], area[href]") : null);
  const early = (e: Event) => {
    if (!(linkOf(e)?.getAttribute("href") ?? "#").startsWith("#")) e.preventDefault();
  };
  const late = (e: Event) => {
    if (linkOf(e)) e.preventDefault();
  };
  const submit = (e: Event) => e.preventDefault();
  window.addEventListener("click", early, true);
  window.addEventListener("click", late);
  window.addEventListener("submit", submit, true);
  return () => {
    window.removeEventListener("click", early, true);
    window.removeEventListener("click", late);
    window.removeEventListener("submit", submit, true);
  };
}
