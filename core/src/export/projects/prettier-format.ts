/// <reference path="../../types/prettier-plugin-astro.d.ts" />
import { createHash } from "node:crypto";
import type { Plugin } from "prettier";

/**
 * The zip's projects come out as `prettier --write .` would leave them with the Prettier config each ships
 * (developer-setup.ts): a developer's first `npm run format` or format-on-save changes nothing. Prettier only moves
 * whitespace that the file's language ignores (JSX, templates, CSS, JSON), so the rendered page is unchanged.
 */
const FORMATTED = /\.(jsx?|mjs|tsx?|json|css|md|vue|svelte|astro|html)$/;
const CONFIG = ".prettierrc.json";
const MARKUP = /\.(vue|svelte|astro|html)$/;

async function pluginsFor(names: unknown): Promise<Plugin[]> {
  const list = Array.isArray(names) ? names : [];
  const out: Plugin[] = [];
  // Only the two plugins the set-up names are ever loaded: a config is our own file, never the page's.
  if (list.includes("prettier-plugin-svelte")) out.push((await import("prettier-plugin-svelte")) as Plugin);
  if (list.includes("prettier-plugin-astro")) out.push((await import("prettier-plugin-astro")) as Plugin);
  return out;
}

/** Whether `.prettierignore` (public/) or the .gitignore'd folders keep Prettier off a path inside a project. */
const ignored = (inner: string) => inner.startsWith("public/") || inner.startsWith("node_modules/") || inner.startsWith("dist/");

/** Which plugin a file's language needs: only these files' output depends on the config's `plugins`. */
const PLUGIN_FOR: Record<string, string> = { svelte: "prettier-plugin-svelte", astro: "prettier-plugin-astro" };

/**
 * Formatted text by what decides it (options, language, plugin, source), kept across exports: the five projects of a
 * zip share their stylesheets and data files, and a user exporting again (another format, after a small edit) sends
 * mostly the same files. Bounded by characters held; the oldest entries go first.
 */
const CACHE_LIMIT_CHARS = 24_000_000;
const cache = new Map<string, string>();
let cachedChars = 0;

function remember(key: string, value: string): void {
  cache.set(key, value);
  cachedChars += value.length;
  for (const [oldKey, oldValue] of cache) {
    if (cachedChars <= CACHE_LIMIT_CHARS) break;
    cache.delete(oldKey);
    cachedChars -= oldValue.length;
  }
}

function cacheKey(options: Record<string, unknown>, extension: string, plugin: string | undefined, source: string): string {
  return createHash("sha256").update(JSON.stringify([options, extension, plugin ?? ""])).update("\0").update(source).digest("base64");
}

/**
 * Formats, in place, every file of each folder of `text` that holds a `.prettierrc.json`, with that config. A file
 * Prettier cannot parse is left as it is (and the project tests' `prettier --check` would name it).
 */
export async function formatProjects(text: Record<string, string>): Promise<void> {
  const folders = Object.keys(text)
    .filter((p) => p === CONFIG || p.endsWith(`/${CONFIG}`))
    .map((p) => p.slice(0, -CONFIG.length));
  if (!folders.length) return;
  const prettier = await import("prettier");
  for (const folder of folders) {
    // The overrides only name each plugin's parser, which Prettier infers from the file name anyway.
    const { plugins: names, overrides: _overrides, ...options } = JSON.parse(text[folder + CONFIG]) as Record<string, unknown>;
    const plugins = await pluginsFor(names);
    const format = (source: string, filepath: string) => prettier.format(source, { ...options, plugins, filepath });
    for (const path of Object.keys(text)) {
      if (!path.startsWith(folder) || !FORMATTED.test(path)) continue;
      const inner = path.slice(folder.length);
      if (ignored(inner)) continue;
      // Prettier formats `{{ }}` inside v-pre as an expression (quotes swapped): page text that only looks like a
      // template would change. Such a file is left as printed and listed in .prettierignore, so checks still pass.
      if (inner.endsWith(".vue") && /\sv-pre[\s>]/.test(text[path])) {
        text[folder + ".prettierignore"] = `${text[folder + ".prettierignore"] ?? ""}# page text that looks like template syntax (v-pre)\n${inner}\n`;
        continue;
      }
      const extension = inner.replace(/^.*\./, "");
      const key = cacheKey(options, extension, PLUGIN_FOR[extension], text[path]);
      const known = cache.get(key);
      if (known !== undefined) {
        text[path] = known;
        continue;
      }
      try {
        let out = await format(text[path], inner);
        // Markup can settle a closing tag's line break only on a second pass (Prettier's Vue and HTML printers,
        // prettier-plugin-astro): format until it holds still, so `prettier --check` passes.
        for (let pass = 0; pass < 2 && MARKUP.test(inner); pass++) {
          const again = await format(out, inner);
          if (again === out) break;
          out = again;
        }
        remember(key, out);
        text[path] = out;
      } catch {
        // Left unformatted: the export never fails for its formatting.
      }
    }
  }
}
