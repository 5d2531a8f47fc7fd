import { fileURLToPath } from "node:url";
import type { DesignToken } from "../tokens/design-tokens.ts";

/**
 * The Tailwind source of an export (`@theme` tokens, the stylesheet that did not map) and its compiled CSS, built
 * here with Tailwind's own compiler so the download renders without a build step. Preflight is left out: the page
 * was styled without Tailwind's reset, and adding it would change how it looks.
 */
const BASE = fileURLToPath(new URL(".", import.meta.url));

export function tailwindSource(tokens: DesignToken[], keptCss: string): string {
  const theme = tokens.length ? ["@theme static {", ...tokens.map((t) => `  --${t.name}: ${t.value};`), "}"] : [];
  return ['@import "tailwindcss/theme.css" layer(theme);', '@import "tailwindcss/utilities.css" layer(utilities);', "", ...theme, "", keptCss].join("\n").trim();
}

export async function compileTailwind(source: string, candidates: string[]): Promise<string> {
  // Loaded on first use: the compiler carries native binaries that deployed functions install, not bundle
  // (stacks/thread-bundles.ts), and only the Tailwind flavour needs them.
  const { compile } = await import("@tailwindcss/node");
  const compiler = await compile(source, { base: BASE, onDependency: () => {} });
  return compiler.build(candidates).trim();
}
