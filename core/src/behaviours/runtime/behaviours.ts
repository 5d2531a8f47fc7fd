/**
 * LayoutLift's behaviour runtime: the one small script HTML exports ship (the same file for every page). It runs no
 * code from the page and evaluates nothing: it reads the readable attributes the layout carries
 * (contract/behaviours.ts, BEHAVIOUR_ATTRIBUTES) and toggles the classes and attributes they list. Keyboard and
 * focus follow the WAI-ARIA Authoring Practices: Escape closes and focus returns to the control, focus moves into a
 * dialog and stays there, arrow keys move between tabs.
 */
import { A, attrSelector, controlsOf, idOf, isOpen, partsOf, tokens } from "./parts.ts";
import { focusables, moveFocusInto } from "./focus.ts";

/** Targets opened by a user, the latest last: Escape closes the latest one that Escape closed on the original. */
const opened: Element[] = [];
/** The control that last opened each target, where focus returns. */
const openedBy = new WeakMap<Element, Element>();
const backdrops = new WeakMap<Element, Element>();

/**
 * Two exports on one page (two embeds) share one runtime: a second copy asks whether a first one listens, and adds
 * no listeners of its own if so (a document rewritten with document.open() has lost them, and gets them again).
 */
const PING = "layoutlift-behaviours";
let answered = false;
document.dispatchEvent(new CustomEvent(PING, { detail: () => (answered = true) }));
const first = !answered;
if (first) document.addEventListener(PING, (event) => (event as CustomEvent<() => void>).detail());
function on<K extends keyof DocumentEventMap>(type: K, listener: (event: DocumentEventMap[K]) => void): void {
  if (first) document.addEventListener(type, listener);
}

/** The contract's state attributes only, whatever a layout says: never a handler, a style or a URL. */
const STATE_ATTRIBUTE = /^(hidden|open|inert|role|tabindex|aria-[a-z]+|data-[a-z0-9-]+)$/;

function apply(el: Element, open: boolean): void {
  for (const c of tokens(el, A.openClass)) el.classList.toggle(c, open);
  for (const c of tokens(el, A.closedClass)) el.classList.toggle(c, !open);
  for (const token of tokens(el, open ? A.openAttrs : A.closedAttrs)) {
    const eq = token.indexOf("=");
    const name = token[0] === "!" ? token.slice(1) : eq < 0 ? token : token.slice(0, eq);
    if (!STATE_ATTRIBUTE.test(name)) continue;
    if (token[0] === "!") el.removeAttribute(name);
    else el.setAttribute(name, eq < 0 ? "" : token.slice(eq + 1));
  }
}

function dismissesBy(target: Element, how: string): boolean {
  return tokens(target, A.dismiss).includes(how);
}

function setOpen(target: Element, open: boolean, control?: Element | null, byKey = false): void {
  if (isOpen(target) === open) return;
  const group = target.getAttribute(A.group);
  if (open && group) {
    for (const other of document.querySelectorAll(attrSelector(A.group, group))) if (other !== target) setOpen(other, false);
  }
  for (const part of partsOf(target)) apply(part, open);
  for (const c of controlsOf(target)) if (c.hasAttribute("aria-expanded")) c.setAttribute("aria-expanded", String(open));
  if (target instanceof HTMLDialogElement) {
    if (open && !target.open) target.showModal();
    if (!open && target.open) target.close();
  }
  for (const c of tokens(target, A.openBodyClass)) document.body.classList.toggle(c, open);
  const backdropClass = tokens(target, A.openBackdrop);
  const index = opened.indexOf(target);
  if (index >= 0) opened.splice(index, 1);
  if (open) {
    opened.push(target);
    if (control) openedBy.set(target, control);
    if (backdropClass.length) {
      const backdrop = document.createElement("div");
      backdrop.className = backdropClass.join(" ");
      // Where the page put it: just before a dialog at the body's level (Radix's overlay has no z-index), else last.
      if (target.parentElement === document.body) target.before(backdrop);
      else document.body.append(backdrop);
      backdrops.set(target, backdrop);
    }
    if (isModal(target)) moveFocusInto(target);
  } else {
    backdrops.get(target)?.remove();
    backdrops.delete(target);
    const back = openedBy.get(target) ?? controlsOf(target)[0];
    // Focus that was inside (or a key that closed it) goes back to the control; a pointer elsewhere keeps its place.
    if (back instanceof HTMLElement && (byKey || target.contains(document.activeElement))) back.focus();
  }
}

function isModal(target: Element): boolean {
  return target.getAttribute("aria-modal") === "true" || tokens(target, A.openAttrs).includes("aria-modal=true") || tokens(target, A.openBackdrop).length > 0;
}

function step(group: string, by: number): void {
  const items = [...document.querySelectorAll(attrSelector(A.group, group))];
  const at = items.findIndex(isOpen);
  const next = items[(at + by + items.length) % items.length];
  if (next) setOpen(next, true);
}

const CONTROL = `[${A.toggleTarget}],[${A.closeTarget}],[${A.selectTarget}],[${A.step}]`;

on("click", (event) => {
  const hit = event.target instanceof Element ? event.target : null;
  const control = hit?.closest(CONTROL);
  if (control) {
    // Our controls never navigate (a tab's `#pane`, a menu's `#`): the state change is the whole action.
    event.preventDefault();
    const toggle = byIdAttr(control, A.toggleTarget);
    if (toggle) setOpen(toggle, !isOpen(toggle), control);
    const close = byIdAttr(control, A.closeTarget);
    if (close) setOpen(close, false);
    const select = byIdAttr(control, A.selectTarget);
    if (select) setOpen(select, true, control);
    const group = control.getAttribute(A.stepGroup);
    if (group) step(group, control.getAttribute(A.step) === "prev" ? -1 : 1);
  }
  for (const target of [...opened]) {
    if (!dismissesBy(target, "outside") || !isOpen(target)) continue;
    const inside = hit && (target.contains(hit) || controlsOf(target).some((c) => c.contains(hit)));
    if (!inside && !(control && byIdAttr(control, A.toggleTarget) === target)) setOpen(target, false);
  }
});

function byIdAttr(el: Element, name: string): Element | null {
  const id = el.getAttribute(name);
  return id ? idOf(id) : null;
}

on("keydown", (event) => {
  if (event.key === "Escape") {
    const target = [...opened].reverse().find((t) => isOpen(t) && dismissesBy(t, "escape"));
    if (target) {
      event.preventDefault();
      setOpen(target, false, null, true);
    }
    return;
  }
  const here = event.target instanceof Element ? event.target : null;
  if (event.key === "Tab") {
    const modal = [...opened].reverse().find((t) => isOpen(t) && isModal(t));
    if (modal) trapTab(modal, event);
    return;
  }
  // Tabs: arrow keys move to the previous/next tab of the group and select it (APG "automatic activation").
  const tab = here?.closest(`[${A.selectTarget}][role=tab]`);
  const by = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
  const pane = tab && byIdAttr(tab, A.selectTarget);
  const group = pane?.getAttribute(A.group);
  if (!tab || !by || !group) return;
  const tabs = [...document.querySelectorAll(`[${A.selectTarget}][role=tab]`)].filter((t) => byIdAttr(t, A.selectTarget)?.getAttribute(A.group) === group);
  const next = tabs[(tabs.indexOf(tab) + by + tabs.length) % tabs.length];
  if (next instanceof HTMLElement) {
    event.preventDefault();
    next.focus();
    setOpen(byIdAttr(next, A.selectTarget)!, true, next);
  }
});

function trapTab(modal: Element, event: KeyboardEvent): void {
  const inside = focusables(modal);
  if (!inside.length) return;
  const first = inside[0], last = inside[inside.length - 1];
  const active = document.activeElement;
  if (event.shiftKey ? active === first || !modal.contains(active) : active === last || !modal.contains(active)) {
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  }
}

// Menus that open on hover: pointing at the control (or the open menu) keeps it open, leaving both closes it.
const HOVER = `[${A.toggleTrigger}=hover]`;
for (const type of ["mouseover", "focusin"] as const) {
  on(type, (event) => {
    const control = event.target instanceof Element ? event.target.closest(HOVER) : null;
    const target = control && byIdAttr(control, A.toggleTarget);
    if (target) setOpen(target, true, control);
  });
}
on("mouseout", (event) => {
  const to = event.relatedTarget instanceof Element ? event.relatedTarget : null;
  for (const target of [...opened]) {
    const hovers = controlsOf(target).filter((c) => c.matches(HOVER));
    if (!hovers.length || !isOpen(target)) continue;
    const stays = to && (target.contains(to) || hovers.some((c) => c.contains(to) || c.parentElement?.contains(to)));
    if (!stays) setOpen(target, false);
  }
});

// Scroll-driven states: classes past an offset (a navbar that turns solid), scrollspy links while their section is
// the last one whose top has passed the recorded line of the viewport.
function onScroll(): void {
  for (const el of document.querySelectorAll(`[${A.scrolledFrom}]`)) {
    const past = scrollY >= Number(el.getAttribute(A.scrolledFrom));
    for (const c of tokens(el, A.scrolledClass)) el.classList.toggle(c, past);
    for (const c of tokens(el, A.unscrolledClass)) el.classList.toggle(c, !past);
  }
  const links = document.querySelectorAll(`[${A.spyTarget}]`);
  let current: Element | null = null;
  let best = -Infinity;
  for (const link of links) {
    const top = byIdAttr(link, A.spyTarget)?.getBoundingClientRect().top;
    if (top !== undefined && top <= Number(link.getAttribute(A.spyLine) ?? 0) * innerHeight + 1 && top > best) {
      best = top;
      current = link;
    }
  }
  for (const link of links) for (const c of tokens(link, A.spyClass)) link.classList.toggle(c, link === current);
}
if (first) addEventListener("scroll", onScroll, { passive: true });
onScroll();
