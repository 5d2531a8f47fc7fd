import type { Root } from "postcss";
import type { LayoutTree } from "../model/layout-nodes.ts";
import { formatCss } from "../css/css-format.ts";
import { componentLayout, type ComponentLayout } from "../print/components/single-file.ts";
import { splitCss, type CssSplit } from "../print/components/css-split.ts";
import { tokensStylesheet } from "../css/tokens/design-tokens.ts";
import { frameworkClasses } from "../css/framework-classes.ts";
import { tokensJson } from "../css/tokens/dtcg-tokens.ts";
import { interactiveTree, type InteractionPlan } from "../model/interactions.ts";
import { misplacedStates, namedComponents, type LocalState } from "../model/named-components.ts";
import type { TailwindProjectStyles } from "../css/tailwind/tailwind-project.ts";

/** What the three framework projects share: the plan, tokens.css, the global stylesheet and each component's own rules. */
export interface ProjectParts {
  /** The tree with its behaviours as interaction state (model/interactions.ts). */
  tree: LayoutTree;
  /** The page's shared states (the provider's, page-state.js's): those no named component holds. */
  interactions: InteractionPlan;
  /** Component name → the state it holds itself (`Tabs`, `Carousel`, `Dropdown`: model/named-components.ts). */
  localStates: Map<string, LocalState>;
  layout: ComponentLayout;
  split: CssSplit;
  tokensCss: string;
  /** The same tokens in the Design Tokens Community Group format (null: no tokens). */
  tokensJson: string | null;
  globalCss: string;
  moduleCss: Map<string, string>;
  /** A Tailwind project (tailwind-project.ts): globalCss is its one stylesheet, read by Tailwind's build plugin. */
  tailwind?: boolean;
}

/** Classes on <html>/<body> live in index.html, outside every component: their rules stay global. */
function documentClasses(tree: LayoutTree): string[] {
  return [tree.document?.html?.class, tree.document?.body?.class].flatMap((v) => (v ?? "").split(/\s+/)).filter(Boolean);
}

/**
 * With `attributes` the tree keeps the behaviour attributes our runtime reads (Svelte, Astro ship the runtime);
 * the classes those behaviours toggle still stay global either way.
 */
export function projectParts(source: LayoutTree, cssRoot: Root, behaviours: "state" | "attributes" = "state"): ProjectParts {
  const planned = interactiveTree(source);
  const { tree, interactions, layout, localStates } =
    behaviours === "state"
      ? withNamedComponents(planned.tree, planned.plan, cssRoot)
      : { tree: source, interactions: { states: [], stateClasses: planned.plan.stateClasses }, layout: componentLayout(source, cssRoot), localStates: new Map<string, LocalState>() };
  // Classes a state adds or removes stay in the global stylesheet, so every component's state reaches its rules.
  // Framework classes stay global too: one stylesheet policy for the whole project (css/framework-classes.ts).
  const unmovable = [...documentClasses(tree), ...interactions.stateClasses, ...frameworkClasses(layout.cssRoot)];
  const split = splitCss(layout.cssRoot, layout.plan, tree.nodes, unmovable);
  const moduleCss = new Map([...split.modules].map(([name, root]) => [name, formatCss(root)]));
  return { tree, interactions, localStates, layout, split, tokensCss: tokensStylesheet(layout.tokens), tokensJson: tokensJson(layout.tokens), globalCss: formatCss(split.global), moduleCss };
}

/**
 * The parts of a Tailwind project: the flavoured tree planned into components as above, with one stylesheet (utility
 * classes in the markup, the tokens in its `@theme`, the kept rules after them) and no component CSS of its own.
 */
export function tailwindProjectParts(styles: TailwindProjectStyles, behaviours: "state" | "attributes" = "state"): ProjectParts {
  const planned = interactiveTree(styles.tree);
  const { tree, interactions, layout, localStates } =
    behaviours === "state"
      ? withNamedComponents(planned.tree, planned.plan, styles.keptRoot, styles.stylesheet)
      : { tree: styles.tree, interactions: { states: [], stateClasses: planned.plan.stateClasses }, layout: componentLayout(styles.tree, styles.keptRoot, styles.stylesheet), localStates: new Map<string, LocalState>() };
  const split = { global: styles.keptRoot, modules: new Map(), moduleClasses: new Map() };
  return { tree, interactions, localStates, layout, split, tokensCss: "", tokensJson: tokensJson(styles.tokens), globalCss: styles.stylesheet, moduleCss: new Map(), tailwind: true };
}

const named = new WeakMap<LayoutTree, WeakMap<Root, { tree: LayoutTree; interactions: InteractionPlan; layout: ComponentLayout; localStates: Map<string, LocalState> }>>();

/**
 * The planned tree with its tabs, carousels and dropdowns as named components holding their own state, planned
 * into components; a state the plan would split across components (an editor's region inside it) stays page state.
 * Made once per tree and stylesheet, as componentLayout is, for the three projects of one zip.
 */
function withNamedComponents(planned: LayoutTree, plan: InteractionPlan, cssRoot: Root, compiledCss?: string) {
  const byRoot = named.get(planned) ?? named.set(planned, new WeakMap()).get(planned)!;
  const known = compiledCss === undefined ? byRoot.get(cssRoot) : undefined;
  if (known) return known;
  const exclude = new Set<string>();
  for (;;) {
    const made = namedComponents(planned, plan, exclude);
    const layout = componentLayout(made.tree, cssRoot, compiledCss);
    const misplaced = misplacedStates(made.local, layout.plan);
    if (misplaced.size) {
      for (const s of misplaced) exclude.add(s);
      continue;
    }
    const localStates = new Map(made.local.map((l) => [layout.plan.named.get(l.root)!, l]));
    const result = { tree: made.tree, interactions: made.plan, layout, localStates };
    if (compiledCss === undefined) byRoot.set(cssRoot, result);
    return result;
  }
}

/** For `.filter(unique)`: keeps the first of equal values (a component imported once however often it is used). */
export function unique<T>(value: T, index: number, all: T[]): boolean {
  return all.indexOf(value) === index;
}

/** The README's line on the named components (`Tabs`, `Carousel`, `Dropdown`) that hold their own state. */
export function namedComponentsNote(parts: ProjectParts, dir: string, rename: (name: string) => string = (n) => n): string[] {
  if (!parts.localStates.size) return [];
  const list = [...parts.localStates.keys()].map((n) => `\`${dir}${rename(n)}\``).join(", ");
  return [`Tabs, carousels and dropdown menus are components of their own (${list}) that keep what they show in their own state.`];
}
