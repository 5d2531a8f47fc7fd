import type { BehaviourCapture, RawChange, RawRecord } from "../browser/in-page/behaviour-record.ts";

/**
 * What one activation did, split into units: each target that opened or closed with the elements that changed along
 * with it. Clicking a second tab opens its pane (with the tab) and closes the first pane (with the first tab): two
 * units of one exclusive group. Elements are stamps (document order), so carousel items sort as the page has them.
 */
export interface StateUnit {
  target: string;
  /** true: the activation opened the target; false: it closed one that was open at capture. */
  opened: boolean;
  changes: RawChange[];
}

export interface SplitRecord {
  record: RawRecord;
  units: StateUnit[];
}

/** Each control's record from the first width where it did something (the phone width comes first). */
export function mergeWidths(captures: Iterable<BehaviourCapture>): RawRecord[] {
  const byControl = new Map<string, RawRecord>();
  for (const capture of captures) {
    for (const record of capture.records) {
      const known = byControl.get(record.control);
      if (!known || (!known.shown.length && !known.hidden.length && (record.shown.length || record.hidden.length))) {
        byControl.set(record.control, { ...record, escapeCloses: record.escapeCloses || (known?.escapeCloses ?? false) });
      } else if (record.escapeCloses) known.escapeCloses = true;
    }
  }
  return [...byControl.values()].sort((a, b) => Number(a.control) - Number(b.control));
}

/** The target a record's control works: what it opened, else what it closed. */
function directTarget(record: RawRecord): string | null {
  return record.shown[0] ?? record.hidden[0] ?? null;
}

/**
 * Which target each control works, for the controls that did nothing in a fresh state (the tab already selected, the
 * first carousel indicator): their declared target when it is a target elsewhere, or the carousel item at their index.
 */
export function controlTargets(records: RawRecord[]): Map<string, string> {
  const out = new Map<string, string>();
  const targets = new Set<string>();
  for (const r of records) for (const s of [...r.shown, ...r.hidden]) targets.add(s);
  const items = new Map<string, string[]>();
  for (const r of records) {
    if (r.slideTo === null || !r.declared) continue;
    const list = items.get(r.declared) ?? [];
    for (const s of [...r.shown, ...r.hidden]) if (!list.includes(s)) list.push(s);
    items.set(r.declared, list.sort((a, b) => Number(a) - Number(b)));
  }
  for (const r of records) {
    if (r.step) continue;
    const direct = directTarget(r);
    if (direct) out.set(r.control, direct);
    else if (r.declared && targets.has(r.declared)) out.set(r.control, r.declared);
    else if (r.slideTo !== null && r.declared) {
      const item = items.get(r.declared)?.[r.slideTo];
      if (item) out.set(r.control, item);
    }
  }
  return out;
}

/** A change that mirrors the control's own (it lost the class the control gained): it goes with what closed. */
function mirrors(change: RawChange, control: RawChange | undefined): boolean {
  if (!control) return false;
  if (change.removed.some((c) => control.added.includes(c)) || change.added.some((c) => control.removed.includes(c))) return true;
  return Object.entries(change.attrs).some(([name, [before, after]]) => {
    const own = control.attrs[name];
    return !!own && own[0] === after && own[1] === before;
  });
}

export function splitRecord(record: RawRecord, targetsOf: Map<string, string>): SplitRecord {
  const opening = record.shown[0];
  const closing = record.hidden.filter((s) => s !== opening);
  const units = new Map<string, StateUnit>();
  const unit = (target: string, opened: boolean) => units.get(target) ?? units.set(target, { target, opened, changes: [] }).get(target)!;
  const main = opening ? unit(opening, true) : closing.length ? unit(closing[0], false) : null;
  for (const s of closing) unit(s, false);
  if (!main) return { record, units: [] };
  const own = record.changes.find((c) => c.stamp === record.control);
  for (const change of record.changes) {
    const s = change.stamp;
    let home: StateUnit = main;
    if (units.has(s)) home = units.get(s)!;
    else if (s === record.control) home = main;
    else if (targetsOf.has(s) && units.has(targetsOf.get(s)!)) home = units.get(targetsOf.get(s)!)!;
    else if (closing.length && opening && mirrors(change, own)) home = units.get(closing[0])!;
    home.changes.push(change);
  }
  return { record, units: [...units.values()] };
}
