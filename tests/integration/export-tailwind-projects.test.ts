import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext } from "playwright-core";
import { strFromU8, unzipSync } from "fflate";
import { exportLayout } from "@layoutlift/core/export/export-layout";
import { parseLayout } from "@layoutlift/core/export/model/layout-tree";
import { parseCss } from "@layoutlift/core/export/css/css-format";
import { tailwindLayout } from "@layoutlift/core/export/css/tailwind/tailwind-export";
import { launchTestBrowser } from "../helpers/browser.ts";
import { createRenderContext } from "../helpers/similarity.ts";
import { startFixtureServer, type FixtureServer } from "../helpers/fixture-server.ts";
import { fetchAsset } from "./export-asset-server.ts";
import { ensureDir, shotDifference, type Shot } from "./export-render-helpers.ts";
import { loadFixtureLayouts } from "./export-fixture-layouts.ts";
import { astroBuild, nextBuild, nextStart, screenshotSite, viteBuild, writeProject } from "./export-project-build.ts";
import { cachedProject } from "./project-build-cache.ts";
import { addTailwindPlugin } from "./tailwind-added.ts";
import { FULL_PROJECT_MATRIX } from "./project-matrix.ts";
import { BOOTSTRAP, runStep, settledShot } from "./behaviour-steps.ts";
import type { PNG } from "pngjs";

/**
 * The Tailwind zip's projects (issue 26: `?css=tailwind` on the zip), installed offline the way the build tests do
 * (toolchain from the repository's node_modules, @tailwindcss/vite linked from the web workspace), built with
 * `npm run build` (Tailwind v4 runs in the build and scans the project for classes), opened in Chromium and compared
 * with the plain zip's static copy (the html export) at 1280, 768 and 390 px: within 0.5 % of pixels. A
 * Bootstrap-built page (album) and a page built with Tailwind v4 (behaviours/tailwind-alpine), in React; Vue,
 * Svelte, Astro and Next.js (`@tailwindcss/postcss`) too in the full matrix (`LAYOUTLIFT_EXPORT_MATRIX=full`,
 * `npm run bench:project-matrix`). Builds are kept by content hash
 * (project-build-cache.ts). The share of the page's declarations written as utilities is printed and held at 80 %.
 */
const MAX_DIFF = 0.005;
const WIDTHS = [1280, 768, 390];
const FIXTURES = ["album", "behaviours/tailwind-alpine", "behaviours/bootstrap-agency", "bootstrap-rtl"];
/** How each project is built (Tailwind's Vite plugin linked in where the build uses it) and served, and its stylesheet. */
const serveDist = (dir: string) => startFixtureServer(join(dir, "dist")).then((s) => ({ url: s.url(""), close: s.close }));
const viteProject = async (dir: string) => {
  addTailwindPlugin(dir);
  await viteBuild(dir);
};
const ALL_FRAMEWORKS = [
  { folder: "react/", mount: "#root", stylesheet: "src/index.css", build: viteProject, serve: serveDist, css: "dist" },
  { folder: "vue/", mount: "#app", stylesheet: "src/index.css", build: viteProject, serve: serveDist, css: "dist" },
  { folder: "svelte/", mount: "#app", stylesheet: "src/index.css", build: viteProject, serve: serveDist, css: "dist" },
  { folder: "astro/", mount: null, stylesheet: "src/styles/global.css", build: async (dir: string) => (addTailwindPlugin(dir), astroBuild(dir)), serve: serveDist, css: "dist" },
  { folder: "nextjs/", mount: null, stylesheet: "app/globals.css", build: nextBuild, serve: nextStart, css: ".next" },
] as const;
/** React in npm test (a vite build under 1 s); every framework in the full matrix (Next.js's build is ~20 s of CPU). */
const FRAMEWORKS = FULL_PROJECT_MATRIX ? ALL_FRAMEWORKS : ALL_FRAMEWORKS.filter((f) => f.folder === "react/");
/**
 * bootstrap-agency: 72.9 % before the per-element split, 75.6 % after it, 80.6 % once rules no element can match
 * are left out, a backdrop's rules map into its class list, empty custom properties and a state class's
 * `!important` are utilities (issue 26 asks 80 % on every Bootstrap- and Tailwind-built page).
 */
const MIN_UTILITY_SHARE: Record<string, number> = { album: 0.8, "behaviours/tailwind-alpine": 0.9, "behaviours/bootstrap-agency": 0.8, "bootstrap-rtl": 0.8 };
const TMP_ROOT = ensureDir(join(process.cwd(), ".tmp"));

interface Exported {
  plain: Record<string, Uint8Array>;
  tailwind: Record<string, Uint8Array>;
  share: string;
  utilityShare: number;
}

describe("the Tailwind zip's projects build offline and render like the html export", () => {
  let browser: Browser;
  let context: BrowserContext;
  let dir: string;
  let fixtureServer: FixtureServer | null = null;
  const servers: FixtureServer[] = [];
  const exported = new Map<string, Exported>();
  let failures = new Map<string, string>();

  beforeAll(async () => {
    dir = mkdtempSync(join(TMP_ROOT, "export-tailwind-projects-"));
    const fixtures = await loadFixtureLayouts({ names: FIXTURES, viewports: WIDTHS });
    fixtureServer = fixtures.server;
    failures = fixtures.failures;
    for (const layout of fixtures.layouts) {
      const input = { html: layout.html, css: layout.css, title: layout.title, document: layout.document };
      const plain = unzipSync((await exportLayout("zip", input, { fetchAsset })).body);
      const tailwind = unzipSync((await exportLayout("zip", { ...input, cssFlavour: "tailwind" }, { fetchAsset })).body);
      const tree = parseLayout(input);
      const { mapped, themed, kept } = await tailwindLayout(tree, parseCss(tree.css));
      const share = `${mapped} declarations as utilities (${((100 * mapped) / (mapped + themed + kept)).toFixed(1)} %), ${themed} in @theme, ${kept} kept`;
      exported.set(layout.name, { plain, tailwind, share, utilityShare: mapped / (mapped + themed + kept) });
    }
    browser = await launchTestBrowser();
    context = await createRenderContext(browser);
  }, 300_000);

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    for (const s of servers) await s.close();
    await fixtureServer?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const get = (name: string) => {
    const got = exported.get(name);
    if (!got) throw new Error(`${name} was not exported: ${failures.get(name) ?? "fixture missing"}`);
    return got;
  };

  /** The html export (the plain zip's static copy, with our runtime), served like the projects, once per fixture. */
  const staticSites = new Map<string, Promise<string>>();
  const staticSite = (name: string) => {
    if (!staticSites.has(name)) {
      staticSites.set(
        name,
        (async () => {
          const folder = writeProject(get(name).plain, "", join(dir, name.replace(/\W+/g, "-"), "static"), (p) => !/^(react|vue|nextjs|svelte|astro|wordpress)\//.test(p));
          const server = await startFixtureServer(folder);
          servers.push(server);
          return server.url("");
        })(),
      );
    }
    return staticSites.get(name)!;
  };
  /** The html export at every width, once per fixture. */
  const references = new Map<string, Promise<Map<number, Shot>>>();
  const referenceShots = (name: string) => {
    if (!references.has(name)) references.set(name, staticSite(name).then((url) => shots(url, null)));
    return references.get(name)!;
  };

  async function shots(url: string, mount: string | null): Promise<Map<number, Shot>> {
    const page = await context.newPage();
    const out = new Map<number, Shot>();
    try {
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        out.set(width, await screenshotSite(page, url, mount));
      }
    } finally {
      await page.close();
    }
    return out;
  }

  it.each(FIXTURES)("%s: the page's declarations are written as utilities (80 % on Bootstrap's album, 90 % on the Tailwind page)", (fixture) => {
    const { share, utilityShare } = get(fixture);
    console.log(`[export-tailwind-projects] ${fixture}: ${share}`);
    // The Tailwind v4 page: its own utilities are recognised as Tailwind's (`shadow-sm`, `ring-1`, `md:flex`, `--tw-*`
    // compositions included) and its base layer as Preflight (41 % before, 93.4 % now): the floor guards it.
    expect(utilityShare, `${fixture}: ${share}`).toBeGreaterThanOrEqual(MIN_UTILITY_SHARE[fixture]);
  });

  const CASES = FIXTURES.flatMap((fixture) => FRAMEWORKS.map((framework) => ({ fixture, framework, folder: framework.folder })));
  it.each(CASES)("$fixture: the Tailwind $folder project builds offline and renders within 0.5 % at 1280, 768 and 390 px", async ({ fixture, framework }) => {
    const { tailwind, share } = get(fixture);
    const { folder } = framework;
    const stylesheet = strFromU8(tailwind[`${folder}${framework.stylesheet}`]);
    expect(stylesheet).toMatch(/^(@layer [\w, -]+;\n)?@import "tailwindcss\/theme\.css" layer\(theme\);/);
    const started = performance.now();
    const project = await cachedProject(tailwind, folder, framework.build, { irrelevant: [fixtureServer?.origin ?? ""] });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    // Tailwind ran in the build: the built CSS is its output (banner), with the utilities the markup uses.
    const out = join(project.dir, framework.css);
    const built = (readdirSync(out, { recursive: true, encoding: "utf8" }) as string[]).filter((f) => f.endsWith(".css") && !f.startsWith("cache/")).map((f) => readFileSync(join(out, f), "utf8")).join("\n");
    expect(built).toMatch(/tailwindcss v4|--tw-/);
    expect(built).not.toMatch(/@import|@source|@theme/);
    const site = await framework.serve(project.dir);
    try {
      const reference = await referenceShots(fixture);
      const ours = await shots(site.url, framework.mount);
      const diffs: Record<number, number> = {};
      for (const width of WIDTHS) {
        diffs[width] = Number((await shotDifference(reference.get(width)!, ours.get(width)!)).toFixed(5));
        expect.soft(ours.get(width)!.pageHeight, `${fixture} ${folder} at ${width}px: page height`).toBe(reference.get(width)!.pageHeight);
      }
      console.log(`[export-tailwind-projects] ${fixture} ${folder}: ${share}; ${project.hit ? "build reused" : `built in ${seconds} s`}; differs from the html export by ${JSON.stringify(diffs)}`);
      for (const [width, diff] of Object.entries(diffs)) expect(diff, `${fixture} ${folder} (Tailwind) at ${width}px differs by ${(diff * 100).toFixed(3)}%`).toBeLessThanOrEqual(MAX_DIFF);
    } finally {
      await site.close();
    }
  }, 400_000);

  /** Share of differing pixels between two viewport shots of one size (1 when the sizes differ). */
  const pixelShare = (a: PNG, b: PNG) => {
    if (a.width !== b.width || a.height !== b.height) return 1;
    let differing = 0;
    for (let i = 0; i < a.data.length; i += 4) if (a.data[i] !== b.data[i] || a.data[i + 1] !== b.data[i + 1] || a.data[i + 2] !== b.data[i + 2]) differing++;
    return differing / (a.width * a.height);
  };

  // The flavour writes a toggled class's rules as utilities where no state competes and keeps them (narrowed to the
  // competing elements) where one does: every recorded state (navbar collapse, dropdowns, modal, tabs, accordion,
  // carousel, offcanvas, scroll and scrollspy classes) must look the same in the Tailwind project as in the html export.
  it("behaviours/bootstrap-agency: the recorded states look the same in the Tailwind React project as in the html export (390 and 1280 px)", async () => {
    const fixture = "behaviours/bootstrap-agency";
    const react = ALL_FRAMEWORKS[0];
    const project = await cachedProject(get(fixture).tailwind, react.folder, react.build, { irrelevant: [fixtureServer?.origin ?? ""] });
    const site = await react.serve(project.dir);
    const reference = await staticSite(fixture);
    try {
      const results: string[] = [];
      for (const width of [390, 1280]) {
        const html = await context.newPage();
        const tw = await context.newPage();
        try {
          for (const [page, url, mount] of [[html, reference, null], [tw, site.url, react.mount]] as const) {
            await page.setViewportSize({ width, height: 800 });
            await page.goto(url, { waitUntil: "load" });
            if (mount) await page.waitForFunction((sel) => (document.querySelector(sel)?.childElementCount ?? 0) > 0, mount);
          }
          for (const step of BOOTSTRAP.steps[width]) {
            // The flavour drops the classes no kept rule names (`modal-body`, `section-heading`): the Tailwind page's
            // control is the element at the same place, and what the step shows or hides is asserted on the html
            // export and compared in pixels.
            if (step.click) {
              const path = await html.evaluate((sel) => {
                const out: number[] = [];
                for (let el = document.querySelector(sel); el && el !== document.body; el = el.parentElement) out.unshift([...el.parentElement!.children].indexOf(el));
                return out;
              }, step.click);
              await tw.evaluate(({ path, mount }) => {
                document.querySelectorAll("[data-step-target]").forEach((el) => el.removeAttribute("data-step-target"));
                let el = mount ? document.querySelector(mount)! : document.body;
                for (const i of path) el = el.children[i];
                el.setAttribute("data-step-target", "");
              }, { path, mount: react.mount });
            }
            await runStep(html, step, `html export at ${width}px`);
            await runStep(tw, { label: step.label, key: step.key, presses: step.presses, scroll: step.scroll, ...(step.click ? { click: "[data-step-target]" } : {}) }, `Tailwind React project at ${width}px`);
            if (step.compare === false) continue;
            const diff = pixelShare(await settledShot(html), await settledShot(tw));
            results.push(`${width} ${step.label}: ${(diff * 100).toFixed(3)} %`);
            expect.soft(diff, `at ${width}px after "${step.label}" the Tailwind project differs by ${(diff * 100).toFixed(3)} %`).toBeLessThanOrEqual(MAX_DIFF);
          }
        } finally {
          await html.close();
          await tw.close();
        }
      }
      console.log(`[export-tailwind-projects] ${fixture} states:\n${results.join("\n")}`);
    } finally {
      await site.close();
    }
  }, 400_000);
});
