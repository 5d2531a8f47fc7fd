import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname } from "node:path";
import type { DesignToken } from "../tokens/design-tokens.ts";
/**
 * The Tailwind source of an export (`@theme` tokens, the stylesheet that did not map) and its compiled CSS, built
 * here with Tailwind's own compiler so the download renders without a build step. Preflight is left out: the page
 * was styled without Tailwind's reset, and adding it would change how it looks.
 */
/** The only stylesheets the compiler may load: Tailwind's own, by the exact names tailwindSource writes. */
const OWN_STYLESHEETS = ["tailwindcss/theme.css", "tailwindcss/utilities.css"];
/** A token value that could end its declaration (and start an at-rule of the page's) stays out of `@theme`. */
const SAFE_TOKEN_VALUE = /^[^{};@]*$/;
export function tailwindSource(tokens: DesignToken[], keptCss: string): string {
  const safe = tokens.filter((t) => SAFE_TOKEN_VALUE.test(t.value) && /^[\w-]+$/.test(t.name));
  const theme = safe.length ? ["@theme static {", ...safe.map((t) => `  --${t.name}: ${t.value};`), "}"] : [];
  return ['@import "tailwindcss/theme.css" layer(theme);', '@import "tailwindcss/utilities.css" layer(utilities);', "", ...theme, "", keptCss].join("\n").trim();
}
/**
 * The compiler follows `@plugin`, `@config` and `@import` by loading what they name: JavaScript modules run inside
 * our process. The stylesheet reaching it has had those at-rules removed (stylesheet-policy.ts); as a second wall,
 * every module load is refused and only Tailwind's own two stylesheets can be read, resolved here, not from the source.
 */
export class TailwindLoadRefused extends Error {}
const require = createRequire(import.meta.url);
async function loadOwnStylesheet(id: string): Promise<{ path: string; base: string; content: string }> {
  if (!OWN_STYLESHEETS.includes(id)) throw new TailwindLoadRefused(`The Tailwind export loads no stylesheet but Tailwind's own (refused "${id.slice(0, 80)}").`);
  const path = require.resolve(id);
  return { path, base: dirname(path), content: await readFile(path, "utf8") };
}
function refuseModule(id: string): Promise<never> {
  return Promise.reject(new TailwindLoadRefused(`The Tailwind export loads no plugin or configuration module (refused "${id.slice(0, 80)}").`));
}
export async function compileTailwind(source: string, candidates: string[]): Promise<string> {
  // Loaded on first use: the compiler carries native binaries that deployed functions install, not bundle
  // (stacks/thread-bundles.ts), and only the Tailwind flavour needs them.
  const { compile } = await import("tailwindcss");
  const compiler = await compile(source, { base: "/nonexistent", loadModule: refuseModule, loadStylesheet: loadOwnStylesheet });
  return compiler.build(candidates).trim();
}
