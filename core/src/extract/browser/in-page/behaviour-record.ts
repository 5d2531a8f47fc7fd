/**
 * Recording what each control does (issue 24): in a fresh state, the control is activated as a pointer would
 * (never following a link), the page's changes are watched until it holds still, Escape is tried on what opened,
 * and everything is put back as it was before the next control. Only classes and attributes are read here; the
 * Node side (extract/behaviours) decides what of it becomes a behaviour, validated against the contract.
 */
import { escapeMayClose, findControls, floats, type ControlKind, type FoundControl } from "./behaviour-controls.ts";
import { keptFor } from "./behaviour-mounts.ts";
import { replay, replayable, STATE_STYLE_PROPS, styleOf } from "./behaviour-replay.ts";
import { exclusivePairs } from "./behaviour-exclusive.ts";
import { restore } from "./dom-restore.ts";
import { finishTransitions, guardNavigation, STILL } from "./page-guard.ts";
import { STAMP } from "./page-names.ts";
import { escape, hover, press, unhover } from "./pointer-events.ts";
import { checkBudget, nextTask, quiet, watchChanges } from "./settle-checks.ts";

/** One element's change: class tokens added and removed, attributes [before, after] (null: absent). */
export interface RawChange {
  stamp: string;
  added: string[];
  removed: string[];
  attrs: Record<string, [string | null, string | null]>;
  /** Inline `display`/`visibility` [before, after] ('' when not set inline). */
  styles: Record<string, [string, string]>;
}

export interface RawRecord {
  control: string;
  kind: ControlKind;
  declared: string | null;
  /** Bootstrap-style carousel controls: the item index a control shows, or the way it steps. */
  slideTo: number | null;
  step: "next" | "prev" | null;
  changes: RawChange[];
  /** Changed (or declared) elements that became visible / hidden, outermost only. */
  shown: string[];
  hidden: string[];
  /** Every stamped element visible only in the activated state. */
  revealed: string[];
  /** Classes of an empty element the page added to <body> (a modal's backdrop). */
  backdrop: string[];
  bodyAdded: string[];
  bodyRemoved: string[];
  escapeCloses: boolean;
  /** Buttons inside what opened that close it (Bootstrap's data-bs-dismiss, a "Close" label). */
  closers: string[];
  /** Elements with content the page added on activation: content it renders only while open. */
  mounted: number;
  /** An inline style the state set that reads or runs something (url(), expression()). */
  hostileStyle: boolean;
  /** "hover": pointing at the control opened it (a flyout menu), so no click was needed. */
  trigger: "click" | "hover";
}

export interface BehaviourCapture {
  /** The viewport width the controls were activated at. */
  width: number;
  records: RawRecord[];
  controls: number;
  ms: number;
  /** The budget it used: settle checks at their idle price. */
  workMs: number;
  timedOut: boolean;
  /**
   * Pairs of sibling disclosure controls (stamps) where opening the second closed the first: an exclusive accordion
   * (Radix `type="single"`) that showed nothing open at capture, so no single activation could tell.
   */
  exclusive: [string, string][];
}

/** Controls that may open on hover: menus and plain toggles (a flyout's button), never tabs, carousels or dialogs. */
const HOVERABLE = new Set<ControlKind>(["menu", "toggle"]);

/** Words a dialog's own close button is labelled with. */
const CLOSE_LABEL = /^(close|cancel|dismiss|done|no,? thanks|not now|×|✕|✖)$/i;

const visible = (el: Element) => el.checkVisibility({ visibilityProperty: true } as CheckVisibilityOptions);

function outermost(els: Element[]): Element[] {
  return els.filter((el) => !els.some((other) => other !== el && other.contains(el)));
}

/** Records one control; leaves the page as it found it. */
async function recordOne(control: FoundControl, baseline: WeakMap<Element, boolean>, hoverable: boolean): Promise<RawRecord> {
  const firstOld = new Map<Element, Map<string, string | null>>();
  const added = new Set<Node>();
  let seen = 0;
  const collect = (list: MutationRecord[]) => {
    seen += list.length;
    for (const m of list) {
      if (m.type === "attributes" && m.target instanceof Element && m.attributeName) {
        const olds = firstOld.get(m.target) ?? firstOld.set(m.target, new Map()).get(m.target)!;
        if (!olds.has(m.attributeName)) olds.set(m.attributeName, m.oldValue);
      } else if (m.type === "childList") {
        for (const n of m.addedNodes) added.add(n);
      }
    }
  };
  const observer = new MutationObserver(collect);
  observer.observe(document.documentElement, { subtree: true, attributes: true, attributeOldValue: true, childList: true });
  const scroll = [window.scrollX, window.scrollY];
  const wasVisible = (el: Element) => baseline.get(el) ?? false;
  const record: RawRecord = {
    control: control.stamp,
    kind: control.kind,
    declared: control.declared?.getAttribute(STAMP) ?? null,
    slideTo: control.el.hasAttribute("data-bs-slide-to") ? Number(control.el.getAttribute("data-bs-slide-to")) : null,
    step: ({ next: "next", prev: "prev" } as const)[control.el.getAttribute("data-bs-slide") ?? ""] ?? null,
    changes: [], shown: [], hidden: [], revealed: [], backdrop: [], bodyAdded: [], bodyRemoved: [],
    escapeCloses: false, closers: [], mounted: 0, hostileStyle: false, trigger: "click",
  };
  try {
    // A pointer reaches a menu before it clicks: a flyout that opens on hover is recorded as one, else it is undone.
    if (hoverable && HOVERABLE.has(control.kind)) {
      hover(control.el);
      await quiet(() => seen);
      collect(observer.takeRecords());
      const opened = [...firstOld.keys(), ...(control.declared ? [control.declared] : [])].some((el) => el.hasAttribute(STAMP) && !wasVisible(el) && visible(el));
      if (opened) record.trigger = "hover";
      else {
        const changedNothing = !firstOld.size && !added.size;
        unhover(control.el);
        // Pointing at it changed nothing (a React page listens for every event at its root, hover or not): leaving
        // it changes nothing either, once the page's own handlers and microtasks ran; no frame is waited for.
        if (changedNothing) await nextTask();
        else await quiet(() => seen);
        collect(observer.takeRecords());
        if (firstOld.size || added.size) {
          restore(firstOld, added);
          await quiet(() => seen);
        }
        observer.takeRecords();
        firstOld.clear();
        added.clear();
      }
    }
    // A framework's tabs (Radix) keep their choice in script state: the page selects its own choice again after.
    const selectedBefore = control.kind === "tab" ? control.el.closest("[role=tablist]")?.querySelector('[role=tab][aria-selected="true"]') : null;
    // What the page mounts only while open was kept as a hidden copy (behaviour-mounts.ts): the copy is what opens,
    // and the open that made it noted what else the page changed, replayed here instead of a second click
    // (behaviour-replay.ts) when the page stands as it did then.
    const kept = keptFor(control.el);
    const note = record.trigger === "click" && kept?.note && replayable(kept.note) ? kept.note : null;
    if (note) replay(note);
    else if (record.trigger === "click") press(control.el);
    await quiet(() => seen);
    for (const root of kept?.roots ?? []) root.removeAttribute("hidden");
    collect(observer.takeRecords());
    const changed: Element[] = [];
    for (const [el, olds] of firstOld) {
      if (el === document.documentElement) continue;
      if (el === document.body) {
        const before = new Set(((olds.has("class") ? olds.get("class") : el.getAttribute("class")) ?? "").split(/\s+/).filter(Boolean));
        const after = new Set(el.classList);
        record.bodyAdded = [...after].filter((c) => !before.has(c));
        record.bodyRemoved = [...before].filter((c) => !after.has(c));
        continue;
      }
      const stamp = el.getAttribute(STAMP);
      if (!stamp) continue;
      const change: RawChange = { stamp, added: [], removed: [], attrs: {}, styles: {} };
      // A modal's hideOthers (the aria-hidden package Radix uses) marks everything else for screen readers only.
      const hiddenFromReaders = olds.has("data-aria-hidden");
      for (const [name, old] of olds) {
        const now = el.getAttribute(name);
        if (now === old || name === STAMP || (hiddenFromReaders && /^(data-)?aria-hidden$/.test(name))) continue;
        if (name === "class") {
          const before = new Set((old ?? "").split(/\s+/).filter(Boolean));
          const after = new Set(el.classList);
          change.added = [...after].filter((c) => !before.has(c));
          change.removed = [...before].filter((c) => !after.has(c));
        } else if (name === "style") {
          if (/url\(|expression\(|image-set\(/i.test(now ?? "")) record.hostileStyle = true;
          for (const prop of STATE_STYLE_PROPS) {
            const pair: [string, string] = [styleOf(old, prop), styleOf(now, prop)];
            if (pair[0] !== pair[1]) change.styles[prop] = pair;
          }
        } else change.attrs[name] = [old, now];
      }
      if (change.added.length || change.removed.length || Object.keys(change.attrs).length || Object.keys(change.styles).length) {
        record.changes.push(change);
        changed.push(el);
      }
    }
    const checked = control.declared && !changed.includes(control.declared) ? [...changed, control.declared] : changed;
    const shown = outermost(checked.filter((el) => !wasVisible(el) && visible(el)));
    record.shown = shown.map((el) => el.getAttribute(STAMP)!).filter(Boolean);
    record.hidden = outermost(checked.filter((el) => wasVisible(el) && !visible(el))).map((el) => el.getAttribute(STAMP)!).filter(Boolean);
    const revealed = new Set<string>();
    for (const root of checked) {
      for (const el of [root, ...root.querySelectorAll(`[${STAMP}]`)]) {
        if (revealed.size >= 3000) break;
        if (!wasVisible(el) && visible(el)) revealed.add(el.getAttribute(STAMP)!);
      }
    }
    record.revealed = [...revealed];
    for (const node of added) {
      if (!(node instanceof Element) || !node.isConnected) continue;
      // An empty styled element: a backdrop (not Radix's unstyled focus guards beside it).
      if (node.parentElement === document.body && !node.children.length && !node.textContent?.trim()) {
        if (node.classList.length) record.backdrop = [...node.classList];
      } else if (!kept && (node.textContent?.trim() || node.children.length)) record.mounted++;
    }
    for (const target of shown) {
      // In a dialog, a button labelled as closing it closes it (Radix's Dialog.Close reads "Cancel" and names nothing).
      const dialog = control.kind === "dialog" || target.matches("dialog, [role=dialog], [role=alertdialog], [aria-modal=true]");
      for (const b of target.querySelectorAll("[data-bs-dismiss], [command=close], button[aria-label=Close i], button")) {
        const stamp = b.getAttribute(STAMP);
        const closes = b.matches("[data-bs-dismiss], [command=close], button[aria-label=Close i]") || (dialog && CLOSE_LABEL.test(b.getAttribute("aria-label") || b.textContent?.trim() || ""));
        if (stamp && closes && !record.closers.includes(stamp)) record.closers.push(stamp);
      }
    }
    // Open while what it showed shows, or while content the page mounted for it (a portal) is still there.
    const portals = [...added].filter((n) => n instanceof Element && n.isConnected && (n.children.length || n.textContent?.trim()));
    const isOpen = () => (kept?.roots.length ? false : shown.some(visible)) || portals.some((n) => n.isConnected);
    const opened = isOpen();
    // A modal <dialog> closes on Escape in the browser itself (a synthetic key cannot show it).
    if (control.declared instanceof HTMLDialogElement && control.declared.matches(":modal")) record.escapeCloses = true;
    // Escape is tried where the patterns close on it (APG: dialogs, menus, popups) and on toggles that open a popup
    // (Alpine's flyout); not on a disclosure in the page's flow nor Bootstrap's collapse (capture-time savings).
    const triesEscape = escapeMayClose(control) && (control.kind !== "toggle" || shown.some(floats));
    if (note) {
      // Replayed: the page ran nothing, so it has nothing to close; what its open showed and did is the note's.
      if (triesEscape && (kept!.roots.length > 0 || shown.some(visible)) && note.escapeCloses) record.escapeCloses = true;
      record.backdrop = note.backdrop;
    } else if (opened && triesEscape) {
      escape(control.el);
      await quiet(() => seen);
      record.escapeCloses = !isOpen();
    }
    // The page closes it itself where it can, so its own state (a framework's) stays true to the page (a replayed
    // open changed only attributes, put back below).
    if (!note && selectedBefore && selectedBefore !== control.el) {
      press(selectedBefore);
      await quiet(() => seen);
    } else if (!note && opened && isOpen() && control.kind !== "tab" && control.kind !== "carousel") {
      if (record.trigger === "hover") unhover(control.el);
      else press(control.el);
      await quiet(() => seen);
    }
  } finally {
    const declared = control.declared;
    if (declared instanceof HTMLElement && declared.matches(":popover-open")) declared.hidePopover();
    collect(observer.takeRecords());
    observer.disconnect();
    restore(firstOld, added);
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    window.scrollTo(scroll[0], scroll[1]);
  }
  return record;
}


/**
 * Finds the controls and records each one (or only those stamped `only`), within `budgetMs` of work overall
 * (settle-checks.ts: checks at their idle price, the clock allowing more); `hoverable` false: no script listens for hover.
 */
export async function recordBehaviours(max: number, budgetMs: number, only: string[] | null = null, hoverable = true): Promise<BehaviourCapture> {
  const started = performance.now();
  const budget = checkBudget(budgetMs);
  const still = document.createElement("style");
  still.textContent = STILL;
  document.head.append(still);
  finishTransitions();
  const unguard = guardNavigation();
  const unwatch = watchChanges();
  const records: RawRecord[] = [];
  const exclusive: [string, string][] = [];
  let timedOut = false;
  const controls = findControls(max).filter((c) => !only || only.includes(c.stamp));
  try {
    const baseline = new WeakMap<Element, boolean>();
    for (const el of document.querySelectorAll(`[${STAMP}]`)) baseline.set(el, visible(el));
    for (const control of controls) {
      if (budget.spent()) {
        timedOut = true;
        break;
      }
      if (!control.el.isConnected) continue;
      records.push(await recordOne(control, baseline, hoverable));
    }
    // Sibling toggles that each opened only themselves: whether one closes the other is probed, pair by pair.
    exclusive.push(...(await exclusivePairs(records, controls, budget)));
  } finally {
    unwatch();
    unguard();
    still.remove();
  }
  return { width: window.innerWidth, records, controls: controls.length, ms: Math.round(performance.now() - started), workMs: budget.usedMs(), timedOut, exclusive };
}
