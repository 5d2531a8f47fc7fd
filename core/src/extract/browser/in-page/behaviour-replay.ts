/**
 * One open, two uses (issue 24). A control whose content the page mounts only while open is opened once before the
 * capture to copy that content (behaviour-mounts.ts), and its recording (behaviour-record.ts) opened it a second time
 * at the phone width: on a React page each open is a render, and the second ones were most of what the recording
 * added (Radix fixture: ~150 of ~190 ms). The first open now also notes what the page changed on its lasting
 * elements (classes, attributes) and whether Escape closed it; the recording replays those changes instead of
 * clicking again, so the page runs nothing and no settle check waits for it. A note is kept only when the page put
 * every noted attribute back when it closed (the open is repeatable), and replayed only onto the same fresh state.
 */

/** An attribute the open changed: the element, its name, its value before and after (null: absent). */
export type NotedAttribute = [Element, string, string | null, string | null];

export interface OpenNote {
  /** In the order the page changed them (the recording lists changes in that order). */
  attrs: NotedAttribute[];
  /** Whether Escape closed what opened (tried where the recording tries it: dialogs, menus, popups, toggles). */
  escapeCloses: boolean;
  /** Classes of an empty element the page added to <body> (a modal's backdrop), as the recording reads them. */
  backdrop: string[];
}

/** The inline-style properties the recording reads (behaviour-record.ts); the rest of a `style` is not state. */
export const STATE_STYLE_PROPS = ["display", "visibility"] as const;

export function styleOf(value: string | null, prop: string): string {
  if (!value) return "";
  const probe = document.createElement("div");
  probe.setAttribute("style", value);
  return probe.style.getPropertyValue(prop);
}

const tokens = (value: string | null) => [...new Set((value ?? "").split(/\s+/).filter(Boolean))].sort().join(" ");

/**
 * Two values of an attribute the recording would read the same: a `class` by its tokens (`class=""` is no class: the
 * page took its last one off), a `style` by its display and visibility only.
 */
export function sameState(name: string, a: string | null, b: string | null): boolean {
  if (a === b) return true;
  if (name === "class") return tokens(a) === tokens(b);
  return name === "style" && STATE_STYLE_PROPS.every((prop) => styleOf(a, prop) === styleOf(b, prop));
}

/**
 * The first value of every attribute changed while the returned `note` listener ran, for the elements that are
 * still on the page afterwards (not what the page mounted for the open and takes away again).
 */
export function attributeNotes(): { note: (list: MutationRecord[]) => void; changed: (mounted: Node[]) => NotedAttribute[] } {
  const firstOld = new Map<Element, Map<string, string | null>>();
  return {
    note(list) {
      for (const m of list) {
        if (m.type !== "attributes" || !(m.target instanceof Element) || !m.attributeName) continue;
        const olds = firstOld.get(m.target) ?? firstOld.set(m.target, new Map()).get(m.target)!;
        if (!olds.has(m.attributeName)) olds.set(m.attributeName, m.oldValue);
      }
    },
    changed(mounted) {
      const out: NotedAttribute[] = [];
      for (const [el, olds] of firstOld) {
        if (!el.isConnected || mounted.some((n) => n.contains(el))) continue;
        for (const [name, old] of olds) {
          const now = el.getAttribute(name);
          if (now !== old) out.push([el, name, old, now]);
        }
      }
      return out;
    },
  };
}

/** Whether the page, closing the control, put back every attribute its open changed (as the recording reads them). */
export function putBack(attrs: NotedAttribute[]): boolean {
  return attrs.every(([el, name, before]) => el.isConnected && sameState(name, el.getAttribute(name), before));
}

/** Whether the page stands where the note was taken: every noted element there, every attribute as it was before. */
export function replayable(note: OpenNote): boolean {
  return putBack(note.attrs);
}

/** Sets what the open set, in the page's order (the caller's observer sees it as the page's own changes). */
export function replay(note: OpenNote): void {
  for (const [el, name, , after] of note.attrs) {
    if (after === null) el.removeAttribute(name);
    else el.setAttribute(name, after);
  }
}
