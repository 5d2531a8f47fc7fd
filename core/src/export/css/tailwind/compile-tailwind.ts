import { compileInSandbox } from "./tailwind-sandbox.ts";
import type { DesignToken } from "../tokens/design-tokens.ts";
import { readsAlikeInTailwind } from "./tailwind-parse-agreement.ts";
/**
 * The Tailwind source of an export (`@theme` tokens, the stylesheet that did not map) and its compiled CSS, built
 * here with Tailwind's own compiler so the download renders without a build step. Preflight is left out: the page
 * was styled without Tailwind's reset, and adding it would change how it looks.
 */
/** A token value that could end its declaration (and start an at-rule of the page's) stays out of `@theme`. */
const SAFE_TOKEN_VALUE = /^[^{};@]*$/;
/**
 * Tailwind's theme and utilities without Preflight, as Tailwind's guide writes it ("Disabling Preflight"): the page
 * was styled without Tailwind's reset (a page whose base layer was Preflight imports it too: PREFLIGHT_IMPORT). The only `@import`s of any stylesheet we write, always ours, never the page's.
 */
export const TAILWIND_IMPORTS = ['@import "tailwindcss/theme.css" layer(theme);', '@import "tailwindcss/utilities.css" layer(utilities);'] as const;
/** Preflight, for a page whose own base layer was Tailwind's Preflight (native-utilities.ts: removePreflight). */
export const PREFLIGHT_IMPORT = '@import "tailwindcss/preflight.css" layer(base);';

/** The `@theme` block of the tokens whose names and values are safe to write there (empty without any). */
export function themeBlock<T extends Pick<DesignToken, "name" | "value">>(tokens: T[]): string[] {
  const safe = tokens.filter((t) => SAFE_TOKEN_VALUE.test(t.value) && readsAlikeInTailwind(t.value, "value") && /^[\w-]+$/.test(t.name));
  return safe.length ? ["@theme static {", ...safe.map((t) => `  --${t.name}: ${t.value};`), "}"] : [];
}

/**
 * The imports, after the order of the page's cascade layers when it has any (`@layer properties, theme, base,
 * components, utilities;`, as Tailwind's guide writes it): a `@layer` statement is the one rule CSS allows before
 * `@import`. Layer names are plain identifiers (cascade-entries.ts ranks no other).
 */
export function tailwindHeader(layers: string[] = [], preflight = false): string[] {
  const names = layers.filter((n) => /^[\w-]+$/.test(n));
  const imports = preflight ? [TAILWIND_IMPORTS[0], PREFLIGHT_IMPORT, TAILWIND_IMPORTS[1]] : [...TAILWIND_IMPORTS];
  return [...(names.length ? [`@layer ${names.join(", ")};`] : []), ...imports];
}

export function tailwindSource<T extends Pick<DesignToken, "name" | "value">>(tokens: T[], keptCss: string, layers: string[] = [], preflight = false): string {
  return [...tailwindHeader(layers, preflight), "", ...themeBlock(tokens), "", keptCss].join("\n").trim();
}
/**
 * The compiler follows `@plugin`, `@config` and `@import` by loading what they name: JavaScript modules. The
 * stylesheet reaching it has had those at-rules removed (stylesheet-policy.ts); as a second wall, the compiler runs
 * in a confined process (tailwind-sandbox.ts) that refuses every module load, reads only Tailwind's own two
 * stylesheets and can write no file.
 */
export { TailwindLoadRefused } from "./tailwind-sandbox.ts";
export async function compileTailwind(source: string, candidates: string[]): Promise<string> {
  return compileInSandbox(source, candidates);
}
