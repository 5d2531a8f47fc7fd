import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { strFromU8, unzipSync } from "fflate";
import { exportLayout } from "@layoutlift/core/export/export-layout";
import { launchTestBrowser } from "../helpers/browser.ts";
import { startFixtureServer } from "../helpers/fixture-server.ts";
import { astroBuild, viteBuildLogged } from "./export-project-build.ts";
import { cachedProject } from "./project-build-cache.ts";

/**
 * A menu recorded on the page (behaviour attributes) works in the zip's Svelte and Astro projects as in the html
 * export: the components keep the attributes, the page loads our runtime from public/, and a click opens the menu
 * on the built site. Layouts without behaviours ship no script.
 */
const input = {
  html: `<header data-name="Header"><button type="button" data-toggle-target="menu" aria-expanded="false">Menu</button><ul id="menu" class="menu" data-open-class="show" data-dismiss="escape"><li>One</li><li>Two</li></ul></header><main><p>Body</p></main>`,
  css: ".menu { display: none } .menu.show { display: block }",
  title: "Menu",
};

describe("behaviours in the Svelte and Astro projects", () => {
  let browser: Browser;
  let zip: Record<string, Uint8Array>;
  beforeAll(async () => {
    zip = unzipSync((await exportLayout("zip", input)).body);
    browser = await launchTestBrowser();
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
  });

  it("carries the runtime only when the layout has behaviours", async () => {
    expect(strFromU8(zip["svelte/index.html"])).toContain('<script src="/behaviours.js" defer></script>');
    expect(strFromU8(zip["astro/src/pages/index.astro"])).toContain('<script is:inline src="/behaviours.js" defer></script>');
    expect(strFromU8(zip["svelte/src/lib/SiteHeader.svelte"])).toContain('data-toggle-target="menu"');
    expect(strFromU8(zip["astro/src/components/SiteHeader.astro"])).toContain('data-open-class="show"');
    const plain = unzipSync((await exportLayout("zip", { ...input, html: "<main><p>Body</p></main>" })).body);
    expect(Object.keys(plain).filter((p) => p.endsWith("behaviours.js"))).toEqual([]);
    expect(strFromU8(plain["svelte/index.html"])).not.toContain("<script src=");
  });

  it.each([
    { folder: "svelte/", build: viteBuildLogged },
    { folder: "astro/", build: astroBuild },
  ])("$folder: a click opens the menu on the built site", async ({ folder, build }) => {
    const project = await cachedProject(zip, folder, build);
    const site = await startFixtureServer(join(project.dir, "dist"));
    const page = await browser.newPage();
    try {
      await page.goto(site.url(""), { waitUntil: "load" });
      await page.waitForSelector("#menu", { state: "attached" });
      expect(await page.isVisible("#menu")).toBe(false);
      await page.click("button[data-toggle-target=menu]");
      await page.waitForSelector("#menu.show", { state: "visible" });
      await page.keyboard.press("Escape");
      await page.waitForSelector("#menu", { state: "hidden" });
    } finally {
      await page.close();
      await site.close();
    }
  }, 300_000);
});
