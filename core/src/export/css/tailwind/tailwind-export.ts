import type { Root } from "postcss";
import type { LayoutTree } from "../../model/layout-nodes.ts";
import { formatCss } from "../css-format.ts";
import { tokenizeCss } from "../tokens/design-tokens.ts";
import { applyTailwind } from "./tailwind-flavour.ts";
import { compileTailwind, tailwindSource } from "./compile-tailwind.ts";

/** A layout in its Tailwind flavour: utility classes in the markup, the compiled CSS, and what mapped. */
export interface TailwindLayout {
  tree: LayoutTree;
  css: string;
  mapped: number;
  /** The page's `:root` variables moved into `@theme`. */
  themed: number;
  kept: number;
  note: string;
}

export async function tailwindLayout(tree: LayoutTree, cssRoot: Root): Promise<TailwindLayout> {
  const { tokens, root } = tokenizeCss(cssRoot);
  const flavour = applyTailwind(tree, root);
  const theme = [...tokens, ...flavour.theme];
  const css = await compileTailwind(tailwindSource(theme, formatCss(flavour.kept)), flavour.utilities);
  const note = `Tailwind CSS v4: ${flavour.mapped} declarations as utility classes, ${flavour.themed} page variables in @theme, ${flavour.keptDeclarations} kept in the stylesheet (pseudo-elements, keyframes, fonts, rules on <html>/<body> and what competes with them); the compiled CSS is included, so no Tailwind build is needed.`;
  return { tree: flavour.tree, css, mapped: flavour.mapped, themed: flavour.themed, kept: flavour.keptDeclarations, note };
}
