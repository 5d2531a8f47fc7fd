/** Finding the page's interactive controls (issue 24): what the behaviour recorder activates, one at a time. */
import { STAMP } from "./page-names.ts";

/**
 * ARIA patterns (disclosures, tabs, popups), native ones (`<summary>`, `popovertarget`, `commandfor`) and framework
 * conventions (Bootstrap's data API, Radix and Headless UI's `data-state` triggers).
 */
const CONTROL_SELECTOR = [
  "[aria-expanded]",
  "[aria-controls]:is(button, [role=button], a)",
  "[role=tab]",
  "[aria-haspopup]:not([aria-haspopup=false])",
  "details > summary",
  "[popovertarget]",
  "[commandfor]:not([command=close]):not([command=hide-popover])",
  "[data-bs-toggle]",
  "[data-bs-slide]",
  "[data-bs-slide-to]",
  "button[data-state]",
].join(",");

/** How the page says what a control works: the kind decides how the recorder undoes it and how it is named. */
export type ControlKind = "tab" | "carousel" | "details" | "popover" | "dialog" | "menu" | "toggle";

export interface FoundControl {
  el: Element;
  stamp: string;
  kind: ControlKind;
  /** The element the control names as its target (aria-controls, data-bs-target, href, popovertarget…), if any. */
  declared: Element | null;
}

/** Escape is tried where the patterns close on it (APG: dialogs, menus, popups) and on toggles that may open a popup. */
const ESCAPABLE = new Set<ControlKind>(["dialog", "menu", "popover", "toggle"]);

/**
 * Whether the recording tries Escape on what the control opened (a toggle's only when what it showed floats: Alpine's
 * flyout closes on Escape, a disclosure in the page's flow is not tried); never on Bootstrap's collapse.
 */
export function escapeMayClose(control: FoundControl): boolean {
  return ESCAPABLE.has(control.kind) && control.el.getAttribute("data-bs-toggle") !== "collapse";
}

/** `stamped`: only elements the capture stamped (the recording); false before stamping (behaviour-mounts.ts). */
export function findControls(max: number, stamped = true): FoundControl[] {
  const out: FoundControl[] = [];
  const seen = new Set<Element>();
  for (const el of document.querySelectorAll(CONTROL_SELECTOR)) {
    if (out.length >= max) break;
    const stamp = el.getAttribute(STAMP) ?? "";
    if ((stamped && !stamp) || seen.has(el) || el.closest("svg") || isDisabled(el)) continue;
    seen.add(el);
    out.push({ el, stamp, kind: kindOf(el), declared: declaredTarget(el) });
  }
  return out;
}

function isDisabled(el: Element): boolean {
  return el.hasAttribute("disabled") || el.getAttribute("aria-disabled") === "true";
}

function kindOf(el: Element): ControlKind {
  const bs = el.getAttribute("data-bs-toggle");
  if (el.getAttribute("role") === "tab" || bs === "tab" || bs === "pill" || bs === "list") return "tab";
  if (el.hasAttribute("data-bs-slide") || el.hasAttribute("data-bs-slide-to")) return "carousel";
  if (el.localName === "summary") return "details";
  if (el.hasAttribute("popovertarget")) return "popover";
  const popup = el.getAttribute("aria-haspopup");
  if (bs === "modal" || bs === "offcanvas" || popup === "dialog" || el.hasAttribute("commandfor")) return "dialog";
  if (bs === "dropdown" || (popup && popup !== "false")) return "menu";
  return "toggle";
}

function byId(id: string | null): Element | null {
  return id ? document.getElementById(id) : null;
}

function bySelector(selector: string | null): Element | null {
  if (!selector || selector === "#") return null;
  try {
    return document.querySelector(selector);
  } catch {
    return null;
  }
}

function declaredTarget(el: Element): Element | null {
  if (el.localName === "summary") return el.parentElement;
  const controls = el.getAttribute("aria-controls");
  const first = controls ? byId(controls.trim().split(/\s+/)[0]) : null;
  if (first) return first;
  const named = byId(el.getAttribute("popovertarget")) || byId(el.getAttribute("commandfor"));
  if (named) return named;
  const bs = bySelector(el.getAttribute("data-bs-target"));
  if (bs) return bs;
  const href = el.getAttribute("href");
  return href && href.startsWith("#") && href.length > 1 ? byId(decodeURIComponent(href.slice(1))) : null;
}

/** Out of the page's flow (a popup, a flyout, a sheet): what Escape may close, unlike a disclosure in the flow. */
export function floats(el: Element): boolean {
  for (let node: Element | null = el; node && node !== document.body; node = node.parentElement) {
    if (/^(absolute|fixed)$/.test(getComputedStyle(node).position)) return true;
  }
  return false;
}
