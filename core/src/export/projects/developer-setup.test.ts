import { strFromU8, unzipSync } from "fflate";
import * as prettier from "prettier";
import * as sveltePlugin from "prettier-plugin-svelte";
import * as astroPlugin from "prettier-plugin-astro";
import { describe, expect, it } from "vitest";
import { exportLayout } from "../export-layout.ts";

/**
 * Projects as a developer starts them (issue 26): the files beside the code, Prettier-formatted output, links that
 * stay inside the project, no id twice, and Vue names its style guide accepts.
 */
const PAGE = `<div id="root"><header data-name="Header"><nav aria-label="Main"><a href="https://shop.example/products/">Home</a> <a href="https://shop.example/products/#reviews">Reviews</a> <a href="https://shop.example/about?team=1">About</a> <a href="https://other.example/x">Elsewhere</a> <a href="#top">Top</a> <a href="mailto:hi@shop.example">Mail</a></nav></header>
<section data-name="Hero" class="hero"><svg xmlns="/offline/www.w3.org/2000/svg" width="4" height="4"><rect width="4" height="4"/></svg><h1 id="app">Don't wait</h1><p>Shop <em>now</em>, it's "open".</p></section>
<ul class="tiles"><li class="tile"><h3>One</h3><p>First</p></li><li class="tile"><h3>Two</h3><p>Second</p></li><li class="tile"><h3>Three</h3><p>Third</p></li></ul></div>`;
const CSS = ".hero { padding: 24px; color: #123456 } .tile { display: inline-block; margin: 4px } .tiles { list-style: none }";
const FOLDERS = ["react/", "vue/", "nextjs/", "svelte/", "astro/"] as const;

async function zip(): Promise<Record<string, string>> {
  const files = unzipSync((await exportLayout("zip", { html: PAGE, css: CSS, title: "Shop", baseUrl: "https://shop.example/products/" })).body);
  return Object.fromEntries(Object.entries(files).filter(([p]) => !p.includes("/assets/")).map(([p, b]) => [p, strFromU8(b)]));
}

describe("the zip's projects as a developer starts them", async () => {
  const files = await zip();

  it("ship a .gitignore, a Prettier config and the framework's lint set-up, with scripts to run them", () => {
    for (const folder of FOLDERS) {
      expect(files[`${folder}.gitignore`], folder).toMatch(/^node_modules\/$/m);
      expect(JSON.parse(files[`${folder}.prettierrc.json`]), folder).toBeTypeOf("object");
      const pkg = JSON.parse(files[`${folder}package.json`]) as { scripts: Record<string, string>; devDependencies: Record<string, string> };
      expect(pkg.scripts.format, folder).toBe("prettier --write .");
      expect(pkg.devDependencies.prettier, folder).toMatch(/^\^3\./);
    }
    expect(files["nextjs/.gitignore"]).toMatch(/^\.next\/$/m);
    expect(files["astro/.gitignore"]).toMatch(/^\.astro\/$/m);
    expect(files["react/eslint.config.js"]).toContain("reactHooks.configs.flat.recommended");
    expect(files["vue/eslint.config.js"]).toContain('pluginVue.configs["flat/recommended"]');
    expect(files["nextjs/eslint.config.mjs"]).toContain(`import nextVitals from "eslint-config-next/core-web-vitals";`);
    expect(JSON.parse(files["react/package.json"]).scripts.lint).toBe("eslint .");
    expect(JSON.parse(files["svelte/package.json"]).scripts.check).toBe("svelte-check");
    expect(JSON.parse(files["astro/package.json"]).scripts.check).toBe("astro check");
  });

  it("are formatted as `prettier --check .` wants, with each project's own config", async () => {
    const unformatted: string[] = [];
    for (const folder of FOLDERS) {
      const { plugins: names, overrides: _overrides, ...options } = JSON.parse(files[`${folder}.prettierrc.json`]) as Record<string, unknown>;
      const plugins = (names as string[] | undefined)?.map((n) => (n === "prettier-plugin-svelte" ? sveltePlugin : astroPlugin)) ?? [];
      for (const [path, text] of Object.entries(files)) {
        if (!path.startsWith(folder) || path.includes("/public/") || !/\.(jsx?|mjs|tsx?|json|css|md|vue|svelte|astro|html)$/.test(path)) continue;
        if (!(await prettier.check(text, { ...options, plugins, filepath: path.slice(folder.length) }))) unformatted.push(path);
      }
    }
    expect(unformatted).toEqual([]);
    // Formatting wraps lines, and the code is what it was.
    expect(files["react/src/components/Hero.jsx"]).toContain("Don&apos;t wait");
  });

  it("leave page text that looks like a Vue template as it is, and tell Prettier to leave it too", async () => {
    const zipped = unzipSync((await exportLayout("zip", { html: `<p class="m">{{ say('hi') }}</p>`, css: "", title: "T" })).body);
    expect(strFromU8(zipped["vue/src/App.vue"])).toContain("{{ say('hi') }}");
    expect(strFromU8(zipped["vue/.prettierignore"])).toMatch(/^src\/App\.vue$/m);
  });

  it("link to their own pages instead of the original site", () => {
    const code = FOLDERS.map((f) => Object.entries(files).filter(([p]) => p.startsWith(f) && /\.(jsx|tsx|vue|svelte|astro)$/.test(p)).map(([, t]) => t).join("\n"));
    for (const text of code) {
      for (const href of ['href="/"', 'href="#reviews"', 'href="/about?team=1"', 'href="https://other.example/x"', 'href="#top"', 'href="mailto:hi@shop.example"']) expect(text).toContain(href);
      expect(text).not.toContain("https://shop.example");
    }
    // The static copy at the zip's root is opened from anywhere: its links stay absolute.
    expect(files["index.html"]).toContain('href="https://shop.example/about?team=1"');
  });

  it("never put an id on two elements: the mount point steps aside for the page's own #root and #app", () => {
    for (const folder of ["react/", "vue/", "svelte/"]) {
      const html = files[`${folder}index.html`];
      const mount = /<div id="([\w-]+)" style="display: contents"><\/div>/.exec(html)?.[1];
      expect(mount, folder).toMatch(/^(root|app)-mount$/);
      const main = files[`${folder}src/main.${folder === "react/" ? "jsx" : "js"}`];
      expect(main, folder).toContain(folder === "vue/" ? `mount("#${mount}")` : `getElementById("${mount}")`);
    }
  });

  it("give every Vue component a name of two words or more (vue/multi-word-component-names)", () => {
    const vue = Object.keys(files).filter((p) => p.startsWith("vue/src/components/")).map((p) => p.slice("vue/src/components/".length));
    expect(vue).toEqual(expect.arrayContaining(["HeroSection.vue"]));
    for (const name of vue) expect(name).toMatch(/^[A-Z][a-z0-9]*[A-Z]\w*\.vue$/);
    expect(files["vue/src/App.vue"]).toContain('import HeroSection from "./components/HeroSection.vue";');
    // An xmlns that names no namespace (Vue's parser refuses it, HTML ignores it) is left out.
    expect(files["vue/src/components/HeroSection.vue"]).toContain("<svg");
    expect(files["vue/src/components/HeroSection.vue"]).not.toContain("xmlns=");
    // React keeps the plan's names.
    expect(files).toHaveProperty(["react/src/components/Hero.jsx"]);
  });
});
