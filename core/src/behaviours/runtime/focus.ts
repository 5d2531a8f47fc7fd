const FOCUSABLE = "a[href],button:not([disabled]),input:not([disabled]),select:not([disabled]),textarea:not([disabled]),[tabindex]:not([tabindex='-1'])";

/** The elements inside `root` that Tab reaches, in order, leaving out hidden ones. */
export function focusables(root: Element): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.checkVisibility());
}

/** A dialog takes focus when it opens (APG): itself where it takes focus (Bootstrap's), else its first control. */
export function moveFocusInto(target: Element): void {
  const first = target.hasAttribute("tabindex") ? null : focusables(target)[0];
  if (first) first.focus();
  else if (target instanceof HTMLElement) {
    if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
    target.focus();
  }
}
