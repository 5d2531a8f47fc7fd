import { behaviourSchema, scrollStateSchema, stateAttributeNameSchema, type Behaviour, type BehaviourPattern, type ScrollState, type Stepper } from "../../contract/behaviours.ts";
import type { ScrollCapture } from "../browser/in-page/scroll-record.ts";
import type { BehaviourCapture, RawChange, RawRecord } from "../browser/in-page/behaviour-record.ts";
import { controlTargets, mergeWidths, splitRecord, type StateUnit } from "./state-units.ts";

/**
 * The page's recorded states as behaviours (contract/behaviours.ts), elements referred to by their capture stamps.
 * Everything a hostile page could slip in is judged here: a state that sets a handler, a URL, a `style` that fetches,
 * or a value with `javascript:`/`url(` is refused as a whole (the contract's schema decides), and attributes that
 * are not state (a title, a value) are simply not reproduced.
 */
export interface RecordedStates {
  behaviours: Behaviour[];
  steppers: Stepper[];
  /** Scroll-driven states (a navbar that turns solid, scrollspy links), elements by stamp. */
  scroll: ScrollState[];
  /** Where in the viewport a spied section becomes the current one (0 top, 1 bottom). */
  spyLine: number;
  /** Stamps hidden at capture that a state shows: the extraction keeps them (hidden as they were). */
  revealed: Set<string>;
  /** Controls that did something when activated. */
  found: string[];
  /** Controls the output reproduces: by a behaviour, a stepper, or natively (`<details>`, `popover`). */
  reproduced: string[];
  /** Controls the output cannot reproduce, with the reason, for the extraction report. */
  notReproduced: { control: string; reason: string }[];
}

/** Names a state may never touch: a refusal of the whole state, not a dropped attribute. */
const HOSTILE_NAME = /^(on|formaction$|action$|href$|src$|srcset$|srcdoc$|xlink:href$|style$)/i;
/** A state's inline display/visibility becomes a class of ours, which rule the layout's CSS adds. */
const STYLE_VALUE = /^[a-z-]{1,20}$/;

interface Building {
  behaviour: Behaviour;
  parts: Map<string, Behaviour["parts"][number]>;
  kinds: Set<RawRecord["kind"]>;
  hostile: string | null;
}

export function stateClassName(prop: string, value: string): string {
  return `state-${prop}-${value}`;
}

export function recordedStates(captureList: Iterable<BehaviourCapture>, scroll: ScrollCapture | null = null): RecordedStates {
  const captures = [...captureList];
  const records = mergeWidths(captures);
  /** The target each control's activation opened first, for the exclusive pairs the capture probed. */
  const opened = new Map<string, string>();
  const targetsOf = controlTargets(records);
  const building = new Map<string, Building>();
  const groups = new Map<string, string>();
  const find = (s: string): string => (groups.get(s) && groups.get(s) !== s ? find(groups.get(s)!) : s);
  const join = (a: string, b: string) => groups.set(find(b), find(a));
  const out: RecordedStates = { behaviours: [], steppers: [], scroll: scrollStates(scroll), spyLine: scroll?.line ?? 0, revealed: new Set(), found: [], reproduced: [], notReproduced: [] };
  const steppers: { ref: string; item: string; step: "next" | "prev" }[] = [];

  const entry = (target: string): Building => {
    let b = building.get(target);
    if (!b) {
      const behaviour: Behaviour = { pattern: "disclosure", target, trigger: "click", group: null, openAtCapture: false, dismiss: [], controls: [], parts: [], backdrop: [], bodyClass: [] };
      b = { behaviour, parts: new Map(), kinds: new Set(), hostile: null };
      building.set(target, b);
    }
    return b;
  };

  for (const record of records) {
    for (const s of record.revealed) out.revealed.add(s);
    const acted = record.changes.length > 0 || record.revealed.length > 0;
    if (acted || targetsOf.has(record.control)) out.found.push(record.control);
    if (record.kind === "details" || record.kind === "popover") {
      if (acted) out.reproduced.push(record.control);
      continue;
    }
    if (!record.shown.length && !record.hidden.length) {
      if (record.mounted > 0) out.notReproduced.push({ control: record.control, reason: "shows content the page renders only when open" });
      else if (acted && !targetsOf.has(record.control)) out.notReproduced.push({ control: record.control, reason: "changes nothing that shows or hides" });
      continue;
    }
    const { units } = splitRecord(record, targetsOf);
    for (const unit of units) {
      const b = entry(unit.target);
      b.kinds.add(record.kind);
      if (!unit.opened) b.behaviour.openAtCapture = true;
      for (const change of unit.changes) addChange(b, change, unit);
      if (record.hostileStyle) b.hostile = "a state style that loads or runs something";
    }
    const main = units[0];
    if (main.opened && !opened.has(record.control)) opened.set(record.control, main.target);
    if (units.length > 1) for (const u of units.slice(1)) join(main.target, u.target);
    if (record.step) steppers.push({ ref: record.control, item: main.target, step: record.step });
    else if (main.opened) {
      const b = entry(main.target);
      if (record.escapeCloses) addDismiss(b.behaviour, "escape");
      if (record.kind === "menu") addDismiss(b.behaviour, "outside");
      if (record.trigger === "hover") b.behaviour.trigger = "hover";
      if (record.backdrop.length) b.behaviour.backdrop = record.backdrop;
      if (record.bodyAdded.length) b.behaviour.bodyClass = record.bodyAdded;
      for (const closer of record.closers) addControl(b.behaviour, closer, "close");
    }
  }
  for (const [control, target] of targetsOf) {
    const b = building.get(target);
    const record = records.find((r) => r.control === control);
    if (b && record) addControl(b.behaviour, control, record.kind === "tab" || record.kind === "carousel" || b.behaviour.group ? "select" : "toggle");
  }

  // Siblings where opening one closed the other (an accordion with nothing open at capture) are one group too.
  for (const [a, b] of captures.flatMap((c) => c.exclusive ?? [])) {
    const [ta, tb] = [opened.get(a), opened.get(b)];
    if (ta && tb && ta !== tb && building.has(ta) && building.has(tb)) join(ta, tb);
  }

  // Exclusive groups: named by pattern and order, as readable ids (`tabs-1`, `accordion-2`).
  const members = new Map<string, string[]>();
  for (const target of building.keys()) members.set(find(target), [...(members.get(find(target)) ?? []), target]);
  const counters = new Map<string, number>();
  for (const list of members.values()) {
    const pattern = patternOf(list.map((t) => building.get(t)!), list.length > 1);
    const group = list.length > 1 || pattern === "carousel" ? `${pattern}-${counters.set(pattern, (counters.get(pattern) ?? 0) + 1).get(pattern)}` : null;
    for (const t of list) {
      const b = building.get(t)!;
      b.behaviour.pattern = pattern;
      b.behaviour.group = group;
      if (group) for (const c of b.behaviour.controls) if (c.action === "toggle" && pattern !== "accordion") c.action = "select";
    }
  }
  for (const s of steppers) {
    const group = building.get(s.item)?.behaviour.group;
    if (group) {
      out.steppers.push({ ref: s.ref, group, step: s.step });
      out.reproduced.push(s.ref);
    }
  }

  for (const b of building.values()) {
    b.behaviour.parts = [...b.parts.values()];
    const parsed = b.hostile ? null : behaviourSchema.safeParse(b.behaviour);
    const controls = b.behaviour.controls.map((c) => c.ref);
    if (parsed?.success) {
      out.behaviours.push(parsed.data);
      out.reproduced.push(...controls.filter((c) => !out.reproduced.includes(c)));
    } else {
      const reason = b.hostile ?? `a state the contract refuses (${parsed?.error.issues[0]?.message ?? "invalid"})`;
      for (const c of controls.length ? controls : [b.behaviour.target]) out.notReproduced.push({ control: c, reason });
    }
  }
  // Close buttons found inside a dialog were never activated themselves: the counts are of the controls activated.
  out.reproduced = out.reproduced.filter((c) => out.found.includes(c) && !out.notReproduced.some((n) => n.control === c));
  out.notReproduced = out.notReproduced.filter((n) => out.found.includes(n.control));
  return out;
}

function addChange(b: Building, change: RawChange, unit: StateUnit): void {
  const part = b.parts.get(change.stamp) ?? { ref: change.stamp, openClass: [], closedClass: [], openAttrs: {}, closedAttrs: {} };
  b.parts.set(change.stamp, part);
  const [gained, lost] = unit.opened ? [change.added, change.removed] : [change.removed, change.added];
  for (const c of gained) if (!part.openClass.includes(c) && !part.closedClass.includes(c)) part.openClass.push(c);
  for (const c of lost) if (!part.closedClass.includes(c) && !part.openClass.includes(c)) part.closedClass.push(c);
  for (const [name, [before, after]] of Object.entries(change.attrs)) {
    if (HOSTILE_NAME.test(name)) {
      b.hostile = `a state that sets ${name.slice(0, 30)}`;
      continue;
    }
    if (!stateAttributeNameSchema.safeParse(name).success) continue;
    const [open, closed] = unit.opened ? [after, before] : [before, after];
    if (!(name in part.openAttrs)) part.openAttrs[name] = open;
    if (!(name in part.closedAttrs)) part.closedAttrs[name] = closed;
  }
  for (const [prop, [before, after]] of Object.entries(change.styles)) {
    const [open, closed] = unit.opened ? [after, before] : [before, after];
    if (open && STYLE_VALUE.test(open)) part.openClass.push(stateClassName(prop, open));
    if (closed && STYLE_VALUE.test(closed)) part.closedClass.push(stateClassName(prop, closed));
  }
}

function addControl(behaviour: Behaviour, ref: string, action: Behaviour["controls"][number]["action"]): void {
  if (!behaviour.controls.some((c) => c.ref === ref)) behaviour.controls.push({ ref, action });
}

function addDismiss(behaviour: Behaviour, how: Behaviour["dismiss"][number]): void {
  if (!behaviour.dismiss.includes(how)) behaviour.dismiss.push(how);
}

function patternOf(items: Building[], grouped: boolean): BehaviourPattern {
  const kinds = new Set(items.flatMap((b) => [...b.kinds]));
  if (kinds.has("tab")) return "tabs";
  if (kinds.has("carousel")) return "carousel";
  if (kinds.has("dialog") || items.some((b) => b.behaviour.backdrop.length)) return "dialog";
  if (kinds.has("menu")) return "dropdown";
  return grouped ? "accordion" : "disclosure";
}

/** Scroll-driven states as the contract allows them: class tokens only, anything else refused as a whole. */
function scrollStates(capture: ScrollCapture | null): ScrollState[] {
  if (!capture) return [];
  const states = [
    ...capture.offsets.map((o) => ({ ref: o.stamp, from: o.from, section: null, addClass: o.added, removeClass: o.removed })),
    ...capture.spies.map((s) => ({ ref: s.stamp, from: null, section: s.section, addClass: s.added, removeClass: s.removed })),
  ];
  return states.flatMap((state) => {
    const parsed = scrollStateSchema.safeParse(state);
    return parsed.success ? [parsed.data] : [];
  }).slice(0, 60);
}
