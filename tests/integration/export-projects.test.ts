import { createHash } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext } from "playwright-core";
import { strFromU8, unzipSync } from "fflate";
import { exportLayout } from "@layoutlift/core/export/export-layout";
import { launchTestBrowser } from "../helpers/browser.ts";
import { fetchAsset, startAssetServer, type AssetServer } from "./export-asset-server.ts";
import { compareScreenshots, createRenderContext } from "../helpers/similarity.ts";
import { startFixtureServer, type FixtureServer } from "../helpers/fixture-server.ts";
import { componentsSample, type SampleLayout } from "./export-samples.ts";
import { ensureDir } from "./export-render-helpers.ts";
import { FIXTURE_NAMES, loadFixtureLayouts } from "./export-fixture-layouts.ts";
import { nextBuild, nextStart, screenshotSite, viteBuild, writeProject } from "./export-project-build.ts";

/**
 * The zip's React, Vue and Next.js projects, built as their READMEs say and opened in Chromium, against the html
 * export at 1280, 768 and 390 px. Each project is built once per layout and reused for the three widths. A Next.js
 * build takes about a minute here, so CI builds it for the components sample only and React/Vue for a
 * representative subset of fixtures; `npm run bench:export-projects` runs every fixture.
 */
const MAX_DIFF = 0.005;
const WIDTHS = [1280, 768, 390];
const CI_FIXTURES = ["saas-landing"].filter((n) => FIXTURE_NAMES.includes(n));
const NEXT_LAYOUTS = ["sample-components"];
const TMP_ROOT = ensureDir(join(process.cwd(), ".tmp"));

interface Exported {
  layout: SampleLayout;
  zip: Record<string, Uint8Array>;
}

describe("the zip's framework projects build and render like the html export", () => {
  let server: AssetServer;
  let browser: Browser;
  let context: BrowserContext;
  let dir: string;
  let fixtureServer: FixtureServer | null = null;
  const exported = new Map<string, Exported>();
  let failures = new Map<string, string>();

  beforeAll(async () => {
    server = await startAssetServer();
    dir = mkdtempSync(join(TMP_ROOT, "export-projects-"));
    const fixtures = await loadFixtureLayouts({ names: CI_FIXTURES, viewports: WIDTHS });
    fixtureServer = fixtures.server;
    failures = fixtures.failures;
    for (const layout of [componentsSample(server.origin), ...fixtures.layouts]) {
      const input = { html: layout.html, css: layout.css, title: layout.title, document: layout.document };
      const zip = unzipSync((await exportLayout("zip", input, { fetchAsset })).body);
      exported.set(layout.name, { layout, zip });
    }
    browser = await launchTestBrowser();
    context = await createRenderContext(browser);
  }, 300_000);

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.close();
    await fixtureServer?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const get = (name: string) => {
    const got = exported.get(name);
    if (!got) throw new Error(`${name} was not exported: ${failures.get(name) ?? "fixture missing"}`);
    return got;
  };

  /**
   * Screenshots of the html export and of one built site at every width; returns the differing share per width.
   * The html export is the zip's static copy (index.html, styles.css, assets/) served like the projects, so fonts
   * load from the same origin in both (a remote font without CORS headers would not load in either).
   */
  async function compare(name: string, url: string, mount: string | null): Promise<Record<number, number>> {
    const staticCopy = await startFixtureServer(writeProject(get(name).zip, "", join(dir, name, "static"), (p) => !/^(react|vue|nextjs|wordpress)\//.test(p)));
    const page = await context.newPage();
    const diffs: Record<number, number> = {};
    try {
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        const reference = await screenshotSite(page, staticCopy.url(""), null);
        const shot = await screenshotSite(page, url, mount);
        diffs[width] = Number((1 - compareScreenshots(reference.png, shot.png).visual).toFixed(5));
        expect.soft(shot.pageHeight, `${name} at ${width}px: page height`).toBe(reference.pageHeight);
      }
    } finally {
      await page.close();
      await staticCopy.close();
    }
    return diffs;
  }

  describe.each(["sample-components", ...CI_FIXTURES])("%s", (name) => {
    it.each([
      ["react/", "#root"],
      ["vue/", "#app"],
    ])("%s builds with vite and renders within 0.5 % at 1280, 768 and 390 px", async (folder, mount) => {
      const project = writeProject(get(name).zip, folder, join(dir, name, folder));
      const dist = await viteBuild(project);
      const site = await startFixtureServer(dist);
      try {
        const diffs = await compare(name, site.url(""), mount);
        for (const [width, diff] of Object.entries(diffs)) expect(diff, `${name} ${folder} at ${width}px differs by ${diff * 100}%`).toBeLessThanOrEqual(MAX_DIFF);
      } finally {
        await site.close();
      }
    }, 240_000);

    it("keeps one copy of each asset per project, points every local reference at a file in it, and prints no editor attributes", () => {
      const { zip } = get(name);
      for (const folder of ["react/", "vue/", "nextjs/"]) {
        const files = Object.keys(zip).filter((p) => p.startsWith(folder));
        const hashes = files.filter((p) => p.includes("/public/")).map((p) => createHash("sha256").update(zip[p]).digest("hex"));
        expect(new Set(hashes).size, `${folder}: a file twice`).toBe(hashes.length);
        const source = files.filter((p) => /\.(jsx|tsx|vue|css|html)$/.test(p)).map((p) => strFromU8(zip[p])).join("\n");
        for (const ref of new Set([...source.matchAll(/(?<=["'(\s,])\/assets\/[\w.@-]+/g)].map((m) => m[0]))) expect(files, `${folder}: ${ref}`).toContain(`${folder}public${ref}`);
        expect(source, folder).not.toMatch(/data-name|data-ll-|data-locked/);
      }
    });
  });

  it.each(NEXT_LAYOUTS)("%s: the Next.js project builds, starts and renders within 0.5 % at 1280, 768 and 390 px", async (name) => {
    const project = writeProject(get(name).zip, "nextjs/", join(dir, name, "nextjs"));
    await nextBuild(project);
    const app = await nextStart(project);
    try {
      const diffs = await compare(name, app.url, null);
      for (const [width, diff] of Object.entries(diffs)) expect(diff, `${name} nextjs at ${width}px differs by ${diff * 100}%`).toBeLessThanOrEqual(MAX_DIFF);
    } finally {
      await app.close();
    }
  }, 400_000);

  it("splits the components sample into named components, an item component with its data array, tokens and CSS modules", () => {
    const { zip } = get("sample-components");
    const text = (p: string) => strFromU8(zip[p]);
    expect(Object.keys(zip).filter((p) => p.startsWith("react/src/components/") && p.endsWith(".jsx")).sort()).toEqual(
      ["Faq", "Features", "Hero", "Member", "Navbar", "Pricing", "SiteFooter", "SiteHeader", "Team"].map((n) => `react/src/components/${n}.jsx`),
    );
    const team = text("react/src/components/Team.jsx");
    expect(team).toContain('import Member from "./Member.jsx";');
    expect(team).toContain("const members = [");
    expect(team).toContain('{ className: "member lead", image: "/assets/bg.png", alt: "Grace Hopper", title: "Grace Hopper", text: "Compilers" },');
    expect(team).toContain("{members.map(member => <Member key={member.title} {...member} />)}");
    expect(text("react/src/components/Member.jsx")).toContain("export default function Member({ className, image, alt, title, text })");
    expect(text("nextjs/components/Member.tsx")).toContain("export interface MemberProps {");
    expect(text("nextjs/components/Team.tsx")).toContain("const members: MemberProps[] = [");
    expect(text("vue/src/components/Team.vue")).toContain('<Member v-for="member in members" :key="member.title" v-bind="member" />');
    expect(text("vue/src/components/Member.vue")).toContain('<p class="role">{{ text }}</p>');
    expect(text("react/src/styles/tokens.css")).toMatch(/^:root \{\n {2}--color-/);
    expect(text("react/src/components/Team.module.css")).toContain(".team-grid {");
    expect(team).toContain("className={styles[\"team-grid\"]}");
    expect(text("react/src/styles/global.css")).not.toContain(".team-grid");
    expect(text("vue/src/components/Team.vue")).toContain("<style scoped>");
  });
});
