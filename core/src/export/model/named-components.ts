import type { ElementInteraction, InteractionState, LayoutElement, LayoutNode, LayoutTree, LocalStateNames } from "./layout-nodes.ts";
import type { InteractionPlan } from "./interactions.ts";
import { namesRegion, type ComponentPlan } from "./structure/component-plan.ts";

/**
 * Tabs, carousels and dropdown menus as small components of their own in the framework projects (issue 24): the
 * element that holds all of one such state's controls and targets becomes `Tabs`, `Carousel` or `Dropdown`, and its
 * state lives there (`useState` / `ref`) instead of in the page's shared state, so a developer reads a tab list and
 * the state it switches in one file. Accordions, dialogs, collapses and scroll states stay page state: their
 * controls and targets are often far apart (a navbar toggler and its menu, a dialog portalled to the body's end).
 * A menu its library portalled to the body's end (Radix's DropdownMenu) is a `Dropdown` too: the component that
 * holds its trigger owns the state and renders the menu back at the end of <body> (a React portal, Vue's
 * `<Teleport>`), as the library did, so the menu's captured fixed coordinates and paint order stay as they were.
 */
export interface LocalState {
  state: InteractionState & { kind: "disclosure" | "selection" };
  names: LocalStateNames;
  /** The element that becomes the component (in the returned tree). */
  root: LayoutElement;
  /** Every element that binds to the state or controls it (in the returned tree), all inside `root`. */
  members: LayoutElement[];
  /** The portalled menu (in the returned tree): the last child of `root`, flagged `portal`. */
  portal?: LayoutElement;
}

export interface NamedComponents {
  tree: LayoutTree;
  /** The page's shared states: those left out of every named component. */
  plan: InteractionPlan;
  local: LocalState[];
}

const NAMES: Record<LocalStateNames["component"], LocalStateNames> = {
  Tabs: { component: "Tabs", value: "activeTab", setter: "setActiveTab", select: "showTab", arrowKey: "moveBetweenTabs" },
  Carousel: { component: "Carousel", value: "activeSlide", setter: "setActiveSlide", select: "showSlide", next: "showNextSlide", prev: "showPreviousSlide" },
  Dropdown: { component: "Dropdown", value: "menuOpen", setter: "setMenuOpen", toggle: "toggleMenu", close: "closeMenu" },
};

/** Elements a page region is made of: a named component must not hold one (its state could not reach it). */
const REGION_TAGS = new Set(["header", "footer", "nav", "main", "section", "aside", "article", "body"]);

const attr = (el: LayoutElement, name: string) => el.attrs.find((a) => a.name === name)?.value;

type Chain = LayoutElement[];

/** Which named component a state is, if any. */
function componentOf(state: InteractionState, chains: Chain[]): LocalStateNames["component"] | null {
  const members = chains.map((c) => c[c.length - 1]);
  if (state.kind === "selection") {
    if (state.toggles) return null;
    if (state.steps) return "Carousel";
    return members.some((el) => attr(el, "role") === "tab") ? "Tabs" : null;
  }
  // A menu: opened by a click, closed by Escape or a click outside (a collapsed navbar is not), neither modal nor a
  // dialog (those stay page state: Tab stays inside them, and Escape closes the latest one opened).
  const dialogLike = members.some((el) => /^(alert)?dialog$/.test(attr(el, "role") ?? "") || attr(el, "aria-modal") === "true" || attr(el, "aria-haspopup") === "dialog");
  if (state.kind === "disclosure" && !dialogLike && !state.modal && !state.dialog && !state.hover && !state.backdrop && !state.bodyClass.length && state.dismiss.length) return "Dropdown";
  return null;
}

function commonAncestor(chains: Chain[]): LayoutElement | null {
  let depth = 0;
  while (chains.every((c) => depth < c.length && c[depth] === chains[0][depth])) depth++;
  return depth ? chains[0][depth - 1] : null;
}

function holdsRegion(el: LayoutElement): boolean {
  return el.children.some((c) => c.type === "element" && (REGION_TAGS.has(c.tag) || !!c.componentName || (!!c.layerName && namesRegion(c.layerName)) || holdsRegion(c)));
}

function validRoot(root: LayoutElement | null): root is LayoutElement {
  return !!root && root.ns === "html" && root.tag !== "body" && root.tag !== "main" && !holdsRegion(root);
}

/**
 * A menu rendered at the end of <body>, far from its trigger (Radix's DropdownMenu.Portal): the element directly in
 * the body that holds the menu (its target) and the root every control and binding outside it shares.
 */
function portalled(state: InteractionState, list: Chain[]): { root: LayoutElement; portal: LayoutElement } | null {
  if (state.kind !== "disclosure") return null;
  const targetChain = list.find((c) => attr(c[c.length - 1], "id") === state.target);
  if (!targetChain) return null;
  const portal = targetChain[0].tag === "body" ? targetChain[1] : targetChain[0];
  if (!portal || portal.ns !== "html") return null;
  const outside = list.filter((c) => !c.includes(portal));
  if (!outside.length || list.some((c) => c.includes(portal) && c.indexOf(portal) > 1)) return null;
  const root = commonAncestor(outside);
  return validRoot(root) ? { root, portal } : null;
}

const statesOf = (i: ElementInteraction) => [i.binding?.state, i.action?.state].filter((s): s is string => !!s);

/**
 * The tree with each tabs, carousel and dropdown state moved into a component of its own where one element holds
 * all of its controls and targets and no page region. `exclude`: states kept as page state (the component plan
 * split one of them across components).
 */
export function namedComponents(tree: LayoutTree, plan: InteractionPlan, exclude: ReadonlySet<string> = new Set()): NamedComponents {
  const chains = new Map<string, Chain[]>();
  const visit = (nodes: LayoutNode[], above: Chain) => {
    for (const node of nodes) {
      if (node.type !== "element") continue;
      const chain = [...above, node];
      for (const s of node.interaction ? statesOf(node.interaction) : []) chains.set(s, [...(chains.get(s) ?? []), chain]);
      visit(node.children, chain);
    }
  };
  visit(tree.nodes, []);

  const taken = new Set(plan.states.map((s) => s.name));
  const roots = new Map<LayoutElement, { state: LocalState["state"]; names: LocalStateNames; portal?: LayoutElement }>();
  for (const state of plan.states) {
    if (exclude.has(state.name) || (state.kind !== "disclosure" && state.kind !== "selection")) continue;
    const list = chains.get(state.name) ?? [];
    const component = list.length ? componentOf(state, list) : null;
    if (!component) continue;
    const names = NAMES[component];
    if ([names.value, names.setter].some((n) => taken.has(n))) continue;
    const common = commonAncestor(list);
    const placed = validRoot(common) ? { root: common, portal: undefined } : component === "Dropdown" ? portalled(state, list) : null;
    if (!placed || roots.has(placed.root)) continue;
    roots.set(placed.root, { state, names, portal: placed.portal });
  }
  if (!roots.size) return { tree, plan, local: [] };
  const portals = new Map([...roots.values()].filter((r) => r.portal).map((r) => [r.portal!, r]));

  const localNames = new Map([...roots.values()].map((r) => [r.state.name, r.names]));
  const found = new Map<LayoutElement, LocalState>();
  const copy = (nodes: LayoutNode[], owner: LocalState | null): LayoutNode[] =>
    nodes.filter((node) => node.type !== "element" || !portals.has(node)).map((node) => copyNode(node, owner));
  const copyNode = (node: LayoutNode, owner: LocalState | null): LayoutNode => {
    if (node.type !== "element") return node;
    const own = roots.get(node);
    const made: LayoutElement = { ...node };
    const local: LocalState | null = own ? { state: own.state, names: own.names, root: made, members: [] } : owner;
    if (own) {
      found.set(node, local!);
      // An editor's component name wins, and a page region (a pricing section that is all tabs) keeps its own
      // name, holding the state itself; any other element is named after what it is.
      const region = REGION_TAGS.has(node.tag) || (!!node.layerName && namesRegion(node.layerName));
      if (!node.componentName && !region) made.componentName = own.names.component;
    }
    const i = node.interaction;
    if (i && statesOf(i).some((s) => localNames.has(s))) {
      const localize = <T extends { state: string }>(part: T | undefined): T | undefined => {
        const names = part && localNames.get(part.state);
        return part && names ? { ...part, state: names.value, local: names } : part;
      };
      made.interaction = { ...i, binding: localize(i.binding), action: localize(i.action) };
      for (const s of statesOf(i)) if (localNames.has(s)) [...found.values()].find((f) => f.state.name === s)?.members.push(made);
    }
    made.children = copy(node.children, local);
    if (own?.portal) {
      // The menu moves from the body's end to its owner, flagged so the printers render it back there.
      // A fresh copy: flagged in place, as the members found in it are this very element.
      const portal = copyNode(own.portal, local) as LayoutElement;
      portal.portal = true;
      made.children.push(portal);
      local!.portal = portal;
    }
    return made;
  };
  const nodes = copy(tree.nodes, null);
  const local = [...found.values()];
  const moved = new Set(local.map((l) => l.state.name));
  return { tree: { ...tree, nodes }, plan: { states: plan.states.filter((s) => !moved.has(s.name)), stateClasses: plan.stateClasses }, local };
}

/**
 * The states whose component the plan did not make as asked: its root is not a component of its own, or one of its
 * members is printed by another component (inside a region the editor named). These go back to page state.
 */
export function misplacedStates(local: LocalState[], components: ComponentPlan): Set<string> {
  const out = new Set<string>();
  for (const l of local) {
    const name = components.named.get(l.root);
    if (!name || l.members.some((m) => components.owner.get(m) !== name)) out.add(l.state.name);
  }
  return out;
}

/**
 * A component's markup: its template, and after it the menu it portals to the end of <body> (a sibling, not a child:
 * a click in the menu must not reach its trigger's handler through React's tree; Vue's `<Teleport>` reads the same).
 */
export function withPortalAfter(template: LayoutNode): LayoutNode[] {
  if (template.type !== "element") return [template];
  const portal = template.children.find((c) => c.type === "element" && c.portal);
  return portal ? [{ ...template, children: template.children.filter((c) => c !== portal) }, portal] : [template];
}
