import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext } from "playwright-core";
import { strFromU8, unzipSync } from "fflate";
import { exportLayout } from "@layoutlift/core/export/export-layout";
import { exportFormats } from "@layoutlift/core/contract/export";
import { parseLayout } from "@layoutlift/core/export/model/layout-tree";
import { planComponents } from "@layoutlift/core/export/model/structure/component-plan";
import { launchTestBrowser } from "../helpers/browser.ts";
import { ASSET_PATHS, ASSETS, fetchAsset, startAssetServer, type AssetServer } from "./export-asset-server.ts";
import { createRenderContext } from "../helpers/similarity.ts";
import { ADVERSARIAL_STRINGS, adversarialSample, landingSample, type SampleLayout } from "./export-samples.ts";
import { bodyText, ensureDir, phpLint, renderReactExport, renderVueExport, renderWordPressExport } from "./export-render-helpers.ts";
import { renderEveryFormat, type Exports } from "./export-format-renders.ts";
import { startAstroRenderer } from "./export-execution-brace.ts";
import { FIXTURE_NAMES, fixtureExtractor, type FixtureExtractor } from "./export-fixture-layouts.ts";
import { jsxDeclarations, vueDeclarations } from "./export-declarations.ts";

const execFileAsync = promisify(execFile);
const MAX_DIFF = 0.005;
/**
 * Fixture sites whose exports npm test renders in every format, one for each thing only it brings: local fonts,
 * @imported sheets, counters and inputs (docs-site), grid areas (news-magazine), a right-to-left root
 * (bootstrap-rtl); the samples bring forms, pseudo-elements, custom properties and assets. The rest of the matrix
 * (saas-landing, signup-form, lit-events' flattened shadow roots, modules-app's CSS Modules, emotion-blog's
 * CSS-in-JS names) runs with `npm run bench:export-formats-checks` (these tests, every
 * fixture) and `npm run bench:export-formats` (every fixture site rendered): each fixture cost npm test an extraction
 * and a render of every format.
 */
const FULL_MATRIX = process.env.LAYOUTLIFT_EXPORT_MATRIX === "full";
const FORMAT_FIXTURES = FULL_MATRIX
  ? ["saas-landing", "docs-site", "signup-form", "news-magazine", "lit-events", "modules-app", "emotion-blog", "bootstrap-rtl"]
  : ["docs-site", "news-magazine", "bootstrap-rtl"];
const TMP_ROOT = ensureDir(join(process.cwd(), ".tmp"));

const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

describe("exports of every layout compile and render like the html export", () => {
  let server: AssetServer;
  let origin: string;
  let browser: Browser;
  let context: BrowserContext;
  let dir: string;
  let extractor: FixtureExtractor | null = null;
  const exported = new Map<string, Promise<{ layout: SampleLayout; files: Exports }>>();

  beforeAll(async () => {
    server = await startAssetServer();
    origin = server.origin;
    dir = mkdtempSync(join(TMP_ROOT, "export-test-"));
    if (FIXTURE_NAMES.length) extractor = await fixtureExtractor();
    const astro = startAstroRenderer();
    browser = await launchTestBrowser();
    context = await createRenderContext(browser);
    await astro;
  }, 180_000);

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.close();
    await extractor?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  /**
   * The samples and fixture sites that between them use what the exporters must handle: pseudo-element content and
   * counters, custom properties, @imported sheets and local fonts, forms, grid areas, a right-to-left root;
   * flattened shadow roots, CSS Modules and CSS-in-JS names with the full matrix (see FORMAT_FIXTURES).
   */
  const names = ["sample-landing", "sample-adversarial", ...FORMAT_FIXTURES.filter((n) => FIXTURE_NAMES.includes(n))];

  /**
   * A layout and its export in every format, made when a test first needs it: a fixture site is extracted inside
   * its first test, under that test's time limit, instead of all of them before the first test.
   */
  const exportsOf = (name: string) => {
    if (!exported.has(name)) {
      exported.set(
        name,
        (async () => {
          const samples: Record<string, () => SampleLayout> = { "sample-landing": () => landingSample(origin), "sample-adversarial": adversarialSample };
          const layout = samples[name]?.() ?? (await extractor!.layout(name));
          const files = {} as Exports;
          for (const format of exportFormats) {
            const file = await exportLayout(format, { html: layout.html, css: layout.css, title: layout.title, document: layout.document }, { fetchAsset });
            files[format] = file.body;
          }
          return { layout, files };
        })(),
      );
    }
    return exported.get(name)!;
  };

  describe.each(names)("%s", (name) => {
    const files = async () => (await exportsOf(name)).files;

    it("renders identically (within 0.5 %) as React, Next.js, Vue, Svelte, Astro, WordPress and as Wix/Squarespace embeds in a hostile page", async () => {
      const page = await context.newPage();
      const { diffs, heights } = await renderEveryFormat(page, await files(), ensureDir(join(dir, name)));
      expect.soft(heights, `${name}: page heights`).toEqual([]);
      await page.close();
      for (const [format, diff] of Object.entries(diffs)) expect(diff, `${name}: ${format} differs from the html export by ${diff * 100}%`).toBeLessThanOrEqual(MAX_DIFF);
    }, 240_000);

    it("writes the Vue single file as one template over the JSX file's data arrays, a v-for per list, no render functions", async () => {
      const { layout, files: f } = await exportsOf(name);
      const plan = planComponents(parseLayout({ html: layout.html, css: layout.css, title: layout.title, document: layout.document }).nodes);
      const jsx = jsxDeclarations(text(f.react));
      const vue = vueDeclarations(text(f.vue));
      const expected = plan.components.map((c) => c.name).sort();
      expect(jsx.components.filter((c) => c !== "ExportedLayout").sort()).toEqual(expected);
      // Issue 26: one SFC, one template; the regions are written in place.
      expect(vue.components).toEqual([]);
      expect(text(f.vue)).not.toMatch(/\bh\(|defineComponent/);
      expect(vue.templateComponents).toEqual([]);
      expect(vue.dataArrays).toEqual(jsx.dataArrays);
      expect(vue.dataArrays).toEqual(Object.fromEntries(plan.components.flatMap((c) => c.lists).concat(plan.appLists).map((l) => [l.data, l.items.length])));
      // Every list the page renders is a v-for over its data array.
      expect(new Set(vue.loops)).toEqual(new Set(Object.keys(vue.dataArrays)));
    });

    it("produces a WordPress template that passes php -l", async () => {
      const file = join(ensureDir(join(dir, name)), "lint-wordpress-template.php");
      writeFileSync(file, (await files()).wordpress);
      const lint = await phpLint(file);
      expect(lint.output).toContain("No syntax errors detected");
    });

    it("zips the documented tree with every referenced asset inside", async () => {
      const zip = unzipSync((await files()).zip);
      const paths = Object.keys(zip).sort();
      for (const required of [
        "README.md", "index.html", "styles.css",
        "react/package.json", "react/README.md", "react/index.html", "react/vite.config.js", "react/src/main.jsx", "react/src/App.jsx",
        "react/src/styles/tokens.css", "react/src/styles/global.css",
        "vue/package.json", "vue/README.md", "vue/index.html", "vue/vite.config.js", "vue/src/main.js", "vue/src/App.vue",
        "vue/src/styles/tokens.css", "vue/src/styles/global.css",
        "nextjs/package.json", "nextjs/README.md", "nextjs/app/layout.tsx", "nextjs/app/page.tsx", "nextjs/app/globals.css", "nextjs/styles/tokens.css",
        "wordpress/style.css", "wordpress/index.php", "wordpress/functions.php",
      ]) expect(paths, required).toContain(required);
      const readme = strFromU8(zip["README.md"]);
      for (const folder of ["react/", "vue/", "nextjs/", "wordpress/", "assets/"]) expect(readme).toContain(folder);
      expect(strFromU8(zip["wordpress/style.css"])).toMatch(/^\/\*\nTheme Name: /);
      expect(strFromU8(zip["wordpress/functions.php"])).toContain("wp_enqueue_style( 'layoutlift-export', get_stylesheet_uri()");
      expect(JSON.parse(strFromU8(zip["nextjs/package.json"])).dependencies.next).toBeTruthy();
      const referenced = [...(strFromU8(zip["index.html"]) + strFromU8(zip["styles.css"])).matchAll(/(?<=["'(\s,])assets\/[\w.@-]+/g)].map((m) => m[0]);
      for (const asset of referenced) expect(paths, `${asset} referenced but missing`).toContain(asset);
    });
  });

  it("downloads the sample's images into assets/, rewrites the links and lists the failed download in the README", async () => {
    const zip = unzipSync((await exportsOf("sample-landing")).files.zip);
    const { hero, hero2x, bg } = ASSET_PATHS;
    expect(Object.keys(zip).filter((p) => p.startsWith("assets/")).sort()).toEqual([bg, hero, hero2x].sort());
    expect(Buffer.from(zip[hero]).equals(ASSETS["/assets/hero.png"])).toBe(true);
    const index = strFromU8(zip["index.html"]);
    expect(index).toContain(`src="${hero}" srcset="${hero} 1x, ${hero2x} 2x"`);
    expect(index).toContain(`url('${bg}')`);
    expect(index).toContain('<link rel="stylesheet" href="styles.css">');
    expect(index).toContain(`${origin}/assets/missing.png`);
    expect(strFromU8(zip["README.md"])).toContain(`${origin}/assets/missing.png`);
    // Each project carries its own copies in public/, which Vite and Next.js serve from the site root.
    for (const project of ["nextjs/", "react/", "vue/"]) {
      const folder = `${project}public/`;
      expect(Object.keys(zip).filter((p) => p.startsWith(`${folder}assets/`)).sort(), folder).toEqual([bg, hero, hero2x].sort().map((f) => `${folder}${f}`));
      const code = Object.keys(zip).filter((f) => f.startsWith(project) && /\.(jsx|tsx|vue|css)$/.test(f)).map((f) => strFromU8(zip[f])).join("\n");
      expect(code, folder).toContain(`"/${hero}"`);
      // Prettier writes the projects' CSS with double quotes, and a Vue template's style attribute with &quot;.
      expect(code, folder).toMatch(new RegExp(`url\\((["']|&quot;)/${bg.replace(/[.]/g, "\\.")}(["']|&quot;)\\)`));
      expect(code, folder).not.toContain(`${origin}/assets/hero.png`);
    }
    // The WordPress theme: every theme file through get_theme_file_uri(), since a relative path would follow each
    // page's URL (style.css alone sits at the theme root, where relative assets/… URLs resolve).
    expect(Object.keys(zip).filter((p) => p.startsWith("wordpress/assets/")).sort()).toEqual([bg, hero, hero2x].sort().map((f) => `wordpress/${f}`));
    const theme = strFromU8(zip["wordpress/index.php"]);
    expect(theme).toContain(`src="<?php echo esc_url( get_theme_file_uri( '${hero}' ) ); ?>"`);
    expect(theme).toContain(`get_theme_file_uri( '${hero2x}' ) . ' 2x'`);
    expect(theme).toContain(`style="<?php echo esc_attr( 'background-image: url(\\'' . get_theme_file_uri( '${bg}' ) . '\\')' ); ?>"`);
    const themeFile = join(ensureDir(join(TMP_ROOT, "zip-theme")), "index.php");
    writeFileSync(themeFile, theme);
    expect((await phpLint(themeFile)).output).toContain("No syntax errors detected");
  });

  it("type-checks every JSX and TSX export with tsc (strict) against @types/react", async () => {
    const checkDir = ensureDir(join(dir, "typecheck"));
    const includes: string[] = [];
    // Every layout that exported (a fixture that could not be extracted fails its own tests above).
    const all = await Promise.all(names.map((name) => exportsOf(name).then(({ files }) => [name, files] as const, () => null)));
    for (const [name, files] of all.filter((e) => e !== null)) {
      writeFileSync(join(checkDir, `${name}.tsx`), files.nextjs);
      writeFileSync(join(checkDir, `${name}.jsx`), files.react);
      includes.push(`${name}.tsx`, `${name}.jsx`);
      // The zip's Next.js project (page, layout and components with their CSS modules) must type-check too.
      for (const [path, body] of Object.entries(unzipSync(files.zip))) {
        if (!path.startsWith("nextjs/") || !path.endsWith(".tsx")) continue;
        const file = join(`${name}-next`, path.slice("nextjs/".length));
        ensureDir(join(checkDir, file, ".."));
        writeFileSync(join(checkDir, file), body);
        includes.push(file);
      }
    }
    // What next-env.d.ts brings in a real project: CSS modules are objects of class names.
    writeFileSync(join(checkDir, "css-modules.d.ts"), 'declare module "*.module.css" {\n  const classes: { readonly [key: string]: string };\n  export default classes;\n}\n');
    includes.push("css-modules.d.ts");
    writeFileSync(
      join(checkDir, "tsconfig.json"),
      JSON.stringify({
        compilerOptions: {
          strict: true, noEmit: true, jsx: "react-jsx", module: "esnext", moduleResolution: "bundler", target: "es2022",
          allowJs: true, checkJs: true, skipLibCheck: true, isolatedModules: true, types: [], lib: ["dom", "es2022"],
        },
        files: includes,
      }),
    );
    const tsc = join(process.cwd(), "node_modules", "typescript", "bin", "tsc");
    const result = await execFileAsync(process.execPath, [tsc, "-p", join(checkDir, "tsconfig.json")]).then(
      () => "",
      (e: { stdout?: string }) => e.stdout ?? String(e),
    );
    expect(result).toBe("");
  }, 240_000);

  it("keeps adversarial text literal in every format", async () => {
    const f = (await exportsOf("sample-adversarial")).files;
    const layoutDir = ensureDir(join(dir, "adversarial-text"));
    const wpFile = join(layoutDir, "wordpress-template.php");
    writeFileSync(wpFile, f.wordpress);
    const pages: Record<string, string> = {
      html: text(f.html),
      react: await renderReactExport(text(f.react), "jsx", layoutDir),
      nextjs: await renderReactExport(text(f.nextjs), "tsx", layoutDir),
      vue: await renderVueExport(text(f.vue), layoutDir),
      wordpress: await renderWordPressExport(wpFile, layoutDir),
      wix: text(f.wix),
      squarespace: text(f.squarespace),
      zip: strFromU8(unzipSync(f.zip)["index.html"]),
    };
    const page = await context.newPage();
    for (const [format, html] of Object.entries(pages)) {
      const shown = await bodyText(page, html);
      for (const s of ADVERSARIAL_STRINGS) expect(shown, `${format} shows ${s}`).toContain(s);
      expect(shown, format).toContain("Literal text: {{ title }} and ${name} and `cmd`");
      expect(shown, format).toContain("return `${a}` + \"{{b}}\";");
      expect(html, `${format} keeps no script`).not.toMatch(/<script|onerror=|onclick=|javascript:/i);
    }
    await page.close();
  }, 120_000);
});
