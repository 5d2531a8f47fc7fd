/**
 * Content a page renders only while open (issue 24). Radix and Headless UI mount a menu's or a dialog's content (in a
 * portal under <body>) and a tab pane's or accordion body's children only when they open, so the markup read at rest
 * holds none of it: the export had a dead "Account" menu and empty tab panes. Before anything reads the page, each
 * control whose target is missing or empty is activated once as a pointer would, a copy of what the page mounted is
 * kept, the page closes it again by its own means, and the copy is put where the page had mounted it: inside a
 * closed pane it rests hidden with the pane; a copy that would show at rest (a portal) gets `hidden`, which the
 * behaviour recording (behaviour-record.ts) takes off when the control opens. That open is this one replayed where
 * it can be (behaviour-replay.ts): what the page changed on its lasting elements is noted here for it.
 */
import { escapeMayClose, findControls, type FoundControl } from "./behaviour-controls.ts";
import { noteExclusive, siblings } from "./behaviour-exclusive.ts";
import { attributeNotes, putBack, type OpenNote } from "./behaviour-replay.ts";
import { guardNavigation, STILL } from "./page-guard.ts";
import { escape, press } from "./pointer-events.ts";
import { checkBudget, quiet, watchChanges } from "./settle-checks.ts";

/** Where the copies are remembered between calls: a global of the capture's isolated world, not the page's. */
const KEPT_KEY = "__layoutliftKeptMounts";

interface Kept {
  /** Copies under <body> or otherwise shown at rest: `hidden` until the control opens them. */
  roots: Element[];
  /** Copies inside a part that rests hidden (a tab pane): the control's own state shows them. */
  inPlace: Node[];
  /** What the open that made the copies changed, for the recording to replay rather than open again (null: open it). */
  note: OpenNote | null;
}

type KeptMap = WeakMap<Element, Kept>;

function keptMap(): KeptMap {
  const slots = globalThis as unknown as Record<string, KeptMap | undefined>;
  return (slots[KEPT_KEY] ??= new WeakMap());
}

/** What the page keeps for a control: copies of the content it mounts only while open (null: none). */
export function keptFor(control: Element): Kept | null {
  return keptMap().get(control) ?? null;
}

const visible = (el: Element) => el.checkVisibility({ visibilityProperty: true } as CheckVisibilityOptions);
const hasContent = (n: Node) => (n instanceof Element ? !!(n.children.length || n.textContent?.trim()) : n.nodeType === Node.TEXT_NODE && !!n.textContent?.trim());

/** A control whose target is not there (a portal's trigger) or is there with nothing in it (a pane Radix empties). */
function mountsOnOpen(control: FoundControl): boolean {
  const el = control.el;
  if (control.kind === "carousel" || control.kind === "details" || control.kind === "popover") return false;
  if (el.getAttribute("aria-selected") === "true" || el.getAttribute("aria-expanded") === "true") return false;
  const target = control.declared;
  if (!target) return el.hasAttribute("aria-haspopup") || el.hasAttribute("data-state");
  return !hasContent(target) && !(target instanceof HTMLDialogElement);
}

/**
 * A popper wrapper (Floating UI's `position: fixed` moved by `transform: translate(…)`) is placed for one viewport:
 * its copy is pinned to the document instead, at the edge of the page its control sits nearer to, so a header's
 * menu stays under its button at every width.
 */
function pinPopper(copy: Element, live: Element): void {
  if (!(copy instanceof HTMLElement) || !(live instanceof HTMLElement)) return;
  const style = live.style;
  if (!/^(fixed|absolute)$/.test(style.position) || !/translate/.test(style.transform)) return;
  const box = live.getBoundingClientRect();
  const width = document.documentElement.clientWidth;
  copy.style.removeProperty("transform");
  copy.style.position = "absolute";
  copy.style.top = `${Math.round(box.top + window.scrollY)}px`;
  if (box.left + box.width / 2 > width / 2) {
    copy.style.removeProperty("left");
    copy.style.right = `${Math.round(width - box.right)}px`;
  } else copy.style.left = `${Math.round(box.left + window.scrollX)}px`;
}

interface Mounted {
  node: Node;
  copy: Node;
  parent: Node;
  next: Node | null;
}

/** A control opened and its content copied, still open: closing it through the page gives the open's note. */
interface Opened {
  mounted: Mounted[];
  /** Elements whose attributes the open changed (what a second control opened meanwhile does to them is not its). */
  changed: Set<Element>;
  /** Whether the open set the control's own aria-expanded from "false" to "true" (a disclosure), and it still is. */
  expanded: boolean;
  /** Read right after the open when `alongside` was open: whether the page closed it (an exclusive accordion). */
  closedAlongside: boolean | null;
  close(): Promise<OpenNote | null>;
}

/**
 * Opens one control, copies what it mounted and tries Escape where the recording would (whether it closed is
 * noted); `close()` then lets the page close it: a click again, else Escape; a tab by selecting the one selected
 * before, so every control is opened from the page's fresh state. The open's changes are noted for the recording to
 * replay (behaviour-replay.ts) when the page put them all back on closing. `alongside`: a sibling toggle left open
 * (openControls()), whose changes are not this open's.
 */
async function openAndCopy(control: FoundControl, alongside: Opened | null, alongsideEl: Element | null): Promise<Opened> {
  const added: Node[] = [];
  const notes = attributeNotes();
  let seen = 0;
  const removed: { node: Node; from: Node }[] = [];
  const observer = new MutationObserver((list) => {
    seen += list.length;
    notes.note(list);
    for (const m of list) {
      for (const n of m.addedNodes) added.push(n);
      for (const n of m.removedNodes) removed.push({ node: n, from: m.target });
    }
  });
  observer.observe(document.documentElement, { subtree: true, childList: true, attributes: true, attributeOldValue: true });
  const selectedBefore = control.kind === "tab" ? control.el.closest("[role=tablist]")?.querySelector('[role=tab][aria-selected="true"]') : null;
  let closing = false;
  try {
    press(control.el);
    await quiet(() => seen);
    notes.note(observer.takeRecords());
    const closedAlongside = alongsideEl ? alongsideEl.getAttribute("aria-expanded") === "false" && control.el.getAttribute("aria-expanded") === "true" : null;
    // What shows: not the <style> a scroll lock puts in <head>, nor empty focus guards and overlays (a backdrop the
    // recording notes by its classes).
    const live = added.filter((n) => n.isConnected && document.body.contains(n) && hasContent(n) && !(n instanceof Element && n.matches("script, style, link, template")) && !added.some((o) => o !== n && o.contains(n)));
    const mounted = live.map((node) => {
      const copy = node.cloneNode(true);
      if (node instanceof Element && copy instanceof Element) pinPopper(copy, node);
      return { node, copy, parent: node.parentNode!, next: node.nextSibling };
    });
    // Replaying sets attributes only; what the open mounted is the copies' to stand for. What it took out must not
    // matter: nothing moved, and content taken out only of a part the open hid (the pane a tab left, emptied).
    // What the page took out of a sibling left open (it closed: its rendered content) is not this open's doing.
    const alongsides = (node: Node) => !!alongside?.mounted.some((m) => m.node === node || m.node.contains(node));
    const replayable = removed.every(({ node, from }) => !node.isConnected && (added.includes(node) || alongsides(node) || !hasContent(node) || (from instanceof Element && from.isConnected && !visible(from))));
    const attrs = notes.changed(added).filter(([el]) => !alongside?.changed.has(el));
    let backdrop: string[] = [];
    for (const node of added) {
      if (node instanceof Element && node.isConnected && node.parentElement === document.body && !node.children.length && !node.textContent?.trim() && node.classList.length) backdrop = [...node.classList];
    }
    const open = () => mounted.some((m) => m.node.isConnected);
    let escapeCloses = false;
    if (control.kind !== "tab" && open() && escapeMayClose(control)) {
      escape(control.el);
      await quiet(() => seen);
      escapeCloses = !open();
    }
    const own = attrs.find(([el, name]) => el === control.el && name === "aria-expanded");
    const expanded = !!own && own[2] === "false" && own[3] === "true" && control.el.getAttribute("aria-expanded") === "true";
    // Left open, what this observer would see next is another control's doing.
    observer.disconnect();
    closing = true;
    return {
      mounted,
      changed: new Set(attrs.map(([el]) => el)),
      expanded,
      closedAlongside,
      async close() {
        let seen = 0;
        const watch = new MutationObserver((list) => void (seen += list.length));
        watch.observe(document.documentElement, { subtree: true, childList: true, attributes: true });
        try {
          if (selectedBefore && selectedBefore !== control.el) {
            press(selectedBefore);
            await quiet(() => seen);
          } else if (control.kind !== "tab" && open()) {
            press(control.el);
            await quiet(() => seen);
            if (open()) {
              escape(control.el);
              await quiet(() => seen);
            }
          }
        } finally {
          watch.disconnect();
        }
        return replayable && control.el.isConnected && !open() && putBack(attrs) ? { attrs, escapeCloses, backdrop } : null;
      },
    };
  } finally {
    if (!closing) observer.disconnect();
  }
}

/**
 * Opens each control and copies what it mounted, one at a time from the page's fresh state, but for alike sibling
 * toggles (the items of one accordion): the next is opened while the first is still open, and whether the page
 * closed the first answers the recording's exclusivity probe (behaviour-exclusive.ts) without its three clicks
 * (Radix fixture: ~20-35 ms); where it did, the page's own close saved a click here too.
 */
async function openControls(controls: FoundControl[], budget: ReturnType<typeof checkBudget>): Promise<{ control: Element; mounted: Mounted[]; note: OpenNote | null }[]> {
  const out: { control: Element; mounted: Mounted[]; note: OpenNote | null }[] = [];
  let left: { control: FoundControl; opened: Opened } | null = null;
  const finish = async (control: FoundControl, opened: Opened) => {
    const note = await opened.close();
    if (opened.mounted.length) out.push({ control: control.el, mounted: opened.mounted, note });
  };
  try {
    for (let i = 0; i < controls.length; i++) {
      const control = controls[i];
      if (budget.spent()) break;
      if (!control.el.isConnected) continue;
      const opened: Opened = await openAndCopy(control, left?.opened ?? null, left?.control.el ?? null);
      if (left) {
        if (opened.closedAlongside !== null) noteExclusive(left.control.el, control.el, opened.closedAlongside);
        // The first is closed (by the page already where the accordion is exclusive) before this one is.
        const first = left;
        left = null;
        await finish(first.control, first.opened);
      }
      // Left open for the next item in turn: each pair of neighbours is answered.
      const next = controls[i + 1];
      if (control.kind === "toggle" && opened.expanded && next?.kind === "toggle" && next.el.isConnected && siblings(control.el, next.el) && !budget.spent()) {
        left = { control, opened };
        continue;
      }
      await finish(control, opened);
    }
  } finally {
    if (left) await finish(left.control, left.opened);
  }
  return out;
}

/**
 * Keeps a copy of what each control mounts only while open (at most `max` controls, within `budgetMs` of settle
 * checks). Run before the page is stamped, so the copies are stamped, measured and printed like the page's own parts.
 */
export async function keepMountedContent(max: number, budgetMs: number): Promise<{ controls: number; copies: number }> {
  const budget = checkBudget(budgetMs);
  const kept = keptMap();
  const controls = findControls(max, false).filter(mountsOnOpen);
  const selectedTabs = [...document.querySelectorAll('[role=tab][aria-selected="true"]')];
  const active = document.activeElement;
  const pending: { control: Element; mounted: Mounted[]; note: OpenNote | null }[] = [];
  if (!controls.length) return { controls: 0, copies: 0 };
  // As the recording does: no link is followed, no form sent, and no transition keeps a closing part mounted.
  const still = document.createElement("style");
  still.textContent = STILL;
  document.head.append(still);
  const unguard = guardNavigation();
  const unwatch = watchChanges();
  try {
    try {
      pending.push(...(await openControls(controls, budget)));
    } finally {
      unguard();
      still.remove();
    }
    // Tabs were left on the last one clicked: the page selects its first choice again itself.
    let seen = 0;
    const observer = new MutationObserver((list) => void (seen += list.length));
    observer.observe(document.documentElement, { subtree: true, childList: true, attributes: true });
    for (const tab of selectedTabs) if (tab.getAttribute("aria-selected") !== "true") press(tab);
    await quiet(() => seen);
    observer.disconnect();
  } finally {
    unwatch();
  }
  // Only now, with everything closed again, the copies go where the page had mounted them.
  let copies = 0;
  for (const { control, mounted, note } of pending) {
    const entry: Kept = { roots: [], inPlace: [], note };
    for (const m of mounted) {
      if (!m.parent.isConnected || m.node.isConnected) continue;
      m.parent.insertBefore(m.copy, m.next && m.next.parentNode === m.parent ? m.next : null);
      const shownAtRest = m.copy instanceof Element ? visible(m.copy) : m.parent instanceof Element && visible(m.parent);
      if (!shownAtRest) entry.inPlace.push(m.copy);
      else if (m.copy instanceof Element) {
        m.copy.setAttribute("hidden", "");
        entry.roots.push(m.copy);
      } else {
        m.copy.parentNode?.removeChild(m.copy);
        continue;
      }
      copies++;
    }
    if (entry.roots.length || entry.inPlace.length) kept.set(control, entry);
  }
  if (active instanceof HTMLElement && active !== document.body) active.focus({ preventScroll: true });
  else if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  return { controls: controls.length, copies };
}
