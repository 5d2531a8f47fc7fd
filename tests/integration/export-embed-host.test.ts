import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { PNG } from "pngjs";
import { exportLayout } from "@layoutlift/core/export/export-layout";
import { launchTestBrowser } from "../helpers/browser.ts";
import { compareScreenshots, createRenderContext, DECODE_LOADED_IMAGES, SETTLE_ANIMATIONS } from "../helpers/similarity.ts";
import { fixtureExtractor, type FixtureExtractor } from "./export-fixture-layouts.ts";
import { hostDocument, startPageServer, type PageServer } from "./embed-host-page.ts";

/**
 * The Wix and Squarespace embeds pasted into a real, hostile host page (10 px root and body, content-box sizing,
 * the theme's own grid and heading rules) and loaded over HTTP: the embed's box must look like the standalone html
 * export at every captured width, and the host's own content must keep the host's look.
 */
const FIXTURES = ["behaviours/bootstrap-agency", "bootstrap-rtl", "theme-script", "saas-landing", "modules-app"];
const WIDTHS = [1280, 768, 390];
const FORMATS = ["wix", "squarespace"] as const;
const MAX_DIFF = 0.01;
const MAX_HEIGHT = 3000;

interface Region {
  x: number;
  y: number;
  width: number;
  height: number;
}

async function settle(page: Page): Promise<void> {
  await page.evaluate("document.fonts.ready.then(() => undefined)");
  await page.evaluate(DECODE_LOADED_IMAGES);
  await page.evaluate(SETTLE_ANIMATIONS);
  await page.evaluate("new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))");
}

async function shot(page: Page, region: Region): Promise<PNG> {
  const clip = { x: region.x, y: region.y, width: region.width, height: Math.min(region.height, MAX_HEIGHT) };
  return PNG.sync.read(await page.screenshot({ fullPage: true, clip, caret: "hide", animations: "disabled" }));
}

/** The standalone page: its whole document. */
async function standaloneShot(page: Page, url: string): Promise<PNG> {
  await page.goto(url, { waitUntil: "load" });
  await settle(page);
  const size = await page.evaluate(() => ({ width: document.documentElement.clientWidth, height: document.documentElement.scrollHeight }));
  return shot(page, { x: 0, y: 0, ...size });
}

/** The embed's box in the host, its margins included (the wrapper stands for the page's body). */
async function embedShot(page: Page, url: string): Promise<{ png: PNG; host: Record<string, string> }> {
  await page.goto(url, { waitUntil: "load" });
  await settle(page);
  const { region, host } = await page.evaluate(() => {
    const root = document.querySelector<HTMLElement>(".ll-wix, .ll-sqs")!;
    const r = root.getBoundingClientRect();
    const s = getComputedStyle(root);
    const [top, right, bottom, left] = [s.marginTop, s.marginRight, s.marginBottom, s.marginLeft].map(parseFloat);
    const h1 = getComputedStyle(document.querySelector(".host-header h1")!);
    // Fixed parts are confined to the embed: none may sit above its top (over the host's header).
    const escaped = [...root.querySelectorAll("*")].filter((el) => getComputedStyle(el).position === "fixed" && el.getBoundingClientRect().height > 0 && el.getBoundingClientRect().top < r.top - 1).length;
    return {
      region: { x: r.left + scrollX - left, y: r.top + scrollY - top, width: r.width + left + right, height: r.height + top + bottom },
      host: { h1: `${h1.fontSize} ${h1.textTransform}`, body: getComputedStyle(document.body).fontSize, escapedFixedParts: String(escaped) },
    };
  });
  return { png: await shot(page, region), host };
}

describe("embeds keep their look in a hostile host page", () => {
  let browser: Browser;
  let context: BrowserContext;
  let server: PageServer;
  let extractor: FixtureExtractor;

  beforeAll(async () => {
    server = await startPageServer();
    extractor = await fixtureExtractor({ viewports: WIDTHS });
    browser = await launchTestBrowser();
    context = await createRenderContext(browser);
  }, 120_000);

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await extractor?.close();
    await server?.close();
  });

  it.each(FIXTURES)("%s: Wix and Squarespace embeds within one percent of the html export at 1280/768/390, the host untouched", async (name) => {
    const layout = await extractor.layout(name);
    const input = { html: layout.html, css: layout.css, title: layout.title, document: layout.document };
    const slug = name.replace(/\W+/g, "-");
    const text = async (format: "html" | (typeof FORMATS)[number]) => new TextDecoder().decode((await exportLayout(format, input)).body as Uint8Array);
    server.set(`/${slug}/standalone.html`, await text("html"));
    for (const format of FORMATS) server.set(`/${slug}/${format}.html`, hostDocument(await text(format)));
    const page = await context.newPage();
    const results: string[] = [];
    const diffs: Record<string, number> = {};
    try {
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        const reference = await standaloneShot(page, server.url(`/${slug}/standalone.html`));
        for (const format of FORMATS) {
          const { png, host } = await embedShot(page, server.url(`/${slug}/${format}.html`));
          const s = compareScreenshots(reference, png);
          diffs[`${format} at ${width}`] = 1 - s.visual;
          results.push(`${format}@${width}: pixel ${(s.visual * 100).toFixed(2)} % ink ${(s.ink * 100).toFixed(2)} % (${s.heightCandidate}/${s.heightOriginal} px)`);
          // The host keeps its own look around the embed.
          expect.soft(host, `${name}: host styles around the ${format} embed`).toEqual({ h1: "42px uppercase", body: "10px", escapedFixedParts: "0" });
        }
      }
    } finally {
      await page.close();
    }
    console.log(`[embed-host] ${name}\n  ${results.join("\n  ")}`);
    for (const [where, diff] of Object.entries(diffs)) expect.soft(diff, `${name}: ${where} differs by ${(diff * 100).toFixed(2)} %`).toBeLessThanOrEqual(MAX_DIFF);
  }, 300_000);
});
