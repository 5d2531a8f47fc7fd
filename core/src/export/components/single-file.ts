import type { Root } from "postcss";
import type { LayoutTree } from "../layout-nodes.ts";
import { formatCss } from "../css-format.ts";
import { collectAssetUrls } from "../assets.ts";
import { planComponents, type ComponentPlan } from "../structure/component-plan.ts";
import { tokenizeCss, tokensStylesheet, type DesignToken } from "../tokens/design-tokens.ts";

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

/** `compiledCss`: a stylesheet already made (the Tailwind flavour's), used as it is instead of the tokenized one. */
export function componentLayout(tree: LayoutTree, cssRoot: Root, compiledCss?: string): ComponentLayout {
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
