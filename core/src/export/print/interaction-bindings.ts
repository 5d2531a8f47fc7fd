import type { ControlAction, ElementInteraction, LocalStateNames, StateBinding } from "../model/layout-nodes.ts";

/**
 * How the React/Next.js (JSX) and Vue printers write an element's interaction (model/interactions.ts): its classes
 * and state attributes as expressions of the state it follows, and its click (or hover) as a call on that state.
 * Names and values were validated by the behaviour contract (class tokens, state attribute words), and state names
 * are identifiers the plan made, so everything printed here is an identifier, a keyword or a JSON string.
 */
const BOOLEAN = new Set(["hidden", "inert", "open"]);

/** `tabs1.selected === "identity"` or `navbarResponsive.open`, in the quotes the target language wants. */
function condition(b: StateBinding, quote: (s: string) => string, negate = false): string {
  // A named component's own state is a plain variable: `menuOpen`, `activeTab === "web"`.
  if (b.local) return b.member === null ? `${negate ? "!" : ""}${b.state}` : `${b.state} ${negate ? "!==" : "==="} ${quote(b.member)}`;
  if (b.member === null) return `${negate ? "!" : ""}${b.state}.${b.field ?? "open"}`;
  return `${b.state}.${b.field ?? "selected"} ${negate ? "!==" : "==="} ${quote(b.member)}`;
}

/** The bindings of an element that change its classes: its state's, and a scroll-driven one. */
const classBindings = (i: ElementInteraction) => [i.binding, i.scroll].filter((b): b is StateBinding => !!b && b.openClass.length + b.closedClass.length > 0);

const jsString = (s: string) => JSON.stringify(s);
const vueString = (s: string) => `'${s}'`;

/** The attribute names a binding changes, with their value in each state (null: absent). */
function attributeStates(b: StateBinding): [string, string | null, string | null][] {
  const names = [...new Set([...Object.keys(b.openAttrs), ...Object.keys(b.closedAttrs)])];
  return names.map((n) => [n, b.openAttrs[n] ?? null, b.closedAttrs[n] ?? null]);
}

type Value = string | null;
/** An attribute's expression: the condition itself where the attribute reads "true"/"false", a ternary otherwise. */
function valueExpression(b: StateBinding, name: string, open: Value, closed: Value, quote: (s: string) => string, absent: string): string | null {
  if (BOOLEAN.has(name)) {
    if ((open === null) === (closed === null)) return open === null ? null : "true";
    return condition(b, quote, open === null);
  }
  if (open === closed) return open === null ? null : quote(open);
  if (open === "true" && closed === "false") return condition(b, quote);
  if (open === "false" && closed === "true") return condition(b, quote, true);
  const literal = (v: Value) => (v === null ? absent : name === "tabindex" && /^-?\d+$/.test(v) ? v : quote(v));
  return `${condition(b, quote)} ? ${literal(open)} : ${literal(closed)}`;
}

function actionCall(a: ControlAction, quote: (s: string) => string, event: string, tab = false): { event: string; handler: string }[] {
  if (a.local) return localActionCall(a, a.local, quote, event, tab);
  if (a.kind === "select" && tab) return [...actionCall(a, quote, event), { event: "keydown", handler: `${a.state}.arrowKey` }];
  const member = a.member === null ? "" : quote(a.member);
  switch (a.kind) {
    case "hover":
      return [
        { event: "mouseenter", handler: `${a.state}.show` },
        { event: "click", handler: `${a.state}.toggle` },
      ];
    case "toggle":
      return [{ event: "click", handler: a.member === null ? `${a.state}.toggle` : `(${event}) => ${a.state}.toggle(${member}, ${event})` }];
    case "select":
      // A lone tab (no group) is a disclosure of its own: selecting it shows it.
      if (a.member === null) return [{ event: "click", handler: `${a.state}.show` }];
      return [{ event: "click", handler: `(${event}) => ${a.state}.select(${member}, ${event})` }];
    case "close":
      return [{ event: "click", handler: a.member === null ? `${a.state}.close` : `(${event}) => ${a.state}.select(null, ${event})` }];
    case "next":
    case "prev":
      return [{ event: "click", handler: `${a.state}.${a.kind}` }];
  }
}

/** A control of a named component's own state calls the handlers that component defines (`showTab("web", event)`). */
function localActionCall(a: ControlAction, names: LocalStateNames, quote: (s: string) => string, event: string, tab: boolean): { event: string; handler: string }[] {
  const member = a.member === null ? "null" : quote(a.member);
  const call = (handler: string | undefined, ...args: string[]) =>
    handler ? [{ event: "click", handler: args.length ? `(${event}) => ${handler}(${[...args, event].join(", ")})` : handler }] : [];
  switch (a.kind) {
    case "select":
      return [...call(names.select, member), ...(tab && names.arrowKey ? [{ event: "keydown", handler: names.arrowKey }] : [])];
    case "toggle":
      return call(names.toggle);
    case "close":
      return names.close ? call(names.close) : call(names.select, "null");
    case "next":
      return call(names.next);
    case "prev":
      return call(names.prev);
    case "hover":
      return [];
  }
}

/** The page-state names an element reads (for `const { … } = useInteractions()` and imports); not a named component's own. */
export function statesUsed(i: ElementInteraction): string[] {
  return [i.binding, i.scroll, i.action].filter((part) => !!part && !part.local).map((part) => part!.state);
}

/** JSX props. `className(value)` prints one class list as the component prints it (CSS module or literal). */
export function jsxInteractionProps(i: ElementInteraction, staticClass: string, className: (value: string) => string, tab = false): { props: string[]; replacesClass: boolean } {
  const props: string[] = [];
  const b = i.binding;
  const classes = classBindings(i);
  const print = (v: string) => (v ? className(v) : "undefined");
  if (classes.length === 1) {
    const [c] = classes;
    const list = (extra: string[]) => [staticClass, ...extra].join(" ").trim();
    props.push(`className={${condition(c, jsString)} ? ${print(list(c.openClass))} : ${print(list(c.closedClass))}}`);
  } else if (classes.length > 1) {
    const terms = classes.map((c) => `${condition(c, jsString)} ? ${print(c.openClass.join(" "))} : ${print(c.closedClass.join(" "))}`);
    props.push(`className={[${[...(staticClass ? [print(staticClass)] : []), ...terms].join(", ")}].filter(Boolean).join(" ")}`);
  }
  const replacesClass = classes.length > 0;
  for (const [name, open, closed] of b ? attributeStates(b) : []) {
    const value = valueExpression(b!, name, open, closed, jsString, "undefined");
    if (value === null) continue;
    const prop = name === "tabindex" ? "tabIndex" : name;
    props.push(value === "true" && BOOLEAN.has(name) ? prop : `${prop}={${value}}`);
  }
  const events = { click: "onClick", mouseenter: "onMouseEnter", keydown: "onKeyDown" } as const;
  for (const { event, handler } of i.action ? actionCall(i.action, jsString, "event", tab) : []) props.push(`${events[event as keyof typeof events]}={${handler}}`);
  return { props, replacesClass };
}

const VUE_KEY = /^[A-Za-z_$][\w$]*$/;

/** Vue attributes: `:class` next to the static class, bound attributes, `@click`. */
export function vueInteractionAttributes(i: ElementInteraction, tab = false): string[] {
  const out: string[] = [];
  const b = i.binding;
  const classes = classBindings(i);
  if (classes.length) {
    const key = (c: string) => (VUE_KEY.test(c) ? c : `'${c}'`);
    const entries = classes.flatMap((c) => [...c.openClass.map((n) => `${key(n)}: ${condition(c, vueString)}`), ...c.closedClass.map((n) => `${key(n)}: ${condition(c, vueString, true)}`)]);
    out.push(`:class="{ ${entries.join(", ")} }"`);
  }
  for (const [name, open, closed] of b ? attributeStates(b) : []) {
    const value = valueExpression(b!, name, open, closed, vueString, "null");
    if (value === null) continue;
    out.push(value === "true" && BOOLEAN.has(name) ? name : `:${name}="${value}"`);
  }
  for (const { event, handler } of i.action ? actionCall(i.action, vueString, "$event", tab) : []) {
    const call = handler.startsWith("($event) => ") ? handler.slice("($event) => ".length) : handler;
    out.push(`@${event}="${call}"`);
  }
  return out;
}

/** Props of a Vue render function (`h(tag, props)`): class as Vue's array and object form, attributes, onClick. */
export function renderInteractionProps(i: ElementInteraction, staticClass: string, tab = false): { entries: string[]; replacesClass: boolean } {
  const entries: string[] = [];
  const classes = classBindings(i);
  if (classes.length) {
    const conditional = classes.flatMap((c) => [
      ...c.openClass.map((n) => `${JSON.stringify(n)}: ${condition(c, jsString)}`),
      ...c.closedClass.map((n) => `${JSON.stringify(n)}: ${condition(c, jsString, true)}`),
    ]);
    entries.push(`class: [${[...(staticClass ? [JSON.stringify(staticClass)] : []), `{ ${conditional.join(", ")} }`].join(", ")}]`);
  }
  const b = i.binding;
  for (const [name, open, closed] of b ? attributeStates(b) : []) {
    const value = valueExpression(b!, name, open, closed, jsString, "null");
    if (value !== null) entries.push(`${JSON.stringify(name)}: ${value}`);
  }
  const events = { click: "onClick", mouseenter: "onMouseenter", keydown: "onKeydown" } as const;
  for (const { event, handler } of i.action ? actionCall(i.action, jsString, "event", tab) : []) entries.push(`${events[event as keyof typeof events]}: ${handler}`);
  return { entries, replacesClass: classes.length > 0 };
}