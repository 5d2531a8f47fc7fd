/**
 * What a person's pointer and keyboard send to a control, dispatched in the page: the recorder cannot move the real
 * mouse per control without scrolling and racing the page, and these are the events libraries listen to.
 */

const MOUSE = { bubbles: true, cancelable: true, composed: true, view: window, button: 0 };
const POINTER = { pointerType: "mouse", isPrimary: true, pointerId: 1 };

/** A click: pointer and mouse down/up, focus, then click. */
export function press(el: Element): void {
  const init = { ...MOUSE, buttons: 1 };
  el.dispatchEvent(new PointerEvent("pointerdown", { ...init, ...POINTER }));
  el.dispatchEvent(new MouseEvent("mousedown", init));
  if (el instanceof HTMLElement) el.focus({ preventScroll: true });
  el.dispatchEvent(new PointerEvent("pointerup", { ...init, ...POINTER, buttons: 0 }));
  el.dispatchEvent(new MouseEvent("mouseup", { ...init, buttons: 0 }));
  if (el instanceof HTMLElement) el.click();
  else el.dispatchEvent(new MouseEvent("click", { ...init, buttons: 0 }));
}

/** The elements a pointer entering `el` enters too: its ancestors up to the body, outermost first. */
function entered(el: Element): Element[] {
  const chain: Element[] = [];
  for (let node: Element | null = el; node && node !== document.body && node !== document.documentElement; node = node.parentElement) chain.unshift(node);
  return chain;
}

/** The pointer arrives over the control: enter events (which do not bubble) on it and its ancestors, over on it. */
export function hover(el: Element): void {
  for (const node of entered(el)) {
    node.dispatchEvent(new PointerEvent("pointerenter", { ...MOUSE, ...POINTER, bubbles: false }));
    node.dispatchEvent(new MouseEvent("mouseenter", { ...MOUSE, bubbles: false }));
  }
  el.dispatchEvent(new PointerEvent("pointerover", { ...MOUSE, ...POINTER }));
  el.dispatchEvent(new MouseEvent("mouseover", MOUSE));
}

/** The pointer leaves the control and everything it had entered, for the page's body. */
export function unhover(el: Element): void {
  el.dispatchEvent(new PointerEvent("pointerout", { ...MOUSE, ...POINTER, relatedTarget: document.body }));
  el.dispatchEvent(new MouseEvent("mouseout", { ...MOUSE, relatedTarget: document.body }));
  for (const node of entered(el).reverse()) {
    node.dispatchEvent(new PointerEvent("pointerleave", { ...MOUSE, ...POINTER, bubbles: false, relatedTarget: document.body }));
    node.dispatchEvent(new MouseEvent("mouseleave", { ...MOUSE, bubbles: false, relatedTarget: document.body }));
  }
}

/** Escape, sent where focus is (or to the control when nothing has it). */
export function escape(at: Element): void {
  const active = document.activeElement && document.activeElement !== document.body ? document.activeElement : at;
  for (const type of ["keydown", "keyup"]) active.dispatchEvent(new KeyboardEvent(type, { key: "Escape", code: "Escape", bubbles: true, cancelable: true, composed: true }));
}
