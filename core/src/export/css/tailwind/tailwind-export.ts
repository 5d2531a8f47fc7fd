import type { Root } from "postcss";
import type { LayoutTree } from "../../model/layout-nodes.ts";
import { formatCss } from "../css-format.ts";
import { tokenizeCss, type DesignToken } from "../tokens/design-tokens.ts";
import { applyTailwind } from "./tailwind-flavour.ts";
import type { ThemeVariable } from "./root-theme-variables.ts";
import { compileTailwind, tailwindSource } from "./compile-tailwind.ts";
import { withoutTailwindFunctions } from "./tailwind-functions.ts";
import { withoutParserDisagreements } from "./tailwind-parse-agreement.ts";
import { dropTailwindScaffolding } from "./tailwind-scaffolding.ts";

/** A layout in its Tailwind flavour: utility classes in the markup, the compiled CSS, and what mapped. */
export interface TailwindLayout {
  tree: LayoutTree;
  css: string;
  mapped: number;
  /** The page's `:root` variables moved into `@theme`. */
  themed: number;
  kept: number;
  note: string;
  /** What the compiled CSS was made from, for a project that runs Tailwind in its own build (tailwind-project.ts). */
  source: {
    /** The design tokens, then the page's variables and breakpoints: the `@theme` block. */
    theme: ThemeVariable[];
    /** The same design tokens with their groups (tokens.json). */
    tokens: DesignToken[];
    /** The rules and declarations that stayed CSS, formatted. */
    keptCss: string;
    /** Every utility class the markup uses. */
    utilities: string[];
    /** The cascade layers to declare first (tailwind-flavour.ts). */
    layers: string[];
  };
}

export async function tailwindLayout(tree: LayoutTree, cssRoot: Root): Promise<TailwindLayout> {
  // Nothing the page wrote may read one way to the stylesheet policy (postcss) and another to Tailwind.
  const { tokens, root } = tokenizeCss(withoutParserDisagreements(withoutTailwindFunctions(cssRoot)));
  const flavour = applyTailwind(tree, root);
  const theme = [...tokens, ...flavour.theme];
  // A Tailwind page's own @property registrations for the utilities we use are Tailwind's to write (tailwind-scaffolding.ts).
  const scaffolding = flavour.utilities.length ? dropTailwindScaffolding(flavour.kept, await compileTailwind(tailwindSource(theme, "", flavour.layers), flavour.utilities)) : 0;
  const keptCss = formatCss(flavour.kept);
  const css = await compileTailwind(tailwindSource(theme, keptCss, flavour.layers), flavour.utilities);
  const kept = flavour.keptDeclarations - scaffolding;
  const note = `Tailwind CSS v4: ${flavour.mapped} declarations as utility classes, ${flavour.themed} page variables in @theme, ${kept} kept in the stylesheet (pseudo-elements, keyframes, fonts, rules on <html>/<body> and what competes with them); the compiled CSS is included, so no Tailwind build is needed. The ZIP with Tailwind holds projects whose stylesheet is a .css file Tailwind builds.`;
  return {
    tree: flavour.tree,
    css,
    mapped: flavour.mapped,
    themed: flavour.themed,
    kept,
    note,
    source: { theme: theme.map(({ name, value }) => ({ name, value })), tokens, keptCss, utilities: flavour.utilities, layers: flavour.layers },
  };
}
