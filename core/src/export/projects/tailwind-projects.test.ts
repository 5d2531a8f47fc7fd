import { strFromU8, unzipSync } from "fflate";
import * as prettier from "prettier";
import * as sveltePlugin from "prettier-plugin-svelte";
import * as astroPlugin from "prettier-plugin-astro";
import { describe, expect, it } from "vitest";
import { exportLayout } from "../export-layout.ts";
import { TAILWIND_IMPORTS } from "../css/tailwind/compile-tailwind.ts";

/**
 * `?css=tailwind` on the zip (issue 26): every project is a Tailwind v4 project. Utility classes in the markup, one
 * real stylesheet (never a JS string, no CSS modules) that starts with Tailwind's theme and utilities, holds the
 * tokens' `@theme` and the kept rules, and Tailwind in the build the framework's standard way.
 */
const PAGE = `<header data-name="Header" class="top"><nav aria-label="Main"><a href="#a" class="link">Home</a></nav></header>
<section data-name="Hero" class="hero"><h1 class="title">It's here</h1><p class="lead">Shop <em>now</em></p></section>
<ul class="tiles"><li class="tile"><h3>One</h3><p>First</p></li><li class="tile"><h3>Two</h3><p>Second</p></li><li class="tile"><h3>Three</h3><p>Third</p></li></ul>`;
const CSS = `:root { --brand: #123456 } .top { display: flex; gap: 12px } .link { color: var(--brand) } .hero { padding: 24px; color: #123456 }
.title { font-size: 40px } .title::after { content: "*" } .lead { color: #654321 } .tile { display: inline-block; margin: 4px } .tiles { list-style: none }
@keyframes pulse { from { opacity: 0 } to { opacity: 1 } } .hero { animation: pulse 1s }`;
const STYLESHEETS: Record<string, string> = {
  "react/": "src/index.css",
  "vue/": "src/index.css",
  "svelte/": "src/index.css",
  "astro/": "src/styles/global.css",
  "nextjs/": "app/globals.css",
};

describe("the Tailwind zip's projects", async () => {
  const zip = unzipSync((await exportLayout("zip", { html: PAGE, css: CSS, title: "Shop", cssFlavour: "tailwind" })).body);
  const files = Object.fromEntries(Object.entries(zip).map(([p, b]) => [p, strFromU8(b)]));

  it("keep their CSS in one stylesheet that Tailwind's build reads, never in a JS string or a CSS module", () => {
    for (const [folder, stylesheet] of Object.entries(STYLESHEETS)) {
      const css = files[folder + stylesheet];
      expect(css.split("\n").slice(0, 2), folder).toEqual([...TAILWIND_IMPORTS]);
      expect(css, folder).toMatch(/@theme static \{[^}]*--brand: #123456;/);
      expect(css, folder).toContain("@keyframes pulse");
      const own = Object.keys(files).filter((p) => p.startsWith(folder));
      expect(own.filter((p) => /\.module\.css$|tokens\.css$/.test(p)), folder).toEqual([]);
      expect(own.filter((p) => p.endsWith(".css")), folder).toEqual([folder + stylesheet]);
      for (const p of own.filter((p) => /\.(jsx|tsx|js|vue|svelte|astro)$/.test(p))) {
        expect(files[p], p).not.toMatch(/const styles =|dangerouslySetInnerHTML|<style/);
      }
      expect(JSON.parse(files[`${folder}package.json`]).devDependencies.tailwindcss, folder).toBe("^4.3.0");
      expect(files[`${folder}README.md`], folder).toContain(`\`${stylesheet}\` is the stylesheet`);
    }
    // The markup carries utilities.
    expect(files["react/src/components/SiteHeader.jsx"]).toMatch(/className="[^"]*\bflex\b/);
  });

  it("wire Tailwind v4 into the build the framework's standard way", () => {
    for (const folder of ["react/", "vue/", "svelte/"]) {
      expect(files[`${folder}vite.config.js`], folder).toContain('import tailwindcss from "@tailwindcss/vite";');
      expect(files[`${folder}vite.config.js`], folder).toMatch(/plugins: \[\s*\w+\([^\]]*\),\s*tailwindcss\(\),?\s*\]/);
      expect(JSON.parse(files[`${folder}package.json`]).devDependencies["@tailwindcss/vite"], folder).toBe("^4.3.0");
      expect(files[`${folder}src/main.${folder === "react/" ? "jsx" : "js"}`], folder).toContain('import "./index.css";');
    }
    expect(files["astro/astro.config.mjs"]).toContain("vite: { plugins: [tailwindcss()] }");
    expect(files["astro/src/pages/index.astro"]).toContain('import "../styles/global.css";');
    expect(files["nextjs/postcss.config.mjs"]).toContain('"@tailwindcss/postcss": {}');
    expect(JSON.parse(files["nextjs/package.json"]).devDependencies["@tailwindcss/postcss"]).toBe("^4.3.0");
    expect(files["nextjs/app/layout.tsx"]).toContain('import "./globals.css";');
    expect(files["nextjs/app/layout.tsx"]).not.toContain("tokens.css");
    // The static copy needs no build: Tailwind's compiled CSS.
    expect(files["styles.css"]).toContain("tailwindcss v4");
    expect(files["styles.css"]).not.toContain("@import");
    expect(files["README.md"]).toContain("Tailwind CSS v4: every project");
  });

  it("are what the zip's README says each folder holds: every path its folder line names is in the zip", () => {
    const lines = files["README.md"].split("\n").filter((l) => l.startsWith("- `"));
    expect(lines.length).toBe(7);
    for (const line of lines) {
      const folder = line.match(/^- `([\w-]+\/)`/)?.[1] ?? "";
      const own = Object.keys(files).filter((p) => p.startsWith(folder));
      // A file the line names exists; a folder it names holds files (public/ holds assets only when there are any).
      for (const [, path] of line.matchAll(/(?<![\w/.])((?:src|app|components|styles)\/[\w./-]*[\w/])/g)) {
        if (path.endsWith("/")) expect(own.some((p) => p.startsWith(folder + path)), `${folder}${path} (${line})`).toBe(true);
        else expect(own, line).toContain(folder + path);
      }
      expect(line).not.toMatch(/CSS module|tokens\.css|<style>/);
      if (STYLESHEETS[folder]) expect(line, folder).toContain(`${STYLESHEETS[folder]} (Tailwind through`);
    }
    expect(lines.join("\n")).toContain("styles.css is Tailwind's compiled CSS");
  });

  it("are formatted as `prettier --check .` wants", async () => {
    const unformatted: string[] = [];
    for (const folder of Object.keys(STYLESHEETS)) {
      const { plugins: names, overrides: _overrides, ...options } = JSON.parse(files[`${folder}.prettierrc.json`]) as Record<string, unknown>;
      const plugins = (names as string[] | undefined)?.map((n) => (n === "prettier-plugin-svelte" ? sveltePlugin : astroPlugin)) ?? [];
      for (const [path, text] of Object.entries(files)) {
        if (!path.startsWith(folder) || path.includes("/public/") || !/\.(jsx?|mjs|tsx?|json|css|md|vue|svelte|astro|html)$/.test(path)) continue;
        if (!(await prettier.check(text, { ...options, plugins, filepath: path.slice(folder.length) }))) unformatted.push(path);
      }
    }
    expect(unformatted).toEqual([]);
  });

  it("leaves the plain zip as it was", async () => {
    const plain = unzipSync((await exportLayout("zip", { html: PAGE, css: CSS, title: "Shop" })).body);
    expect(Object.keys(plain)).toContain("react/src/styles/global.css");
    expect(Object.keys(plain)).not.toContain("react/src/index.css");
    expect(strFromU8(plain["react/vite.config.js"])).not.toContain("tailwind");
  });
});
