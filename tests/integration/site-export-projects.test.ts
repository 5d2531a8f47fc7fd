import { readFile, stat } from "node:fs/promises";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { extname, join, normalize, sep } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { strFromU8, unzipSync } from "fflate";
import { exportSite } from "@layoutlift/core/sites/export/export-site";
import { launchTestBrowser } from "../helpers/browser.ts";
import { createRenderContext } from "../helpers/similarity.ts";
import { startFixtureServer, type FixtureServer } from "../helpers/fixture-server.ts";
import { nextBuild, nextStart, screenshotSite, viteBuild, writeProject } from "./export-project-build.ts";
import { cachedProject } from "./project-build-cache.ts";
import { ensureDir, shotDifference } from "./export-render-helpers.ts";
import { extractWholeSite, type ExtractedSite } from "./site-page-sources.ts";

/**
 * The whole-site zip's React, Vue and Next.js projects, built offline as their READMEs say (each once per file,
 * cached by content): every route renders as the static site's page (≤ 0.5 % of pixels at 1280, 768 and 390 px),
 * router links move between pages with the right link active, and the navbar's markup is in exactly one file.
 * This is npm test's one `next build` (issue 29: ~30 s of CPU cold, ~50 s in CI): the site's App Router routes,
 * next/link and the active link are code no other framework's build runs; the single layout's Next.js project is
 * type-checked in export-projects.test.ts and built there only in the full matrix (`npm run bench:project-matrix`).
 */
const MAX_DIFF = 0.005;
const WIDTHS = [1280, 768, 390];
const TMP_ROOT = ensureDir(join(process.cwd(), ".tmp"));
const TYPES: Record<string, string> = { ".html": "text/html; charset=utf-8", ".js": "text/javascript", ".css": "text/css", ".svg": "image/svg+xml", ".png": "image/png", ".json": "application/json" };

/** A built single-page app's dist/ on loopback: files as they are, every other path gets index.html (history routing). */
async function serveApp(dir: string): Promise<{ url: string; close: () => Promise<void> }> {
  const root = join(dir, "dist");
  const server = createServer(async (req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? "/", "http://127.0.0.1").pathname);
    let file = normalize(join(root, path));
    if (!file.startsWith(root + sep) || !(await stat(file).then((s) => s.isFile(), () => false))) file = join(root, "index.html");
    res.writeHead(200, { "content-type": TYPES[extname(file)] ?? "application/octet-stream" });
    res.end(await readFile(file));
  });
  await new Promise<void>((ok) => server.listen(0, "127.0.0.1", ok));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, close: () => new Promise((ok) => server.close(() => ok())) };
}

const FRAMEWORKS = [
  { folder: "react/", mount: "#root", build: viteBuild, serve: serveApp },
  { folder: "vue/", mount: "#app", build: viteBuild, serve: serveApp },
  { folder: "nextjs/", mount: null, build: nextBuild, serve: nextStart },
] as const;

const staticPath = (route: string) => `site/${route === "/" ? "" : route.slice(1) + "/"}index.html`;

describe("whole-site framework projects", () => {
  let extracted: ExtractedSite;
  let zip: Record<string, Uint8Array>;
  let browser: Browser;
  let context: BrowserContext;
  let dir: string;
  let staticSite: FixtureServer;
  const references = new Map<string, Awaited<ReturnType<typeof screenshotSite>>>();

  beforeAll(async () => {
    extracted = await extractWholeSite({ viewports: WIDTHS });
    zip = unzipSync((await exportSite("zip", extracted.pages)).body);
    dir = mkdtempSync(join(TMP_ROOT, "site-projects-"));
    staticSite = await startFixtureServer(writeProject(zip, "", join(dir, "static"), (p) => p.startsWith("site/")));
    browser = await launchTestBrowser();
    context = await createRenderContext(browser);
    const page = await context.newPage();
    try {
      for (const p of extracted.pages) {
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 800 });
          references.set(`${p.route}@${width}`, await screenshotSite(page, staticSite.url(staticPath(p.route)), null));
        }
      }
    } finally {
      await page.close();
    }
  }, 400_000);

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await staticSite?.close();
    await extracted?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it("writes the navbar's markup in exactly one file of each project", () => {
    for (const { folder } of FRAMEWORKS) {
      const holders = Object.keys(zip).filter((p) => p.startsWith(folder) && !p.endsWith(".css") && strFromU8(zip[p]).includes("navbar-brand"));
      expect(holders, folder).toHaveLength(1);
    }
  });

  const activeLinks = (page: Page) => page.locator(".navbar .nav-link.active").evaluateAll((els) => els.map((e) => e.textContent?.trim()));

  it.each(FRAMEWORKS)("$folder builds offline and every route renders as its static page", async ({ folder, mount, build, serve }) => {
    const started = performance.now();
    // The fixture's port changes from run to run and shows only in links to the original site (brochure.pdf,
    // private.html): the same export on another port reuses the last run's build.
    const project = await cachedProject(zip, folder, build, { irrelevant: [extracted.server.origin] });
    console.log(`[site-export-projects] ${folder} ${project.hit ? "unchanged since its last build, reused" : `built in ${Math.round((performance.now() - started) / 1000)} s`}`);
    const app = await serve(project.dir);
    const page = await context.newPage();
    const diffs: Record<string, Record<number, number>> = {};
    try {
      for (const p of extracted.pages) {
        diffs[p.route] = {};
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 800 });
          const shot = await screenshotSite(page, new URL(p.route.slice(1), app.url).href, mount);
          const reference = references.get(`${p.route}@${width}`)!;
          diffs[p.route][width] = Number((await shotDifference(reference, shot)).toFixed(5));
          expect.soft(shot.pageHeight, `${folder} ${p.route} at ${width}px: page height`).toBe(reference.pageHeight);
        }
      }
      console.log(`[site-export-projects] ${folder} differing share per route and width: ${JSON.stringify(diffs)}`);
      for (const [route, byWidth] of Object.entries(diffs)) for (const [w, d] of Object.entries(byWidth)) expect.soft(d, `${folder} ${route} at ${w}px`).toBeLessThanOrEqual(MAX_DIFF);
      // Router links: the app stays loaded (no document request) and the shared navigation follows the route.
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(app.url);
      expect(await activeLinks(page)).toEqual(["Home"]);
      await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
      await page.locator(".navbar .nav-link", { hasText: "About" }).click();
      await page.waitForURL((u) => u.pathname === "/about");
      await expect.poll(() => activeLinks(page)).toEqual(["About"]);
      await expect.poll(() => page.title()).toBe(extracted.pages[1].title);
      await page.locator(".navbar .nav-link", { hasText: "Journal" }).click();
      await page.waitForURL((u) => u.pathname === "/blog");
      await expect.poll(() => activeLinks(page)).toEqual(["Journal"]);
      expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    } finally {
      await page.close();
      await app.close();
    }
  }, 600_000);
});
