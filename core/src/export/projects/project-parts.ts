import type { Root } from "postcss";
import type { LayoutTree } from "../model/layout-nodes.ts";
import { formatCss } from "../css/css-format.ts";
import { componentLayout, type ComponentLayout } from "../print/components/single-file.ts";
import { splitCss, type CssSplit } from "../print/components/css-split.ts";
import { tokensStylesheet } from "../css/tokens/design-tokens.ts";
import { frameworkClasses } from "../css/framework-classes.ts";
import { tokensJson } from "../css/tokens/dtcg-tokens.ts";
import { interactiveTree, type InteractionPlan } from "../model/interactions.ts";

/** What the three framework projects share: the plan, tokens.css, the global stylesheet and each component's own rules. */
export interface ProjectParts {
  /** The tree with its behaviours as interaction state (model/interactions.ts). */
  tree: LayoutTree;
  interactions: InteractionPlan;
  layout: ComponentLayout;
  split: CssSplit;
  tokensCss: string;
  /** The same tokens in the Design Tokens Community Group format (null: no tokens). */
  tokensJson: string | null;
  globalCss: string;
  moduleCss: Map<string, string>;
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
  const tree = behaviours === "state" ? planned.tree : source;
  const interactions = behaviours === "state" ? planned.plan : { states: [], stateClasses: planned.plan.stateClasses };
  const layout = componentLayout(tree, cssRoot);
  // Classes a state adds or removes stay in the global stylesheet, so every component's state reaches its rules.
  // Framework classes stay global too: one stylesheet policy for the whole project (css/framework-classes.ts).
  const unmovable = [...documentClasses(tree), ...interactions.stateClasses, ...frameworkClasses(layout.cssRoot)];
  const split = splitCss(layout.cssRoot, layout.plan, tree.nodes, unmovable);
  const moduleCss = new Map([...split.modules].map(([name, root]) => [name, formatCss(root)]));
  return { tree, interactions, layout, split, tokensCss: tokensStylesheet(layout.tokens), tokensJson: tokensJson(layout.tokens), globalCss: formatCss(split.global), moduleCss };
}

/** For `.filter(unique)`: keeps the first of equal values (a component imported once however often it is used). */
export function unique<T>(value: T, index: number, all: T[]): boolean {
  return all.indexOf(value) === index;
}
