import { execFile } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { strFromU8, unzipSync } from "fflate";
import { exportLayout } from "@layoutlift/core/export/export-layout";
import { exportFormats } from "@layoutlift/core/contract/export";
import { registeredFormats } from "@layoutlift/core/export/formats/registry";
import { startCanaryServer, type CanaryServer } from "../helpers/canary-server.ts";
import {
  BUILD_AT_RULES_HTML,
  buildAtRulesCss,
  FORBIDDEN_AT_RULES,
  TAILWIND_BUILD_HTML,
  TAILWIND_STYLESHEETS,
  tailwindBuildCss,
  withoutOwnTailwindHeader,
  writeBuildPayloads,
  type BuildPayloads,
} from "../fixtures/hostile/build-time/at-rules.ts";
import { ensureDir } from "./export-render-helpers.ts";
import { hostileCases } from "../fixtures/hostile/active-content/corpus.ts";
import { activeCssFindings, activeHtmlFindings } from "../helpers/active-content-audit.ts";
import { viteBuild, writeProject } from "./export-project-build.ts";
import { addTailwindPlugin } from "./tailwind-added.ts";

/**
 * A page naming modules for the compiler (`@plugin`, `@config`) and files for the build (`@import`, `@reference`,
 * `@source`) through every export, the Tailwind flavour first, and through the command line with the stylesheet
 * cross-origin (filled from the response, not the CSSOM that would drop unknown at-rules): nothing is imported
 * (no marker file) and no output carries a build or load at-rule.
 */
const ROOT = resolve(fileURLToPath(import.meta.url), "../../..");
const TMP = ensureDir(join(ROOT, ".tmp"));
const run = promisify(execFile);
const TAILWIND = registeredFormats.filter((f) => f.tailwind).map((f) => f.id);
const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);
/** Every text file of a Tailwind zip, its projects' stylesheets without the header we write ourselves. */
const tailwindZipText = (body: Uint8Array) =>
  Object.entries(unzipSync(body))
    .filter(([path]) => !/\.(png|jpe?g|gif|webp|avif|woff2?|ttf|otf)$/.test(path))
    .map(([path, bytes]) => (TAILWIND_STYLESHEETS.has(path) ? withoutOwnTailwindHeader(strFromU8(bytes)) : strFromU8(bytes)))
    .join("\n");

describe("a page's build and load at-rules", () => {
  let payloads: BuildPayloads;
  let css: string;
  beforeAll(() => {
    payloads = writeBuildPayloads(mkdtempSync(join(TMP, "build-at-rules-")));
    css = buildAtRulesCss(payloads);
  });
  afterAll(() => rmSync(payloads.dir, { recursive: true, force: true }));

  it.each(TAILWIND)("the Tailwind export of %s imports nothing and keeps none of them", async (format) => {
    const file = await exportLayout(format, { html: BUILD_AT_RULES_HTML, css, title: "Build", cssFlavour: "tailwind" });
    const out = format === "zip" ? tailwindZipText(file.body) : text(file.body);
    expect(payloads.markers()).toEqual([]);
    expect(out).not.toMatch(FORBIDDEN_AT_RULES);
    expect(out).toContain("Build-time payloads stay out");
    expect(out).toMatch(/\bflex\b/);
  });

  /**
   * A Tailwind zip's projects run Tailwind in their build, so the page's CSS also carries what Tailwind acts on
   * (`@import "tailwindcss"`, `@theme`, `@tailwind`, `@source inline`, `@apply` with arbitrary values, `theme()`), and
   * its markup classes Tailwind would turn into rules (`bg-[url(…)]`). None of it reaches a project file: the only
   * at-rules of the list are the two imports and the `@source not inline` of class names we write at the top of each
   * project's stylesheet. The React project, built offline with `@tailwindcss/vite`, imports nothing and its CSS
   * names no address of the page's.
   */
  it("a Tailwind zip carries no directive of the page's, only its own stylesheet header, and builds without importing any", async () => {
    const hostile = `${css}\n${tailwindBuildCss(payloads)}`;
    const file = await exportLayout("zip", { html: TAILWIND_BUILD_HTML, css: hostile, title: "Build", cssFlavour: "tailwind" });
    const zip = unzipSync(file.body);
    const out = tailwindZipText(file.body);
    expect(out).not.toMatch(FORBIDDEN_AT_RULES);
    expect(out).not.toMatch(/@tailwind\b|@theme \{|(?<![\w-])theme\(|--spacing\(/);
    // The projects (which run Tailwind) hold no class Tailwind would make a rule of from the page's address; the static
    // copy and the WordPress theme run no build, and their compiled CSS has only the flavour's own utilities.
    const projects = Object.entries(zip).filter(([p]) => /^(react|vue|svelte|astro|nextjs)\//.test(p) && !p.includes("/public/"));
    for (const [path, bytes] of projects) expect(strFromU8(bytes), path).not.toContain("evil.example");
    expect(out).toContain("Build-time payloads stay out");
    for (const path of TAILWIND_STYLESHEETS) expect(strFromU8(zip[path]), path).toMatch(/^(@layer [\w, -]+;\n)?@import "tailwindcss\/theme\.css" layer\(theme\);\n/);
    const dir = writeProject(zip, "react/", join(TMP, `build-at-rules-tailwind-${process.pid}`));
    try {
      addTailwindPlugin(dir);
      const dist = await viteBuild(dir);
      const built = readdirSync(join(dist, "assets")).filter((f) => f.endsWith(".css")).map((f) => readFileSync(join(dist, "assets", f), "utf8")).join("\n");
      expect(built).toContain("tailwindcss v4");
      expect(built).not.toMatch(/evil\.example|@import|@plugin/);
      expect(payloads.markers()).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);

  /**
   * The active-content corpus (scripts, handlers, script URLs, CSS that runs code) through the Tailwind zip: the
   * projects' stylesheets (what Tailwind's build reads), their markup and the static copy carry none of it. The
   * printers are the plain zip's, proven by running their output in export-hostile.test.ts; what the Tailwind
   * variant adds (utility classes from the page's values, the stylesheet we write) is read here.
   */
  it("the active-content corpus leaves nothing active in a Tailwind zip that the plain zip does not have", async () => {
    const audit = (id: string, zip: Record<string, Uint8Array>) => {
      const out: string[] = [];
      for (const [path, bytes] of Object.entries(zip)) {
        const body = strFromU8(bytes);
        if (path.endsWith(".css")) out.push(...activeCssFindings(body).map((f) => `${id} ${path}: ${f}`));
        if (path.endsWith("index.html")) out.push(...activeHtmlFindings(body).map((f) => `${id} ${path}: ${f}`));
        if (/\.(jsx|tsx|vue|svelte|astro)$/.test(path)) for (const m of body.matchAll(/\son[a-z]+=\{|["'\s(]javascript:/gi)) out.push(`${id} ${path}: ${m[0].trim()}`);
      }
      return out;
    };
    const added: string[] = [];
    let stylesheets = 0;
    for (const c of hostileCases("http://127.0.0.1:1")) {
      const input = { html: c.html, css: c.css, title: c.title };
      const tailwind = unzipSync((await exportLayout("zip", { ...input, cssFlavour: "tailwind" })).body);
      const plain = new Set(audit(c.id, unzipSync((await exportLayout("zip", input)).body)).map((f) => f.replace(/ [\w/.-]+\.css:/, " css:")));
      added.push(...audit(c.id, tailwind).filter((f) => !plain.has(f.replace(/ [\w/.-]+\.css:/, " css:"))));
      // The stylesheet Tailwind's build reads holds nothing active, whatever the plain files hold.
      for (const path of TAILWIND_STYLESHEETS) {
        stylesheets++;
        added.push(...activeCssFindings(strFromU8(tailwind[path])).map((f) => `${c.id} ${path}: ${f}`));
      }
    }
    expect(stylesheets).toBeGreaterThan(20);
    expect(added).toEqual([]);
  }, 240_000);

  it("no plain export or zip file keeps them", async () => {
    for (const format of exportFormats) {
      const file = await exportLayout(format, { html: BUILD_AT_RULES_HTML, css, title: "Build" });
      const files = format === "zip" ? Object.entries(unzipSync(file.body)).map(([path, body]) => [path, strFromU8(body)]) : [[format, text(file.body)]];
      for (const [path, content] of files) expect(content, `${format}: ${path}`).not.toMatch(FORBIDDEN_AT_RULES);
    }
    expect(payloads.markers()).toEqual([]);
  });

  describe("through the command line, from a cross-origin stylesheet", () => {
    let page: CanaryServer;
    let styles: CanaryServer;
    beforeAll(async () => {
      page = await startCanaryServer();
      styles = await startCanaryServer();
    });
    afterAll(async () => {
      await page?.close();
      await styles?.close();
    });

    it("--css tailwind imports nothing, and the report counts what was dropped", async () => {
      const sheet = styles.serve("/site.css", css, "text/css");
      const url = page.serve("/", `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Build</title><link rel="stylesheet" href="${sheet}"></head><body>${BUILD_AT_RULES_HTML}</body></html>`, "text/html");
      const out = mkdtempSync(join(TMP, "cli-at-rules-"));
      try {
        await run(process.execPath, ["--import", "tsx", "functions/src/cli.ts", "extract", url, "--out", out, "--viewports", "1280", "--formats", TAILWIND.join(","), "--css", "tailwind"], {
          cwd: ROOT,
          env: { ...process.env, EXTRACT_ALLOW_PRIVATE: "1", EXTRACT_LOOPBACK_ONLY: "1", TMPDIR: TMP, LAYOUTLIFT_TMP: join(TMP, "chromium") },
          timeout: 140_000,
        });
        expect(payloads.markers()).toEqual([]);
        // layout.json's notes name the at-rules that were dropped.
        const files = readdirSync(out).filter((f) => !f.endsWith(".png") && f !== "layout.json");
        expect(files.length).toBeGreaterThanOrEqual(TAILWIND.length + 2);
        for (const f of files) expect(f.endsWith(".zip") ? tailwindZipText(readFileSync(join(out, f))) : readFileSync(join(out, f), "utf8"), f).not.toMatch(FORBIDDEN_AT_RULES);
        const report = JSON.parse(readFileSync(join(out, "layout.json"), "utf8")) as { stats: Record<string, number>; notes: string[] };
        expect(report.stats.removedAtRules).toBeGreaterThanOrEqual(9);
        expect(report.notes.join(" ")).toMatch(/at-rule\(s\)/);
      } finally {
        rmSync(out, { recursive: true, force: true });
      }
    }, 160_000);
  });
});
