import { mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { unzipSync } from "fflate";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { PNG } from "pngjs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBrowserPool } from "@layoutlift/core/browser/pool";
import { exportLayout } from "@layoutlift/core/export/export-layout";
import { extractLayout } from "@layoutlift/core/extract/extract";
import { startEgressProxy } from "@layoutlift/core/net/egress-proxy";
import { launchTestBrowser } from "../helpers/browser.ts";
import { startFixtureServer, type FixtureServer } from "../helpers/fixture-server.ts";
import { compareScreenshots, createRenderContext } from "../helpers/similarity.ts";
import { BOOTSTRAP, runStep, settledShot, TAILWIND_ALPINE, type Fixture } from "./behaviour-steps.ts";
import { nextBuild, nextStart, viteBuild, writeProject } from "./export-project-build.ts";
import { cachedProject } from "./project-build-cache.ts";

/**
 * Issue 24 for the framework exports: the Bootstrap 5 page (its own bundle) and the Tailwind + Alpine-style page,
 * extracted at 1280 and 390 px, exported as the zip, and its React, Vue and Next.js projects built as their READMEs
 * say (kept by content hash in .tmp/project-builds, so an unchanged export is not built again). In Chromium every
 * control is clicked on the original and on each project, and the viewport after each step is compared (ink ≥ 0.98);
 * Escape closes what it closed on the original and focus returns to the control. The projects carry state of their
 * own (useState / ref) and no script of ours or of the page.
 */
const SITES = join(process.cwd(), "tests", "fixtures", "sites");
const TMP = join(process.cwd(), ".tmp");
const SHOTS = join(TMP, "behaviour-shots");
const MIN_INK = 0.98;
const FIXTURES = [BOOTSTRAP, TAILWIND_ALPINE];

const FRAMEWORKS = [
  { folder: "react/", mount: "#root", build: viteBuild, serve: (dir: string) => serveDist(dir) },
  { folder: "vue/", mount: "#app", build: viteBuild, serve: (dir: string) => serveDist(dir) },
  { folder: "nextjs/", mount: null, build: nextBuild, serve: nextStart },
] as const;

async function serveDist(dir: string): Promise<{ url: string; close: () => Promise<void> }> {
  const server = await startFixtureServer(join(dir, "dist"));
  return { url: server.url(""), close: server.close };
}

let fixtures: FixtureServer;
let browser: Browser;
let context: BrowserContext;
const zips = new Map<string, Record<string, Uint8Array>>();
/** The original's shots after each step, by fixture and width, taken once. */
const originals = new Map<string, PNG[]>();

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  process.env.LAYOUTLIFT_TMP ??= join(TMP, "chromium");
  // Not offlineRemoteUrls: these pages name no remote URL, and that rewrite would break Bootstrap's data: SVG icons.
  fixtures = await startFixtureServer(SITES);
  const pool = createBrowserPool();
  const proxy = await startEgressProxy({ allowPrivate: true, loopbackOnly: true });
  try {
    for (const fixture of FIXTURES) {
      const url = fixtures.url(`behaviours/${fixture.name}/`);
      const result = await extractLayout(url, { pool, proxyServer: proxy.server, viewports: [1280, 390] });
      const input = { html: result.html, css: result.css, title: result.title, document: result.document, baseUrl: url };
      zips.set(fixture.name, unzipSync((await exportLayout("zip", input)).body));
    }
  } finally {
    await proxy.close();
    await pool.close();
  }
  browser = await launchTestBrowser();
  context = await createRenderContext(browser);
}, 240_000);

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await fixtures?.close();
});

async function open(url: string, width: number, mount: string | null): Promise<Page> {
  const page = await context.newPage();
  await page.setViewportSize({ width, height: 800 });
  await page.goto(url, { waitUntil: "load" });
  if (mount) await page.waitForFunction((sel) => (document.querySelector(sel)?.childElementCount ?? 0) > 0, mount);
  await page.evaluate("document.fonts.ready.then(() => undefined)");
  return page;
}

/** Runs a fixture's steps at one width; returns the shot after each step and what went wrong. */
async function play(url: string, fixture: Fixture, width: number, mount: string | null, which: string): Promise<{ shots: (PNG | null)[]; errors: string[] }> {
  const page = await open(url, width, mount);
  const shots: (PNG | null)[] = [];
  const errors: string[] = [];
  try {
    for (const step of fixture.steps[width]) {
      try {
        await runStep(page, step, `${which} at ${width} px`);
        shots.push(await settledShot(page));
      } catch (error) {
        errors.push((error as Error).message.split("\n")[0]);
        shots.push(null);
      }
    }
  } finally {
    await page.close();
  }
  return { shots, errors };
}

async function originalShots(fixture: Fixture, width: number): Promise<PNG[]> {
  const key = `${fixture.name}@${width}`;
  const known = originals.get(key);
  if (known) return known;
  const { shots, errors } = await play(fixtures.url(`behaviours/${fixture.name}/`), fixture, width, null, `${fixture.name} original`);
  expect(errors, "the original page itself behaves as the steps say").toEqual([]);
  originals.set(key, shots as PNG[]);
  return shots as PNG[];
}

/** Every file of a built project's source: none is a script of ours or of the page. */
function sources(dir: string, under: string): string {
  return readdirSync(join(dir, under), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.(jsx?|tsx?|vue)$/.test(e.name))
    .map((e) => readFileSync(join(e.parentPath, e.name), "utf8"))
    .join("\n");
}

/** The steps on one served export: interactions found and reproduced, and what went wrong. */
async function compare(fixture: Fixture, url: string, mount: string | null, format: string): Promise<{ found: number; reproduced: number; problems: string[] }> {
  let found = 0;
  let reproduced = 0;
  const problems: string[] = [];
  for (const width of [390, 1280]) {
    const before = await originalShots(fixture, width);
    const { shots, errors } = await play(url, fixture, width, mount, `${fixture.name} ${format}`);
    problems.push(...errors);
    fixture.steps[width].forEach((step, i) => {
      found++;
      const shot = shots[i];
      if (!shot) return;
      if (step.compare === false) return void reproduced++;
      const { ink } = compareScreenshots(before[i], shot);
      if (ink >= MIN_INK) reproduced++;
      else {
        problems.push(`${width} px, "${step.label}": ink ${ink.toFixed(3)}`);
        // Both shots stay in .tmp/behaviour-shots for a look at what differs.
        const base = join(SHOTS, `${fixture.name}-${format.replace(/\W/g, "")}-${width}-${i}`);
        writeFileSync(`${base}-original.png`, PNG.sync.write(before[i]));
        writeFileSync(`${base}-export.png`, PNG.sync.write(shot));
      }
    });
  }
  console.log(`${fixture.name} ${format}: ${reproduced}/${found} interactions reproduced`);
  return { found, reproduced, problems };
}

describe.each(FIXTURES)("$name: the zip's exports behave like the original", (fixture) => {
  it("html (the static site, with our runtime)", async () => {
    const zip = zips.get(fixture.name)!;
    const dir = writeProject(zip, "", join(TMP, `behaviours-html-${fixture.name}`), (path) => !/^(react|vue|nextjs|wordpress)\//.test(path));
    const server = await startFixtureServer(dir);
    try {
      const { problems } = await compare(fixture, server.url(""), null, "html");
      expect(problems).toEqual([]);
    } finally {
      await server.close();
    }
  }, 300_000);

  it.each(FRAMEWORKS)("$folder", async (framework) => {
    const zip = zips.get(fixture.name)!;
    const { dir } = await cachedProject(zip, framework.folder, framework.build);
    const code = sources(dir, framework.folder === "nextjs/" ? "components" : "src");
    expect(code).toMatch(framework.folder === "vue/" ? /\bref\(/ : /\buseState\(/);
    expect(code).not.toMatch(/data-toggle-target|data-open-class|behaviours\.js|bootstrap\.bundle|alpinejs/);
    const server = await framework.serve(dir);
    try {
      const { problems } = await compare(fixture, server.url, framework.mount, framework.folder.slice(0, -1));
      expect(problems).toEqual([]);
    } finally {
      await server.close();
    }
  }, 900_000);
});
