import { BEHAVIOUR_ATTRIBUTES as A, BEHAVIOUR_ATTRIBUTE_NAMES, behaviourAttributesSchema, type BehaviourAttributes } from "../../contract/behaviours.ts";
import type { ElementInteraction, InteractionState, LayoutElement, LayoutNode, LayoutTree, StateBinding } from "./layout-nodes.ts";
import { propIdentifier } from "./structure/identifiers.ts";

/**
 * The framework exports' view of a layout's behaviours (contract/behaviours.ts): instead of the readable attributes
 * our runtime reads, named pieces of state (`navbarResponsive` open or not, `tabs1` showing `identity`) and, on each
 * element, what it binds to them (classes and attributes per state, the control's action). The React, Next.js and
 * Vue printers turn these into `useState`/`ref`, class and ARIA bindings and click handlers; no runtime ships.
 */
export interface InteractionPlan {
  states: InteractionState[];
  /** Every class a state adds or removes (or puts on the body or a backdrop): their rules stay global. */
  stateClasses: Set<string>;
}

type Parsed = BehaviourAttributes;
const parse = (el: LayoutElement): Parsed => {
  const raw: Record<string, string> = {};
  for (const a of el.attrs) if (BEHAVIOUR_ATTRIBUTE_NAMES.has(a.name)) raw[a.name] = a.value;
  const parsed = behaviourAttributesSchema.safeParse(raw);
  return parsed.success ? parsed.data : {};
};

function walk(nodes: LayoutNode[], visit: (el: LayoutElement) => void): void {
  for (const n of nodes) {
    if (n.type !== "element") continue;
    visit(n);
    walk(n.children, visit);
  }
}

const classesOf = (el: LayoutElement) => (el.attrs.find((a) => a.name === "class")?.value ?? "").split(/\s+/).filter(Boolean);
const hasStateAttrs = (p: Parsed) => !!(p[A.openClass]?.length || p[A.closedClass]?.length || Object.keys(p[A.openAttrs] ?? {}).length || Object.keys(p[A.closedAttrs] ?? {}).length);

/** Open as the runtime decides it: its open classes and attributes present, none of its closed classes. */
function openAtCapture(el: LayoutElement, p: Parsed): boolean {
  if (el.tag === "dialog" && el.attrs.some((a) => a.name === "open")) return true;
  if (!hasStateAttrs(p)) return false;
  const classes = new Set(classesOf(el));
  const attrs = new Map(el.attrs.map((a) => [a.name, a.value]));
  return (
    (p[A.openClass] ?? []).every((c) => classes.has(c)) &&
    !(p[A.closedClass] ?? []).some((c) => classes.has(c)) &&
    Object.entries(p[A.openAttrs] ?? {}).every(([name, value]) => (value === null ? !attrs.has(name) : attrs.get(name) === value))
  );
}

/** Exports of one layout in several formats plan it once (nothing downstream mutates the result). */
const planned = new WeakMap<LayoutNode[], { nodes: LayoutNode[]; plan: InteractionPlan }>();
const trees = new WeakMap<LayoutTree, { tree: LayoutTree; plan: InteractionPlan }>();

/** The tree the framework printers print: `planInteractions` of its nodes, the same object for the same tree. */
export function interactiveTree(source: LayoutTree): { tree: LayoutTree; plan: InteractionPlan } {
  const known = trees.get(source);
  if (known) return known;
  const { nodes, plan } = planInteractions(source.nodes);
  const made = { tree: nodes === source.nodes ? source : { ...source, nodes }, plan };
  trees.set(source, made);
  return made;
}

/** The layout with the behaviour vocabulary turned into `interaction` on its elements, and the states they use. */
export function planInteractions(nodes: LayoutNode[]): { nodes: LayoutNode[]; plan: InteractionPlan } {
  const known = planned.get(nodes);
  if (known) return known;
  const made = makePlan(nodes);
  planned.set(nodes, made);
  return made;
}

function makePlan(nodes: LayoutNode[]): { nodes: LayoutNode[]; plan: InteractionPlan } {
  const parsed = new Map<LayoutElement, Parsed>();
  const byId = new Map<string, LayoutElement>();
  walk(nodes, (el) => {
    if (el.attrs.some((a) => BEHAVIOUR_ATTRIBUTE_NAMES.has(a.name))) parsed.set(el, parse(el));
    const id = el.attrs.find((a) => a.name === "id")?.value;
    if (id && !byId.has(id)) byId.set(id, el);
  });
  const plan: InteractionPlan = { states: [], stateClasses: new Set() };
  if (!parsed.size) return { nodes, plan };


  // Targets: what a control opens, selects or closes, and every member of a group, in document order.
  const referenced = new Set<string>();
  for (const p of parsed.values()) for (const id of [p[A.toggleTarget], p[A.selectTarget], p[A.closeTarget]]) if (id) referenced.add(id);
  const targets: { id: string; el: LayoutElement; p: Parsed }[] = [];
  walk(nodes, (el) => {
    const id = el.attrs.find((a) => a.name === "id")?.value;
    const p = parsed.get(el);
    if (id && byId.get(id) === el && (referenced.has(id) || p?.[A.group])) targets.push({ id, el, p: p ?? {} });
  });

  // A group of one (a menu the recorder saw close nothing else) is a plain disclosure, unless a carousel steps it.
  const members = new Map<string, number>();
  for (const { p } of targets) {
    const group = p[A.group];
    if (group) members.set(group, (members.get(group) ?? 0) + 1);
  }
  const stepped = new Set([...parsed.values()].map((p) => p[A.stepGroup]).filter(Boolean));
  const taken = new Set(["useinteractions", "interactions", "pageinteractions"]);
  const stateOf = new Map<string, { state: InteractionState; member: string | null }>();
  const groups = new Map<string, InteractionState & { kind: "selection" }>();
  for (const { id, el, p } of targets) {
    const named = p[A.group];
    const group = named && ((members.get(named) ?? 0) > 1 || stepped.has(named)) ? named : undefined;
    const open = openAtCapture(el, p);
    if (group) {
      let state = groups.get(group);
      if (!state) {
        state = { kind: "selection", name: propIdentifier(group, taken, "selection"), members: [], initial: null, toggles: false, steps: false };
        groups.set(group, state);
        plan.states.push(state);
      }
      state.members.push(id);
      if (open && state.initial === null) state.initial = id;
      stateOf.set(id, { state, member: id });
      continue;
    }
    const state: InteractionState = {
      kind: "disclosure",
      name: propIdentifier(id, taken, "panel"),
      target: id,
      initial: open,
      dismiss: p[A.dismiss] ?? [],
      backdrop: (p[A.openBackdrop] ?? []).join(" "),
      bodyClass: p[A.openBodyClass] ?? [],
      modal: p[A.openAttrs]?.["aria-modal"] === "true" || !!p[A.openBackdrop]?.length,
      dialog: el.tag === "dialog",
      hover: false,
    };
    plan.states.push(state);
    stateOf.set(id, { state, member: null });
  }

  const scrollBinding = scrollStates(nodes, parsed, taken, plan);
  const copy = (list: LayoutNode[]): LayoutNode[] =>
    list.map((node) => {
      if (node.type !== "element") return node;
      const children = copy(node.children);
      const p = parsed.get(node);
      if (!p) return { ...node, children };
      const interaction = interactionOf(node, p, stateOf, groups, plan);
      const scroll = scrollBinding(p);
      if (scroll) interaction.scroll = scroll;
      const bound = new Set([...Object.keys(interaction.binding?.openAttrs ?? {}), ...Object.keys(interaction.binding?.closedAttrs ?? {})]);
      const stateClasses = new Set([interaction.binding, scroll].flatMap((b) => [...(b?.openClass ?? []), ...(b?.closedClass ?? [])]));
      const attrs = node.attrs
        .filter((a) => !BEHAVIOUR_ATTRIBUTE_NAMES.has(a.name) && !bound.has(a.name))
        .map((a) => (a.name === "class" ? { ...a, value: a.value.split(/\s+/).filter((c) => c && !stateClasses.has(c)).join(" ") } : a))
        .filter((a) => a.name !== "class" || a.value);
      return { ...node, attrs, children, ...(interaction.binding || interaction.action || interaction.scroll ? { interaction } : {}) };
    });
  for (const state of plan.states) {
    if (state.kind !== "disclosure") continue;
    for (const c of state.bodyClass) plan.stateClasses.add(c);
    for (const c of state.backdrop.split(" ").filter(Boolean)) plan.stateClasses.add(c);
  }
  return { nodes: copy(nodes), plan };
}

function interactionOf(
  el: LayoutElement,
  p: Parsed,
  stateOf: Map<string, { state: InteractionState; member: string | null }>,
  groups: Map<string, InteractionState & { kind: "selection" }>,
  plan: InteractionPlan,
): ElementInteraction {
  const interaction: ElementInteraction = {};
  const id = el.attrs.find((a) => a.name === "id")?.value;
  const follows = (id && stateOf.has(id) ? id : null) ?? p[A.follows] ?? p[A.toggleTarget] ?? p[A.selectTarget] ?? null;
  const source = follows ? stateOf.get(follows) : undefined;
  if (source) {
    const openAttrs = { ...(p[A.openAttrs] ?? {}) };
    const closedAttrs = { ...(p[A.closedAttrs] ?? {}) };
    const control = (p[A.toggleTarget] ?? p[A.selectTarget]) === follows;
    // An attribute one state lists and the other does not keeps, in the other, the value it was captured with.
    for (const [mine, other] of [[openAttrs, closedAttrs], [closedAttrs, openAttrs]]) {
      for (const name of Object.keys(mine)) if (!(name in other)) other[name] = el.attrs.find((a) => a.name === name)?.value ?? null;
    }
    // A control that announces its state keeps announcing it (the runtime sets aria-expanded on such controls).
    if (control && el.attrs.some((a) => a.name === "aria-expanded") && !("aria-expanded" in openAttrs)) {
      openAttrs["aria-expanded"] = "true";
      closedAttrs["aria-expanded"] = "false";
    }
    const binding = { state: source.state.name, member: source.member, openClass: p[A.openClass] ?? [], closedClass: p[A.closedClass] ?? [], openAttrs, closedAttrs };
    for (const c of [...binding.openClass, ...binding.closedClass]) plan.stateClasses.add(c);
    if (binding.openClass.length || binding.closedClass.length || Object.keys(openAttrs).length || Object.keys(closedAttrs).length) interaction.binding = binding;
  }
  const lookup = <T>(map: Map<string, T>, key: string | undefined) => (key ? map.get(key) : undefined);
  const toggle = lookup(stateOf, p[A.toggleTarget]);
  const select = lookup(stateOf, p[A.selectTarget]);
  const close = lookup(stateOf, p[A.closeTarget]);
  const stepGroup = lookup(groups, p[A.stepGroup]);
  if (toggle) {
    const hover = p[A.toggleTrigger] === "hover";
    if (hover && toggle.state.kind === "disclosure") toggle.state.hover = true;
    if (toggle.state.kind === "selection") toggle.state.toggles = true;
    interaction.action = { kind: hover ? "hover" : "toggle", state: toggle.state.name, member: toggle.member };
  } else if (select) interaction.action = { kind: "select", state: select.state.name, member: select.member };
  else if (close) interaction.action = { kind: "close", state: close.state.name, member: close.member };
  else if (stepGroup) {
    stepGroup.steps = true;
    interaction.action = { kind: p[A.step] === "prev" ? "prev" : "next", state: stepGroup.name, member: null };
  }
  return interaction;
}

/**
 * The scroll-driven states (one per offset, one scrollspy), and for each element the binding its scroll attributes
 * ask for: classes past the offset (and before it), or while its section is the current one.
 */
function scrollStates(nodes: LayoutNode[], parsed: Map<LayoutElement, Parsed>, taken: Set<string>, plan: InteractionPlan): (p: Parsed) => StateBinding | undefined {
  const offsets = new Map<number, string>();
  let spy: (InteractionState & { kind: "spy" }) | null = null;
  walk(nodes, (el) => {
    const p = parsed.get(el);
    const from = p?.[A.scrolledFrom];
    if (from !== undefined && !offsets.has(from)) {
      const name = propIdentifier(from <= 1 ? "scrolled" : `scrolled past ${from}`, taken, "scrolled");
      offsets.set(from, name);
      plan.states.push({ kind: "scroll", name, from });
    }
    const section = p?.[A.spyTarget];
    if (section) {
      if (!spy) {
        spy = { kind: "spy", name: propIdentifier("scroll spy", taken, "scrollSpy"), sections: [], line: p[A.spyLine] ?? 0 };
        plan.states.push(spy);
      }
      if (!spy.sections.includes(section)) spy.sections.push(section);
    }
  });
  return (p) => {
    const from = p[A.scrolledFrom];
    const binding = (state: string, member: string | null, field: "past" | "current", openClass: string[], closedClass: string[]): StateBinding => {
      for (const c of [...openClass, ...closedClass]) plan.stateClasses.add(c);
      return { state, member, field, openClass, closedClass, openAttrs: {}, closedAttrs: {} };
    };
    if (from !== undefined) return binding(offsets.get(from)!, null, "past", p[A.scrolledClass] ?? [], p[A.unscrolledClass] ?? []);
    const section = p[A.spyTarget];
    if (section && spy) return binding((spy as { name: string }).name, section, "current", p[A.spyClass] ?? [], []);
    return undefined;
  };
}
