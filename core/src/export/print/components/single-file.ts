import type { Root } from "postcss";
import type { LayoutTree } from "../../model/layout-nodes.ts";
import { formatCss } from "../../css/css-format.ts";
import { collectAssetUrls } from "../../assets/assets.ts";
import { planComponents, type ComponentPlan } from "../../model/structure/component-plan.ts";
import { tokenizeCss, tokensStylesheet, type DesignToken } from "../../css/tokens/design-tokens.ts";

/** What every component format starts from: the component plan, the tokens and the stylesheet that reads them. */
export interface ComponentLayout {
  plan: ComponentPlan;
  tokens: DesignToken[];
  /** The stylesheet with var() references (without the tokens' :root block). */
  cssRoot: Root;
  /** tokens.css followed by the stylesheet, for files that carry one stylesheet. */
  css: string;
  /** Asset URLs still pointing at the original site (single files do not download them). */
  remoteUrls: string[];
}

/**
 * The React, Next.js and Vue single files of one layout start from the same tree and stylesheet (export-layout.ts
 * keeps them for the next request), so their plan and tokens are made once. Nothing downstream mutates either.
 */
const layouts = new WeakMap<LayoutTree, WeakMap<Root, ComponentLayout>>();

/** `compiledCss`: a stylesheet already made (the Tailwind flavour's), used as it is instead of the tokenized one. */
export function componentLayout(tree: LayoutTree, cssRoot: Root, compiledCss?: string): ComponentLayout {
  if (compiledCss !== undefined) return makeComponentLayout(tree, cssRoot, compiledCss);
  const byRoot = layouts.get(tree) ?? layouts.set(tree, new WeakMap()).get(tree)!;
  const known = byRoot.get(cssRoot);
  if (known) return known;
  const made = makeComponentLayout(tree, cssRoot);
  byRoot.set(cssRoot, made);
  return made;
}

function makeComponentLayout(tree: LayoutTree, cssRoot: Root, compiledCss?: string): ComponentLayout {
  const plan = planComponents(tree.nodes);
  const remoteUrls = collectAssetUrls(tree, cssRoot);
  if (compiledCss !== undefined) return { plan, tokens: [], cssRoot, css: compiledCss, remoteUrls };
  const { tokens, root } = tokenizeCss(cssRoot);
  const css = [tokensStylesheet(tokens), formatCss(root)].filter(Boolean).join("\n\n");
  return { plan, tokens, cssRoot: root, css, remoteUrls };
}

/** A single file written with a stylesheet made elsewhere (Tailwind), and the line its header says about it. */
export interface SingleFileStyles {
  css: string;
  note: string;
}

/** Header lines naming the URLs a single file still loads from the original site. */
export function remoteUrlLines(urls: string[]): string[] {
  if (!urls.length) return [];
  return ["These images, fonts and backgrounds still load from the original site (the zip download carries local copies):", ...urls.map((u) => `- ${u}`)];
}
