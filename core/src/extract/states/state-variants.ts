import type { Behaviour, ScrollState } from "../../contract/behaviours.ts";
import type { ExtractContext } from "../context.ts";
import { appendChild, classList, createElement, elements, removeNode, setClassList, stampOf, type Element } from "../dom.ts";

/**
 * A recorded state put on the layout for a moment, so the CSS passes can ask what matches while a menu is open or
 * another tab is selected: the rules of `.navbar-collapse.show` or `.modal-backdrop` are kept although nothing
 * matches them as the page was captured.
 */
export interface StateVariant {
  /** Whether the selector names anything this state changes (a class or attribute it sets or removes). */
  mentionedIn(selector: string): boolean;
  /** Runs `check` with the state applied (and a backdrop element, if it has one), then puts everything back. */
  during<T>(check: (extra: Element[]) => T): T;
}

export function stateVariants(ctx: ExtractContext): StateVariant[] {
  const states = ctx.states;
  if (!states || (!states.behaviours.length && !states.scroll.length)) return [];
  const byStamp = new Map<string, Element>();
  for (const el of elements(ctx.body, true)) {
    const stamp = stampOf(el);
    if (stamp) byStamp.set(stamp, el);
  }
  return [...states.behaviours.map((b) => variant(b, byStamp, ctx.body)), ...states.scroll.map((s) => scrollVariant(s, byStamp))];
}

/** A scroll-driven state: the classes an element has past an offset, or while its section is the current one. */
function scrollVariant(state: ScrollState, byStamp: Map<string, Element>): StateVariant {
  const tokens = [...state.addClass, ...state.removeClass].map((c) => `.${c}`);
  return {
    mentionedIn: (selector) => tokens.some((t) => selector.includes(t)),
    during(check) {
      const el = byStamp.get(state.ref);
      const undo = el ? swapAttributes(el, state.addClass, state.removeClass, {}) : () => undefined;
      try {
        return check([]);
      } finally {
        undo();
      }
    },
  };
}

function variant(behaviour: Behaviour, byStamp: Map<string, Element>, body: Element): StateVariant {
  // The state the page was not captured in: the open one for what was closed, and the other way round.
  const opening = !behaviour.openAtCapture;
  const tokens = new Set<string>();
  for (const part of behaviour.parts) {
    for (const c of [...part.openClass, ...part.closedClass]) tokens.add(`.${c}`);
    for (const name of [...Object.keys(part.openAttrs), ...Object.keys(part.closedAttrs)]) tokens.add(`[${name}`);
  }
  for (const c of [...behaviour.bodyClass, ...behaviour.backdrop]) tokens.add(`.${c}`);
  return {
    mentionedIn: (selector) => [...tokens].some((t) => selector.includes(t)),
    during(check) {
      const undo: (() => void)[] = [];
      for (const part of behaviour.parts) {
        const el = byStamp.get(part.ref);
        if (!el) continue;
        const [add, remove] = opening ? [part.openClass, part.closedClass] : [part.closedClass, part.openClass];
        const attrs = opening ? part.openAttrs : part.closedAttrs;
        undo.push(swapAttributes(el, add, remove, attrs));
      }
      if (opening && behaviour.bodyClass.length) undo.push(swapAttributes(body, behaviour.bodyClass, [], {}));
      const extra: Element[] = [];
      if (opening && behaviour.backdrop.length) {
        const backdrop = createElement("div", { class: behaviour.backdrop.join(" ") });
        appendChild(body, backdrop);
        extra.push(backdrop);
        undo.push(() => removeNode(backdrop));
      }
      try {
        return check(extra);
      } finally {
        for (const u of undo.reverse()) u();
      }
    },
  };
}

function swapAttributes(el: Element, add: readonly string[], remove: readonly string[], attrs: Record<string, string | null>): () => void {
  const saved = { ...el.attribs };
  setClassList(el, [...classList(el).filter((c) => !remove.includes(c)), ...add]);
  for (const [name, value] of Object.entries(attrs)) {
    if (value === null) delete el.attribs[name];
    else el.attribs[name] = value;
  }
  return () => {
    el.attribs = saved;
  };
}
