import { mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { unzipSync } from "fflate";
import type { BrowserContext, Page } from "playwright-core";
import { PNG } from "pngjs";
import { createBrowserPool } from "@layoutlift/core/browser/pool";
import { exportLayout } from "@layoutlift/core/export/export-layout";
import { extractLayout } from "@layoutlift/core/extract/extract";
import { startEgressProxy } from "@layoutlift/core/net/egress-proxy";
import { sharedExtraction } from "../helpers/extraction-cache.ts";
import { startFixtureServer, type FixtureServer } from "../helpers/fixture-server.ts";
import { compareScreenshots } from "../helpers/similarity.ts";
import { runStep, settledShot, type Fixture } from "./behaviour-steps.ts";
import { nextBuild, nextStart, viteBuild } from "./export-project-build.ts";

/**
 * What tests/integration/behaviours-framework-projects.test.ts and `npm run bench:behaviours` share: a fixture page's
 * zip, and its steps played on the original and on an export with the viewport compared after each step.
 */
const TMP = join(process.cwd(), ".tmp");
const SHOTS = join(TMP, "behaviour-shots");
export const MIN_INK = 0.98;

export interface Framework {
  folder: "react/" | "vue/" | "nextjs/";
  mount: string | null;
  build: (dir: string) => Promise<unknown>;
  serve: (dir: string) => Promise<{ url: string; close: () => Promise<void> }>;
}

async function serveDist(dir: string): Promise<{ url: string; close: () => Promise<void> }> {
  const server = await startFixtureServer(join(dir, "dist"));
  return { url: server.url(""), close: server.close };
}

export const FRAMEWORKS: Record<Framework["folder"], Framework> = {
  "react/": { folder: "react/", mount: "#root", build: viteBuild, serve: serveDist },
  "vue/": { folder: "vue/", mount: "#app", build: viteBuild, serve: serveDist },
  "nextjs/": { folder: "nextjs/", mount: null, build: nextBuild, serve: nextStart },
};

/** How the behaviour fixtures are extracted (behaviours-html-export shares the Bootstrap page's extraction). */
export const BEHAVIOUR_EXTRACTION = { viewports: [1280, 390] };

/**
 * Each fixture page (served by `server` at behaviours/<name>/) extracted at 1280 and 390 px with one browser pool,
 * and exported as the zip.
 */
export async function exportZips(fixtures: Fixture[], server: FixtureServer): Promise<Map<string, Record<string, Uint8Array>>> {
  const zips = new Map<string, Record<string, Uint8Array>>();
  const pool = createBrowserPool();
  const proxy = await startEgressProxy({ allowPrivate: true, loopbackOnly: true });
  try {
    for (const fixture of fixtures) {
      const path = `behaviours/${fixture.name}/`;
      const url = server.url(path);
      const extract = () => extractLayout(url, { pool, proxyServer: proxy.server, viewports: BEHAVIOUR_EXTRACTION.viewports });
      const result = await sharedExtraction(server.origin, path, BEHAVIOUR_EXTRACTION, extract);
      const input = { html: result.html, css: result.css, title: result.title, document: result.document, baseUrl: url };
      zips.set(fixture.name, unzipSync((await exportLayout("zip", input)).body));
    }
  } finally {
    await proxy.close();
    await pool.close();
  }
  return zips;
}

/** Every file of a built project's source: none may be a script of ours or of the page. */
export function projectSources(dir: string, folder: Framework["folder"]): string {
  const under = folder === "nextjs/" ? "components" : "src";
  return readdirSync(join(dir, under), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.(jsx?|tsx?|vue)$/.test(e.name))
    .map((e) => readFileSync(join(e.parentPath, e.name), "utf8"))
    .join("\n");
}

export interface Comparison {
  found: number;
  reproduced: number;
  problems: string[];
}

/**
 * Plays fixtures' steps in one browser context. The original's shots after each step are taken once per fixture and
 * width, and every export is compared with them (ink ≥ MIN_INK).
 */
export function behaviourPlayer(context: BrowserContext, originalUrl: (fixture: Fixture) => string) {
  const originals = new Map<string, Promise<PNG[]>>();

  async function open(url: string, width: number, mount: string | null): Promise<Page> {
    const page = await context.newPage();
    await page.setViewportSize({ width, height: 800 });
    await page.goto(url, { waitUntil: "load" });
    if (mount) await page.waitForFunction((sel) => (document.querySelector(sel)?.childElementCount ?? 0) > 0, mount);
    await page.evaluate("document.fonts.ready.then(() => undefined)");
    return page;
  }

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

  function originalShots(fixture: Fixture, width: number): Promise<PNG[]> {
    const key = `${fixture.name}@${width}`;
    if (!originals.has(key)) {
      originals.set(
        key,
        play(originalUrl(fixture), fixture, width, null, `${fixture.name} original`).then(({ shots, errors }) => {
          if (errors.length) throw new Error(`the original page itself does not behave as the steps say: ${errors.join("; ")}`);
          return shots as PNG[];
        }),
      );
    }
    return originals.get(key)!;
  }

  /** The steps on one served export: interactions found and reproduced, and what went wrong. */
  async function compare(fixture: Fixture, url: string, mount: string | null, format: string): Promise<Comparison> {
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
          mkdirSync(SHOTS, { recursive: true });
          const base = join(SHOTS, `${fixture.name}-${format.replace(/\W/g, "")}-${width}-${i}`);
          writeFileSync(`${base}-original.png`, PNG.sync.write(before[i]));
          writeFileSync(`${base}-export.png`, PNG.sync.write(shot));
        }
      });
    }
    return { found, reproduced, problems };
  }

  return { compare };
}
