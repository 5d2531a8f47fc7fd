/**
 * Scroll-driven states (issue 24): a fixed navbar that gains a class once the page scrolls (the agency theme's
 * `.navbar-shrink`), and scrollspy links marked while their section is in view. The page is scrolled to a few
 * offsets, then to each spied section from the top down, and the classes of fixed and sticky elements (and what
 * they hold) are compared with the top of the page; the page is scrolled back to the top afterwards. Only class
 * tokens are read; the Node side validates them against the contract.
 */
import { STAMP } from "./page-names.ts";
import { nextTask } from "./settle-checks.ts";
import { workBudget, type WorkBudget } from "./work-budget.ts";

export interface ScrollOffsetRecord {
  stamp: string;
  /** The smallest sampled offset (px) from which the element has these changes. */
  from: number;
  added: string[];
  removed: string[];
}

export interface ScrollSpyRecord {
  /** The link, and the section it points at. */
  stamp: string;
  section: string;
  added: string[];
  removed: string[];
}

export interface ScrollCapture {
  offsets: ScrollOffsetRecord[];
  spies: ScrollSpyRecord[];
  /** Where in the viewport (0 top, 1 bottom) a section's top must be for its link to be marked. */
  line: number;
  ms: number;
}

const OFFSETS = [1, 120, 480];
/** Where a section's top marks its link when the page does not say: a little above the middle. */
const GENERIC_LINE = 0.4;
const MAX_WATCHED = 400;
const MAX_SECTIONS = 12;

/** What one frame costs on an idle machine (60 Hz): the price the recording's budget counts frames at. */
const NOMINAL_FRAME_MS = 17;
/** The frames waited for in the current recording (one runs at a time in a page). */
let budget: WorkBudget = workBudget(0, NOMINAL_FRAME_MS);
/** Set once a wait ended without its frames: a document that runs none (on its way out) gets short waits. */
let frameless = false;

/**
 * Waits for `n` animation frames. The page's scroll handlers and scrollspies' intersections run in those frames, so
 * the wait follows them however slow the machine is; only a document that runs no frame for a second is waited
 * for by the clock (40 ms a frame) from then on.
 */
const frames = (n: number) =>
  new Promise<void>((resolve) => {
    let left = n;
    let done = false;
    const end = () => {
      done = true;
      resolve();
    };
    const tick = () => {
      frameless = false;
      if (done) return;
      budget.spend();
      if (--left <= 0) end();
      else requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
    setTimeout(() => {
      if (done) return;
      frameless = true;
      budget.spend(left);
      end();
    }, frameless ? 40 * n : 1000 * n);
  });

/**
 * Scroll events are dispatched with the next frame, before its frame callbacks: once the callback asked for here has
 * run, so have the page's scroll handlers and the frame callbacks they asked for (the same frame runs those), and an
 * IntersectionObserver's report is the task after. One frame and two tasks, not the two frames waited before (four
 * scrolls were ~130 of the ~450 ms the Bootstrap fixture's behaviour steps took).
 */
async function scrollTo(y: number): Promise<void> {
  window.scrollTo({ top: y, left: 0, behavior: "instant" });
  await frames(1);
  await nextTask();
  await nextTask();
}

function diff(before: string[], el: Element): { added: string[]; removed: string[] } {
  const now = [...el.classList];
  return { added: now.filter((c) => !before.includes(c)), removed: before.filter((c) => !now.includes(c)) };
}

/**
 * Scrollspies observe intersections, delivered a few frames after the scroll: waits (briefly, in frames) for `done`.
 * Counted in frames, not ms: on a busy machine the observer's notification comes as many frames later as on an idle
 * one, and a spy that took longer than a clock bound went unrecorded.
 */
async function until(done: () => boolean, maxFrames = 8): Promise<void> {
  for (let n = 0; !done() && n < maxFrames; n++) await frames(1);
}

const same = (a: { added: string[]; removed: string[] }, b: { added: string[]; removed: string[] }) =>
  a.added.join(" ") === b.added.join(" ") && a.removed.join(" ") === b.removed.join(" ");

/**
 * Records the scroll-driven states within `budgetMs` of work (frames at their idle price, work-budget.ts). `follows`
 * is false when no script of the page can learn of a scroll (watch-scrolls.ts): no class can change then, so nothing
 * is scrolled or waited for, and only a declared spy is read.
 */
export async function recordScrollStates(budgetMs: number, follows = true): Promise<ScrollCapture> {
  const started = performance.now();
  budget = workBudget(budgetMs, NOMINAL_FRAME_MS);
  frameless = false;
  const out: ScrollCapture = { offsets: [], spies: [], line: 0, ms: 0 };
  const fixed = [...document.body.querySelectorAll(`[${STAMP}]`)]
    .slice(0, 4000)
    .filter((el) => /^(fixed|sticky)$/.test(getComputedStyle(el).position));
  const watched = [...new Set(fixed.flatMap((el) => [el, ...el.querySelectorAll(`[${STAMP}]`)]))].slice(0, MAX_WATCHED);
  const maxScroll = document.documentElement.scrollHeight - innerHeight;
  if (!watched.length || maxScroll < 1) return out;
  if (!follows) {
    const declared = declaredSpy();
    out.line = declared?.line ?? GENERIC_LINE;
    out.spies = declared?.spies ?? [];
    out.ms = Math.round(performance.now() - started);
    return out;
  }
  const start = scrollY;
  const base = new Map<Element, string[]>();
  try {
    // Already at the top (the capture leaves it there): no scroll event is coming, so no frame is waited for.
    if (scrollY !== 0 || scrollX !== 0) await scrollTo(0);
    for (const el of watched) base.set(el, [...el.classList]);
    const links = watched.filter((el): el is HTMLAnchorElement => el instanceof HTMLAnchorElement && /^#[\w-]+$/.test(el.getAttribute("href") ?? ""));
    const spied = new Set<Element>(links);

    // Offsets: what changes once the page has scrolled, and stays so further down.
    const seen = new Map<Element, { from: number; change: { added: string[]; removed: string[] }; stable: boolean }>();
    for (const y of OFFSETS.filter((o) => o <= maxScroll)) {
      await scrollTo(y);
      for (const el of watched) {
        if (spied.has(el)) continue;
        const change = diff(base.get(el)!, el);
        const known = seen.get(el);
        if (known) known.stable &&= same(known.change, change);
        else if (change.added.length || change.removed.length) seen.set(el, { from: y, change, stable: true });
      }
    }
    for (const [el, { from, change, stable }] of seen) if (stable) out.offsets.push({ stamp: el.getAttribute(STAMP)!, from, ...change });

    // Scrollspy: declared (Bootstrap's data-bs-spy) where the page says so, else each linked section brought to
    // the spy's line from the top of the page down.
    const declared = declaredSpy();
    if (declared) {
      out.line = declared.line;
      out.spies = declared.spies;
      return out;
    }
    const sections = links
      .map((link) => ({ link, section: document.getElementById(link.getAttribute("href")!.slice(1)) }))
      .filter((s): s is { link: HTMLAnchorElement; section: HTMLElement } => !!s.section?.hasAttribute(STAMP) && !watched.includes(s.section))
      .map((s) => ({ ...s, top: s.section.getBoundingClientRect().top + scrollY }))
      .sort((a, b) => a.top - b.top)
      .slice(0, MAX_SECTIONS);
    out.line = GENERIC_LINE;
    for (const { link, section, top } of sections) {
      if (budget.spent()) break;
      await scrollTo(Math.min(maxScroll, Math.max(0, top - out.line * innerHeight + 1)));
      await until(() => diff(base.get(link)!, link).added.length > 0);
      const change = diff(base.get(link)!, link);
      if (change.added.length || change.removed.length) out.spies.push({ stamp: link.getAttribute(STAMP)!, section: section.getAttribute(STAMP)!, ...change });
    }
  } finally {
    await scrollTo(start);
    // A page that marks its links on scroll alone keeps the last marks: the classes go back to the capture's.
    for (const [el, classes] of base) if ([...el.classList].join(" ") !== classes.join(" ")) el.setAttribute("class", classes.join(" "));
    out.ms = Math.round(performance.now() - started);
  }
  return out;
}

/**
 * Bootstrap's scrollspy, read from its data attributes: the links of the nav it names get `active` while their
 * section's top is above the bottom of its root margin (`0px 0px -25%` by default), less a tenth for its threshold.
 */
function declaredSpy(): { spies: ScrollSpyRecord[]; line: number } | null {
  const root = document.querySelector("[data-bs-spy=scroll]");
  let nav: Element | null = null;
  try {
    nav = root && document.querySelector(root.getAttribute("data-bs-target") ?? "");
  } catch {
    return null;
  }
  if (!root || !nav) return null;
  const bottom = /(-?\d+(?:\.\d+)?)%\s*$/.exec(root.getAttribute("data-bs-root-margin") ?? "0px 0px -25%");
  const line = Math.min(1, Math.max(0, 1 + Number(bottom?.[1] ?? -25) / 100 - 0.1));
  const spies: ScrollSpyRecord[] = [];
  for (const link of nav.querySelectorAll<HTMLAnchorElement>("a[href^='#']")) {
    const section = document.getElementById(link.getAttribute("href")!.slice(1));
    const stamp = link.getAttribute(STAMP);
    const target = section?.getAttribute(STAMP);
    if (stamp && target) spies.push({ stamp, section: target, added: ["active"], removed: [] });
  }
  return { spies, line: Math.round(line * 100) / 100 };
}
