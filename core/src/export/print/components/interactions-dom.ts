import { indentBlock } from "../../css/css-text.ts";

/**
 * The parts of the exports' interaction code that speak to the DOM alone, printed alike for React (JavaScript or,
 * with `t` printing annotations, TypeScript) and Vue: focus moving into a dialog and staying there, and the
 * document listeners of useDismissal. Each framework wraps them in its own state and lifecycle.
 */
export type Annotate = (annotation: string) => string;
const untyped: Annotate = () => "";

export function focusHelpers(t: Annotate = untyped): string {
  return `const FOCUSABLE = "a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex='-1'])";

/** Dialogs take focus when they open: the dialog itself where it takes focus (Bootstrap's), else its first control. */
function focusInto(target${t(": HTMLElement")}) {
  const first = target.querySelector${t("<HTMLElement>")}(FOCUSABLE);
  (target.hasAttribute("tabindex") ? target : (first ?? target)).focus();
}

/** Tab and Shift+Tab go round the open dialog's controls and never reach the page behind it. */
function keepTabInside(target${t(": HTMLElement")}, event${t(": KeyboardEvent")}) {
  const inside = [...target.querySelectorAll${t("<HTMLElement>")}(FOCUSABLE)].filter((el) => el.checkVisibility());
  const active = document.activeElement;
  const edge = event.shiftKey ? inside[0] : inside[inside.length - 1];
  if (inside.length && target.contains(active) && active !== edge && !(event.shiftKey && active === target)) return;
  event.preventDefault();
  (inside.length ? (event.shiftKey ? inside[inside.length - 1] : inside[0]) : target).focus();
}`;
}

/**
 * `latestOpen`, `onKey` and `onPointer` over the disclosures `list` names (`disclosures`, or React's
 * `current.current`), indented by `pad`; the caller adds and removes the listeners.
 */
export function dismissalListeners(list: string, pad: string, t: Annotate = untyped): string {
  const code = `const latestOpen = (pick${t(": (d: Disclosure) => boolean | undefined")}) => ${list}.filter((d) => d.open && pick(d)).sort((a, b) => b.lastOpened() - a.lastOpened())[0];
const onKey = (event${t(": KeyboardEvent")}) => {
  if (event.key === "Tab") {
    const dialog = latestOpen((d) => d.options.modal)?.element();
    if (dialog) keepTabInside(dialog, event);
    return;
  }
  if (event.key !== "Escape") return;
  const latest = latestOpen((d) => d.options.escape);
  if (!latest) return;
  event.preventDefault();
  latest.dismiss();
};
const onPointer = (event${t(": Event")}) => {
  const hover = event.type === "mouseover";
  if (!(event.target instanceof Node)) return;
  for (const d of ${list}) {
    if (d.open && (hover ? d.options.hover : d.options.outside) && !d.contains(event.target, hover)) d.close();
  }
};`;
  return indentBlock(code, pad);
}
