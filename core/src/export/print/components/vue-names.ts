import type { ComponentPlan } from "../../model/structure/component-plan.ts";

/**
 * Vue's style guide (and eslint-plugin-vue's recommended `vue/multi-word-component-names`, an error) wants every
 * component name to be two words or more, so it can never clash with an HTML element. The plan's names are the
 * words a person uses (`Hero`, `Faq`, `Tile`); the Vue project gives the one-word ones the word for what they are:
 * `HeroSection` for a page region, `TileItem` for a repeated item. React, Svelte and Astro keep the plan's names.
 */
const ONE_WORD = /^[A-Z][a-z0-9]*$/;

export interface VueNames {
  plan: ComponentPlan;
  /** Vue name → the plan's name (the CSS split keys each component's own rules by the plan's name). */
  planName: Map<string, string>;
}

/**
 * `widgets`: the named components that hold their own state (`Tabs`, `Carousel`, `Dropdown`) take the style
 * guide's prefix for app-wide components instead (`AppTabs`): "TabsSection" would call a tab list a page region.
 */
export function vueComponentNames(plan: ComponentPlan, widgets: ReadonlySet<string> = new Set()): VueNames {
  const taken = new Set(plan.components.map((d) => d.name));
  const rename = new Map<string, string>();
  for (const def of plan.components) {
    if (!ONE_WORD.test(def.name)) continue;
    const base = widgets.has(def.name) ? `App${def.name}` : `${def.name}${def.list ? "Item" : "Section"}`;
    let name = base;
    for (let i = 2; taken.has(name); i++) name = `${base}${i}`;
    taken.add(name);
    rename.set(def.name, name);
  }
  const planName = new Map(plan.components.map((d) => [rename.get(d.name) ?? d.name, d.name]));
  if (!rename.size) return { plan, planName };
  const to = (name: string) => rename.get(name) ?? name;
  // A copy with every reference renamed; shared objects (an item list is both a def's `list` and a use's) stay shared.
  const copies = new WeakMap<object, unknown>();
  const copy = <T>(value: T): T => {
    if (Array.isArray(value)) return value.map(copy) as T;
    if (!value || typeof value !== "object" || value instanceof Map || value instanceof Set) return value;
    const known = copies.get(value);
    if (known) return known as T;
    const out: Record<string, unknown> = {};
    copies.set(value, out);
    for (const [key, v] of Object.entries(value)) out[key] = key === "component" && typeof v === "string" ? to(v) : copy(v);
    return out as T;
  };
  const components = plan.components.map((def) => ({ ...copy(def), name: to(def.name), uses: def.uses.map(to) }));
  return { plan: { ...copy(plan), components, appUses: plan.appUses.map(to) }, planName };
}
