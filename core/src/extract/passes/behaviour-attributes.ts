import postcss from "postcss";
import { BEHAVIOUR_ATTRIBUTES as A, BEHAVIOUR_ATTRIBUTE_NAMES, elementIdSchema, type Behaviour } from "../../contract/behaviours.ts";
import type { ExtractContext } from "../context.ts";
import { classList, elements, setClassList, stampOf, type Element } from "../dom.ts";

/** Ids given to targets that have none, by what they are (`menu-2`, `slide-3`). */
const ID_NAMES: Record<Behaviour["pattern"], string> = { disclosure: "panel", accordion: "accordion-panel", dropdown: "menu", dialog: "dialog", tabs: "tab-panel", carousel: "slide" };

/** Our classes for a state's inline display/visibility (states/recorded-states.ts names them). */
const STATE_CLASS = /^state-(display|visibility)-([a-z-]+)$/;

/**
 * Writes the recorded behaviours (ctx.states) onto the layout as the readable attributes our runtime and the
 * framework printers read (contract/behaviours.ts): `data-toggle-target` on a control, `data-open-class` on what
 * changes, `data-group` on the members of tabs, accordions and carousels. Targets get an id when they have none
 * (`dropdown-2`). A page's own markup never speaks this vocabulary: any such attribute it carried is dropped first.
 * A state's inline display or visibility (Alpine's `x-show`, Bootstrap's modal) moves into a class of ours, whose
 * rule joins the layout's CSS, so the element starts as captured and the runtime can switch it.
 */
export function writeBehaviourAttributes(ctx: ExtractContext): void {
  const all = elements(ctx.body, true);
  for (const el of all) for (const name of Object.keys(el.attribs)) if (BEHAVIOUR_ATTRIBUTE_NAMES.has(name)) delete el.attribs[name];
  const states = ctx.states;
  if (!states || (!states.behaviours.length && !states.steppers.length && !states.scroll.length)) return;
  const byStamp = new Map<string, Element>();
  const ids = new Map<string, number>();
  for (const el of all) {
    const stamp = stampOf(el);
    if (stamp) byStamp.set(stamp, el);
    if (el.attribs.id) ids.set(el.attribs.id, (ids.get(el.attribs.id) ?? 0) + 1);
  }
  const counters = new Map<string, number>();
  const idFor = (el: Element, pattern: string): string => {
    const own = el.attribs.id;
    if (own && ids.get(own) === 1 && elementIdSchema.safeParse(own).success) return own;
    let id: string;
    do id = `${pattern}-${counters.set(pattern, (counters.get(pattern) ?? 0) + 1).get(pattern)}`;
    while (ids.has(id));
    ids.set(id, 1);
    el.attribs.id = id;
    return id;
  };

  const stateClasses = new Set<string>();
  for (const behaviour of [...states.behaviours].sort((a, b) => Number(a.target) - Number(b.target))) {
    const target = byStamp.get(behaviour.target);
    if (!target) continue;
    const id = idFor(target, ID_NAMES[behaviour.pattern]);
    const controls = new Set(behaviour.controls.filter((c) => c.action !== "close").map((c) => c.ref));
    for (const part of behaviour.parts) {
      const el = byStamp.get(part.ref);
      if (!el || el.attribs[A.openClass] !== undefined || el.attribs[A.openAttrs] !== undefined) continue;
      setList(el, A.openClass, part.openClass);
      setList(el, A.closedClass, part.closedClass);
      // A <dialog>'s `open` is the runtime's to set, through showModal() (a modal in the top layer).
      const attrs = (values: Record<string, string | null>) => attrTokens(values).filter((t) => el.name !== "dialog" || !/^!?open\b/.test(t));
      setList(el, A.openAttrs, attrs(part.openAttrs));
      setList(el, A.closedAttrs, attrs(part.closedAttrs));
      if (el !== target && !controls.has(part.ref)) el.attribs[A.follows] = id;
      const mine = [...part.openClass, ...part.closedClass].filter((c) => STATE_CLASS.test(c));
      if (mine.length) {
        for (const c of mine) stateClasses.add(c);
        captureState(el, behaviour.openAtCapture ? part.openClass : part.closedClass, mine);
      }
    }
    for (const control of behaviour.controls) {
      const el = byStamp.get(control.ref);
      if (!el) continue;
      const name = control.action === "toggle" ? A.toggleTarget : control.action === "select" ? A.selectTarget : A.closeTarget;
      if (el.attribs[name] === undefined) el.attribs[name] = id;
      if (control.action === "toggle" && behaviour.trigger === "hover") el.attribs[A.toggleTrigger] = "hover";
    }
    if (behaviour.group) target.attribs[A.group] = behaviour.group;
    setList(target, A.dismiss, behaviour.dismiss);
    setList(target, A.openBackdrop, behaviour.backdrop);
    setList(target, A.openBodyClass, behaviour.bodyClass);
  }
  for (const stepper of states.steppers) {
    const el = byStamp.get(stepper.ref);
    if (!el) continue;
    el.attribs[A.stepGroup] = stepper.group;
    el.attribs[A.step] = stepper.step;
  }
  for (const state of states.scroll) {
    const el = byStamp.get(state.ref);
    if (!el) continue;
    if (state.section === null) {
      el.attribs[A.scrolledFrom] = String(state.from ?? 0);
      setList(el, A.scrolledClass, state.addClass);
      setList(el, A.unscrolledClass, state.removeClass);
      continue;
    }
    const section = byStamp.get(state.section);
    if (!section || !state.addClass.length) continue;
    el.attribs[A.spyTarget] = idFor(section, "section");
    setList(el, A.spyClass, state.addClass);
    if (states.spyLine) el.attribs[A.spyLine] = String(Math.round(states.spyLine * 100) / 100);
  }
  if (stateClasses.size) ctx.css.append(postcss.parse([...stateClasses].sort().map(stateRule).join("\n")));
}

function setList(el: Element, name: string, values: readonly string[]): void {
  if (values.length) el.attribs[name] = values.join(" ");
}

function attrTokens(attrs: Record<string, string | null>): string[] {
  return Object.entries(attrs).map(([name, value]) => (value === null ? `!${name}` : `${name}=${value}`));
}

/** The inline display/visibility leaves the element's style; the class of the state it was captured in takes over. */
function captureState(el: Element, captured: readonly string[], mine: string[]): void {
  const props = new Set(mine.map((c) => STATE_CLASS.exec(c)![1]));
  if (el.attribs.style) {
    const kept = el.attribs.style
      .split(";")
      .map((decl) => decl.trim())
      .filter((decl) => decl && !props.has(decl.split(":")[0].trim().toLowerCase()))
      .join("; ");
    if (kept.trim()) el.attribs.style = kept;
    else delete el.attribs.style;
  }
  setClassList(el, [...classList(el), ...captured.filter((c) => STATE_CLASS.test(c))]);
}

function stateRule(name: string): string {
  const [, prop, value] = STATE_CLASS.exec(name)!;
  return `.${name} { ${prop}: ${value} !important; }`;
}
