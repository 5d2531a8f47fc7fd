/// <reference path="../../types/prettier-plugin-astro.d.ts" />
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
  // The projects share most of their text (tokens.css, global.css, tokens.json, data files): each is formatted once.
  const done = new Map<string, string>();
  for (const folder of folders) {
    const config = text[folder + CONFIG];
    // The overrides only name each plugin's parser, which Prettier infers from the file name anyway.
    const { plugins: names, overrides: _overrides, ...options } = JSON.parse(config) as Record<string, unknown>;
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
      const key = `${config}\0${inner.replace(/^.*\./, "")}\0${text[path]}`;
      const known = done.get(key);
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
        done.set(key, out);
        text[path] = out;
      } catch {
        // Left unformatted: the export never fails for its formatting.
      }
    }
  }
}
