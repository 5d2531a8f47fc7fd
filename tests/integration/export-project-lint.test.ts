import { mkdtempSync, rmSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { strFromU8, unzipSync } from "fflate";
import { ESLint } from "eslint";
import * as prettier from "prettier";
import * as sveltePlugin from "prettier-plugin-svelte";
import * as astroPlugin from "prettier-plugin-astro";
import { exportLayout } from "@layoutlift/core/export/export-layout";
import { componentsSample, type SampleLayout } from "./export-samples.ts";
import { ensureDir } from "./export-render-helpers.ts";
import { FIXTURE_NAMES, loadFixtureLayouts } from "./export-fixture-layouts.ts";
import { writeProject } from "./export-project-build.ts";
import { FULL_PROJECT_MATRIX } from "./project-matrix.ts";

/**
 * Every project of the zip passes its framework's standard lint set-up as the project ships it (the Vite React
 * template's ESLint config, create-next-app's eslint-config-next, create-vue's eslint-plugin-vue recommended) with
 * 0 errors, and Prettier, with the project's own config, would rewrite none of its files. ESLint runs in this process
 * on the written projects; their configs' imports resolve from the repository's node_modules, as `npm install` in
 * the project would provide them. npm test lints the components sample and the Bootstrap album (nine identical
 * cards), as the plain zip and as the Tailwind zip (`?css=tailwind`: Tailwind projects); `npm run
 * bench:project-matrix` every fixture site (saas-landing, Tailwind-built, among them).
 */
const ESLINT_PROJECTS = ["react/", "vue/", "nextjs/"] as const;
const PROJECTS = [...ESLINT_PROJECTS, "svelte/", "astro/"] as const;
const FIXTURES = FULL_PROJECT_MATRIX ? FIXTURE_NAMES.filter((n) => !["redirecting", "whole-site"].includes(n)) : ["album"].filter((n) => FIXTURE_NAMES.includes(n));
const FORMATTED = /\.(jsx?|mjs|tsx?|json|css|md|vue|svelte|astro|html)$/;

async function unformatted(zip: Record<string, Uint8Array>, folder: string): Promise<string[]> {
  const { plugins: names, overrides: _overrides, ...options } = JSON.parse(strFromU8(zip[`${folder}.prettierrc.json`])) as Record<string, unknown>;
  const plugins = ((names as string[] | undefined) ?? []).map((n) => (n === "prettier-plugin-svelte" ? sveltePlugin : astroPlugin));
  const out: string[] = [];
  for (const [path, body] of Object.entries(zip)) {
    const inner = path.slice(folder.length);
    if (!path.startsWith(folder) || inner.startsWith("public/") || !FORMATTED.test(path)) continue;
    if (!(await prettier.check(strFromU8(body), { ...options, plugins, filepath: inner }))) out.push(path);
  }
  return out;
}

describe("the zip's projects are lint-clean and Prettier-formatted", () => {
  let dir: string;
  const layouts: SampleLayout[] = [];
  const failures = new Map<string, string>();
  const warnings: Record<string, number> = {};

  beforeAll(async () => {
    dir = mkdtempSync(join(ensureDir(join(process.cwd(), ".tmp")), "project-lint-"));
    const fixtures = await loadFixtureLayouts({ names: FIXTURES, viewports: [1280, 768, 390] });
    await fixtures.server?.close();
    for (const [name, why] of fixtures.failures) failures.set(name, why);
    layouts.push(componentsSample("http://127.0.0.1:9"), ...fixtures.layouts);
  }, 300_000);

  afterAll(() => {
    console.log(`[project-lint] ESLint warnings (not errors) per project: ${JSON.stringify(warnings)}`);
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  async function lintClean(label: string, zip: Record<string, Uint8Array>): Promise<void> {
    const rewrites: string[] = [];
    for (const folder of PROJECTS) rewrites.push(...(await unformatted(zip, folder)));
    expect(rewrites.join("\n"), `${label}: files Prettier would rewrite`).toBe("");
    for (const folder of ESLINT_PROJECTS) {
      const project = writeProject(zip, folder, join(dir, label.replace(/\W+/g, "-"), folder));
      const results = await new ESLint({ cwd: project }).lintFiles(["."]);
      const errors = results.flatMap((r) => r.messages.filter((m) => m.severity === 2).map((m) => `${r.filePath.slice(project.length + 1)}:${m.line} ${m.ruleId}: ${m.message}`));
      warnings[`${label} ${folder}`] = results.reduce((n, r) => n + r.warningCount, 0);
      expect(results.length, `${label} ${folder}: files linted`).toBeGreaterThan(2);
      expect(errors.join("\n"), `${label} ${folder}: ESLint errors`).toBe("");
    }
  }

  const input = (name: string) => {
    const layout = layouts.find((l) => l.name === name);
    if (!layout) throw new Error(`${name} was not extracted: ${failures.get(name) ?? "fixture missing"}`);
    return { html: layout.html, css: layout.css, title: layout.title, document: layout.document };
  };

  it.each(["sample-components", ...FIXTURES])("%s: 0 ESLint errors in React, Vue and Next.js, 0 files Prettier would rewrite in any project", async (name) => {
    await lintClean(name, unzipSync((await exportLayout("zip", input(name))).body));
  }, 300_000);

  // The Tailwind zip's projects (`?css=tailwind`): utility classes in the markup, one stylesheet, Tailwind in the build.
  it.each(["sample-components", ...FIXTURES])("%s (Tailwind): 0 ESLint errors in React, Vue and Next.js, 0 files Prettier would rewrite in any project", async (name) => {
    await lintClean(`${name} tailwind`, unzipSync((await exportLayout("zip", { ...input(name), cssFlavour: "tailwind" })).body));
  }, 300_000);
});
