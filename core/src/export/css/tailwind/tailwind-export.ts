import type { Root } from "postcss";
import type { LayoutTree } from "../../model/layout-nodes.ts";
import { formatCss } from "../css-format.ts";
import { tokenizeCss, type DesignToken } from "../tokens/design-tokens.ts";
import { applyTailwind, markupClasses } from "./tailwind-flavour.ts";
import { defaultThemeVariables, recogniseNativeUtilities, removePreflight } from "./native-utilities.ts";
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
    /** The page's base layer was Tailwind's Preflight: the stylesheet imports it (native-utilities.ts). */
    preflight: boolean;
  };
}

/** `dead`: declarations of dead rules already left out of `cssRoot` (prepareLayout), for the note. */
export async function tailwindLayout(tree: LayoutTree, cssRoot: Root, dead = 0): Promise<TailwindLayout> {
  // Nothing the page wrote may read one way to the stylesheet policy (postcss) and another to Tailwind.
  const page = withoutParserDisagreements(withoutTailwindFunctions(cssRoot));
  // The page's own Tailwind utilities are recognised before tokens rewrite their values (native-utilities.ts).
  const native = await recogniseNativeUtilities(page, markupClasses(tree));
  const { tokens, root } = tokenizeCss(page);
  const flavour = applyTailwind(tree, root, native);
  flavour.dead += dead;
  // The page's theme variables that are Tailwind's defaults are Tailwind's to write, like its `@property` registrations.
  // (On a page Tailwind built: another page's variables are its own, whatever their names.)
  const defaults = native.size ? await defaultThemeVariables(flavour.theme, JSON.stringify(flavour.tree.nodes)) : new Set<string>();
  const pageTheme = flavour.theme.filter((v) => !defaults.has(v.name));
  flavour.themed -= flavour.theme.length - pageTheme.length;
  const theme = [...tokens, ...pageTheme];
  // A Tailwind page's base layer is Preflight: imported as Tailwind's, what of it stayed CSS leaves (native-utilities.ts).
  const preflightRemoved = await removePreflight(flavour.kept, theme);
  const preflight = preflightRemoved !== null;
  // A Tailwind page's own @property registrations for the utilities we use are Tailwind's to write (tailwind-scaffolding.ts).
  const scaffolding = flavour.utilities.length ? dropTailwindScaffolding(flavour.kept, await compileTailwind(tailwindSource(theme, "", flavour.layers, preflight), flavour.utilities)) : 0;
  const keptCss = formatCss(flavour.kept);
  const css = await compileTailwind(tailwindSource(theme, keptCss, flavour.layers, preflight), flavour.utilities);
  const kept = flavour.keptDeclarations - scaffolding - (preflightRemoved ?? 0);
  const note = `Tailwind CSS v4: ${flavour.mapped} declarations as utility classes, ${flavour.themed} page variables in @theme, ${kept} kept in the stylesheet (pseudo-elements, keyframes, fonts, rules on <html>/<body> and what competes with them)${flavour.dead ? `; ${flavour.dead} declarations of rules no element can ever match left out` : ""}${preflight ? "; the page's Tailwind Preflight is imported, not copied" : ""}; the compiled CSS is included, so no Tailwind build is needed. The ZIP with Tailwind holds projects whose stylesheet is a .css file Tailwind builds.`;
  return {
    tree: flavour.tree,
    css,
    mapped: flavour.mapped,
    themed: flavour.themed,
    kept,
    note,
    source: { theme: theme.map(({ name, value }) => ({ name, value })), tokens, keptCss, utilities: flavour.utilities, layers: flavour.layers, preflight },
  };
}
