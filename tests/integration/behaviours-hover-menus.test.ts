import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { unzipSync } from "fflate";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBrowserPool } from "@layoutlift/core/browser/pool";
import { exportLayout } from "@layoutlift/core/export/export-layout";
import { extractLayout } from "@layoutlift/core/extract/extract";
import { startEgressProxy } from "@layoutlift/core/net/egress-proxy";
import { launchTestBrowser } from "../helpers/browser.ts";
import { startFixtureServer, type FixtureServer } from "../helpers/fixture-server.ts";
import { viteBuild, writeProject } from "./export-project-build.ts";
import { cachedProject } from "./project-build-cache.ts";

/**
 * A menu that opens while the pointer is over it (Alpine's `@mouseenter`/`@mouseleave`, as Tailwind UI flyouts do),
 * beside one that opens on a click: extracted at 1280 px, exported, and pointed at in Chromium with a real mouse.
 * The HTML export runs our runtime; the React and Vue projects are built and carry state of their own.
 */
const SITES = fileURLToPath(new URL("../fixtures/sites/", import.meta.url));
const TMP = join(process.cwd(), ".tmp");

let fixtures: FixtureServer;
let browser: Browser;
let context: BrowserContext;
let zip: Record<string, Uint8Array>;

beforeAll(async () => {
  process.env.LAYOUTLIFT_TMP ??= join(TMP, "chromium");
  fixtures = await startFixtureServer(SITES);
  const url = fixtures.url("behaviours/hover-menu/");
  const pool = createBrowserPool();
  const proxy = await startEgressProxy({ allowPrivate: true, loopbackOnly: true });
  try {
    const result = await extractLayout(url, { pool, proxyServer: proxy.server, viewports: [1280] });
    zip = unzipSync((await exportLayout("zip", { html: result.html, css: result.css, title: result.title, document: result.document, baseUrl: url })).body);
  } finally {
    await proxy.close();
    await pool.close();
  }
  browser = await launchTestBrowser();
  context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
}, 240_000);

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await fixtures?.close();
});

/** Points at Products, moves into its menu, leaves for the page; clicks Account. What a person sees at each step. */
async function pointAround(page: Page): Promise<void> {
  const products = page.getByRole("link", { name: "Field notes" });
  const account = page.getByRole("link", { name: "Billing" });
  await expect.poll(() => products.isVisible()).toBe(false);
  await page.getByRole("button", { name: "Products" }).hover();
  await products.waitFor({ state: "visible", timeout: 10_000 });
  // Moving from the button into the open menu keeps it open.
  await products.hover();
  await page.getByRole("link", { name: "Team sync" }).hover();
  expect(await products.isVisible()).toBe(true);
  await page.getByRole("heading", { name: "Notes that survive the field" }).hover();
  await products.waitFor({ state: "hidden", timeout: 10_000 });
  // The click menu does not open on hover, only on a click.
  await page.getByRole("button", { name: "Account" }).hover();
  expect(await account.isVisible()).toBe(false);
  await page.getByRole("button", { name: "Account" }).click();
  await account.waitFor({ state: "visible", timeout: 10_000 });
}

describe("hover menus in the exports", () => {
  it("the original behaves as the steps say", async () => {
    const page = await context.newPage();
    await page.goto(fixtures.url("behaviours/hover-menu/"));
    await pointAround(page);
    await page.close();
  });

  it("html: our runtime opens the flyout while it is pointed at", async () => {
    const dir = writeProject(zip, "", join(TMP, "behaviours-hover-html"), (path) => !/^(react|vue|nextjs|svelte|astro|wordpress)\//.test(path));
    const server = await startFixtureServer(dir);
    const page = await context.newPage();
    try {
      await page.goto(server.url(""));
      await pointAround(page);
    } finally {
      await page.close();
      await server.close();
    }
  });

  it.each(["react/", "vue/"])("%s: the built project opens the flyout on hover with its own state", async (folder) => {
    // The fixture server's port changes from run to run, not what is built (see projectKey).
    const { dir } = await cachedProject(zip, folder, viteBuild, { irrelevant: [fixtures.origin] });
    const server = await startFixtureServer(join(dir, "dist"));
    const page = await context.newPage();
    try {
      await page.goto(server.url(""));
      await page.getByRole("button", { name: "Products" }).waitFor();
      await pointAround(page);
    } finally {
      await page.close();
      await server.close();
    }
  }, 400_000);
});
