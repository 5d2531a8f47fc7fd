/**
 * Exclusive siblings a single activation cannot reveal (issue 24): an accordion with `type="single"` (Radix) that
 * showed nothing open at capture. Opening one item closed no other, because none was open; so two alike toggles that
 * each opened only themselves are opened one after the other, and whether the first closed tells.
 */
import type { FoundControl } from "./behaviour-controls.ts";
import { restore } from "./dom-restore.ts";
import { press } from "./pointer-events.ts";
import { quiet } from "./settle-checks.ts";
import type { WorkBudget } from "./work-budget.ts";

/** What a recorded activation tells here (behaviour-record.ts's RawRecord has these and more). */
interface Activation {
  control: string;
  kind: string;
  hidden: string[];
  changes: { stamp: string; attrs: Record<string, [string | null, string | null]> }[];
}

/** Whether activating the control set its own aria-expanded from "false" to "true" (it opened something). */
function expandedItself(record: Activation): boolean {
  const own = record.changes.find((c) => c.stamp === record.control)?.attrs["aria-expanded"];
  return !!own && own[0] === "false" && own[1] === "true";
}

/** Controls that look alike (tag and classes) and sit in one small subtree: the items of one accordion, maybe. */
export function siblings(a: Element, b: Element): boolean {
  if (a.localName !== b.localName || a.getAttribute("class") !== b.getAttribute("class")) return false;
  let up: Element | null = a;
  for (let depth = 0; up && depth < 5; depth++, up = up.parentElement) if (up.contains(b)) return true;
  return false;
}

const MAX_PROBES = 6;

/** Where answers found before the recording are kept between calls: a global of the capture's isolated world. */
const KNOWN_KEY = "__layoutliftKnownExclusive";

function knownAnswers(): WeakMap<Element, Map<Element, boolean>> {
  const slots = globalThis as unknown as Record<string, WeakMap<Element, Map<Element, boolean>> | undefined>;
  return (slots[KNOWN_KEY] ??= new WeakMap());
}

/**
 * Notes whether opening `b` while `a` was open closed `a`, seen by the page's own clicks before the recording
 * (behaviour-mounts.ts opens alike sibling toggles one after the other): the probe below needs no clicks of its own
 * for that pair then. Whether a script closes one item when another opens does not depend on the viewport width.
 */
export function noteExclusive(a: Element, b: Element, exclusive: boolean): void {
  const answers = knownAnswers();
  (answers.get(a) ?? answers.set(a, new Map()).get(a)!).set(b, exclusive);
}

/**
 * Opens `a`, then `b`, and reads whether `a` closed (its aria-expanded back to "false"); then closes what is open
 * through the page itself (a framework keeps its own state) and puts back every attribute as recordOne does.
 */
async function opensExclusively(a: Element, b: Element): Promise<boolean> {
  const firstOld = new Map<Element, Map<string, string | null>>();
  const added = new Set<Node>();
  let seen = 0;
  const observer = new MutationObserver((list) => {
    seen += list.length;
    for (const m of list) {
      if (m.type === "attributes" && m.attributeName) {
        const olds = firstOld.get(m.target as Element) ?? firstOld.set(m.target as Element, new Map()).get(m.target as Element)!;
        if (!olds.has(m.attributeName)) olds.set(m.attributeName, m.oldValue);
      } else for (const n of m.addedNodes) added.add(n);
    }
  });
  observer.observe(document.documentElement, { subtree: true, attributes: true, attributeOldValue: true, childList: true });
  const scroll = [window.scrollX, window.scrollY];
  try {
    press(a);
    await quiet(() => seen);
    if (a.getAttribute("aria-expanded") !== "true") return false;
    press(b);
    await quiet(() => seen);
    const exclusive = a.getAttribute("aria-expanded") === "false" && b.getAttribute("aria-expanded") === "true";
    for (const el of [b, a]) {
      if (el.getAttribute("aria-expanded") !== "true") continue;
      press(el);
      await quiet(() => seen);
    }
    return exclusive;
  } finally {
    observer.disconnect();
    restore(firstOld, added);
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    window.scrollTo(scroll[0], scroll[1]);
  }
}

/** Pairs of neighbouring alike toggles (stamps) where opening the second closed the first, at most MAX_PROBES tried. */
export async function exclusivePairs(records: Activation[], controls: FoundControl[], budget: WorkBudget): Promise<[string, string][]> {
  const out: [string, string][] = [];
  const byStamp = new Map(controls.map((c) => [c.stamp, c]));
  const candidates = records.filter((r) => r.kind === "toggle" && !r.hidden.length && expandedItself(r)).map((r) => byStamp.get(r.control)!);
  let probes = 0;
  for (let i = 1; i < candidates.length && probes < MAX_PROBES && !budget.spent(); i++) {
    const [a, b] = [candidates[i - 1], candidates[i]];
    if (!siblings(a.el, b.el) || !a.el.isConnected || !b.el.isConnected) continue;
    probes++;
    const known = knownAnswers().get(a.el)?.get(b.el);
    if (known !== undefined) {
      if (known) out.push([a.stamp, b.stamp]);
      continue;
    }
    if (await opensExclusively(a.el, b.el)) out.push([a.stamp, b.stamp]);
  }
  return out;
}
