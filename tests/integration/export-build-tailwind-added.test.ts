import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { strFromU8 } from "fflate";
import { FORBIDDEN_AT_RULES, writeBuildPayloads } from "../fixtures/hostile/build-time/at-rules.ts";
import { viteBuild, writeProject } from "./export-project-build.ts";
import { ensureDir } from "./export-render-helpers.ts";
import { addTailwind } from "./tailwind-added.ts";
import { FULL_PROJECT_MATRIX } from "./project-matrix.ts";
import { buildWithTailwind, hostileTailwindExports, IMAGE, SCRIPT_MARK, SINGLE_BUILDS, SITE_BUILDS, type HostileTailwindExports, type TailwindBuild } from "./tailwind-added-hostile.ts";

/**
 * The customer's build, run as the customer runs it: a hostile page (tailwind-added-hostile.ts: `@plugin`/`@config`
 * naming modules on disk and in the project's own public/assets/, JavaScript referenced as images and fonts, a GIF
 * that is also a module) exported as the single-layout zip and the whole-site zip. Every project of both zips is
 * checked for page script and build at-rules; the React project is built with Tailwind v4 added the documented way
 * and `npm run build` run offline: no page module is imported (no marker file) and the built site carries none of
 * the page's script. Every other project (Vue, Svelte, Astro, Next.js, the site's React, Vue and Next.js) is built
 * the same way, with the same assertions, in the full matrix (`LAYOUTLIFT_EXPORT_MATRIX=full`,
 * `npm run bench:project-matrix`) and by `npm run bench:hostile-builds` (issue 29: React carries the check in
 * npm test because its vite build takes under a second; the Next.js builds ~30 s of CPU each). The control adds one
 * `@plugin` line, as the export once kept it, and the same build does run the module: the check would see it.
 */
const TMP = ensureDir(join(process.cwd(), ".tmp"));

describe("Tailwind added to an exported project of a hostile page, then built", { timeout: 300_000 }, () => {
  let exports: HostileTailwindExports;
  const projects: string[] = [];

  beforeAll(async () => {
    exports = await hostileTailwindExports();
  }, 240_000);
  afterAll(async () => {
    await exports?.close();
    for (const dir of projects) rmSync(dir, { recursive: true, force: true });
    if (exports) rmSync(exports.payloads.dir, { recursive: true, force: true });
  });

  it("neither zip packs a page script or keeps a build at-rule, in any project", () => {
    // The assets were downloaded: the GIF is in each project under the name the page's stylesheet guessed.
    for (const project of ["react", "vue", "svelte", "astro", "nextjs"]) expect(Object.keys(exports.zip)).toContain(`${project}/public/${exports.polyglotPath}`);
    expect(Object.keys(exports.siteZip)).toContain(`react/public/${exports.polyglotPath}`);
    for (const zip of [exports.zip, exports.siteZip]) {
      expect(Object.keys(zip).filter((p) => /(^|\/)(public|assets)\//.test(p) && /\.(m?js|cjs)$/.test(p))).toEqual([]);
      for (const [path, body] of Object.entries(zip)) {
        const text = strFromU8(body);
        if (!IMAGE.test(path)) expect(text, path).not.toContain(SCRIPT_MARK);
        if (/\.(css|jsx|tsx|ts|js|vue|svelte|astro|html|php)$/.test(path)) expect(text, path).not.toMatch(FORBIDDEN_AT_RULES);
      }
    }
  });

  const BUILDS: TailwindBuild[] = FULL_PROJECT_MATRIX ? [...SINGLE_BUILDS, ...SITE_BUILDS] : SINGLE_BUILDS.filter((b) => b.name === "react");
  it.each(BUILDS)("$name: npm run build with Tailwind added imports no page module and ships no page script", async (build) => {
    const dir = join(TMP, `tailwind-added-${build.name.replace(/\s+/g, "-")}-${process.pid}`);
    projects.push(dir);
    const result = await buildWithTailwind(exports, build, dir);
    expect(result.markers).toEqual([]);
    // Tailwind did run in this build: its banner or its own properties are in the stylesheet.
    expect(result.tailwindRan).toBe(true);
    expect(result.withPageScript).toEqual([]);
    expect(result.extraScripts).toEqual([]);
  });

  it("the control: the same build with one @plugin line the export once kept does run the module", async () => {
    const control = writeBuildPayloads(mkdtempSync(join(TMP, "tailwind-added-control-")));
    const dir = join(TMP, `tailwind-added-control-${process.pid}`);
    projects.push(dir, control.dir);
    writeProject(exports.zip, "react/", dir);
    addTailwind(dir, "react");
    const global = join(dir, "src/styles/global.css");
    writeFileSync(global, readFileSync(global, "utf8").replace('@import "tailwindcss";', `@import "tailwindcss";\n@plugin ${JSON.stringify(control.plugin)};`));
    await viteBuild(dir);
    expect(control.markers()).toEqual(["pwned-plugin"]);
  });
});
