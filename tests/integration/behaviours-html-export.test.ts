import { createHash } from "node:crypto";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { unzipSync, strFromU8 } from "fflate";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { PNG } from "pngjs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BEHAVIOUR_RUNTIME } from "@layoutlift/core/behaviours/runtime.gen";
import { createBrowserPool } from "@layoutlift/core/browser/pool";
import { exportLayout, type ExportInput } from "@layoutlift/core/export/export-layout";
import { extractLayout, type ExtractionResult } from "@layoutlift/core/extract/extract";
import { startEgressProxy } from "@layoutlift/core/net/egress-proxy";
import { launchTestBrowser } from "../helpers/browser.ts";
import { sharedExtraction } from "../helpers/extraction-cache.ts";
import { startFixtureServer, type FixtureServer } from "../helpers/fixture-server.ts";
import { BEHAVIOUR_EXTRACTION } from "./behaviour-matrix.ts";
import { compareScreenshots, createRenderContext, siblingUrl, toWords, wordsKept } from "../helpers/similarity.ts";

/**
 * Issue 24 end to end: the Bootstrap 5 agency page (its own bundle) extracted at 1280 and 390 px, exported as HTML,
 * and clicked in Chromium like the original: the navbar toggler on a phone, a tab, an accordion header, the modal
 * and Escape. The export runs our runtime only, none of the page's scripts, and keeps the hidden parts' words.
 */
const SITES = fileURLToPath(new URL("../fixtures/sites/", import.meta.url));
const TMP = join(process.cwd(), ".tmp");

let fixtures: FixtureServer;
let browser: Browser;
let context: BrowserContext;
let url: string;
let result: ExtractionResult;
let input: ExportInput;
let exported: string;

beforeAll(async () => {
  mkdirSync(TMP, { recursive: true });
  process.env.LAYOUTLIFT_TMP ??= join(TMP, "chromium");
  // Not offlineRemoteUrls: the page names no remote URL. Served alike, its extraction is the one
  // behaviours-framework-projects makes: once per run serves both.
  fixtures = await startFixtureServer(SITES);
  url = fixtures.url("behaviours/bootstrap-agency/");
  result = await sharedExtraction(fixtures.origin, "behaviours/bootstrap-agency/", BEHAVIOUR_EXTRACTION, async () => {
    const pool = createBrowserPool();
    const proxy = await startEgressProxy({ allowPrivate: true, loopbackOnly: true });
    try {
      return await extractLayout(url, { pool, proxyServer: proxy.server, viewports: BEHAVIOUR_EXTRACTION.viewports });
    } finally {
      await proxy.close();
      await pool.close();
    }
  });
  input = { html: result.html, css: result.css, title: result.title, document: result.document, baseUrl: url };
  exported = new TextDecoder().decode((await exportLayout("html", input)).body);
  browser = await launchTestBrowser();
  context = await createRenderContext(browser);
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await fixtures?.close();
});

/** The original, or the export served beside it (so its relative URLs resolve alike), at `width`. */
async function open(which: "original" | "export", width: number): Promise<Page> {
  const page = await context.newPage();
  await page.setViewportSize({ width, height: 800 });
  let target = url;
  if (which === "export") {
    target = siblingUrl(url);
    await page.route(target, (route) => route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body: exported }));
  }
  await page.goto(target, { waitUntil: "load" });
  await page.evaluate("document.fonts.ready.then(() => undefined)");
  return page;
}

/** Waits until no transition or animation runs (Bootstrap's collapse takes 350 ms), then shoots the viewport. */
async function settledShot(page: Page): Promise<PNG> {
  await page.waitForFunction("document.getAnimations().every((a) => a.playState !== 'running') && !document.querySelector('.collapsing')");
  return PNG.sync.read(await page.screenshot({ caret: "hide" }));
}

const visible = (page: Page, selector: string) => page.locator(selector).first().isVisible();

/** Words of the whole document, hidden parts included (not scripts or styles). */
const ALL_TEXT = `(() => {
  const out = [];
  const walk = (node) => {
    if (node.nodeType === Node.TEXT_NODE) { out.push(node.textContent); return; }
    if (node instanceof Element && ["SCRIPT", "STYLE", "NOSCRIPT", "TEMPLATE"].includes(node.tagName)) return;
    node.childNodes.forEach(walk);
  };
  walk(document.body);
  return out.join(" ");
})()`;

describe("a Bootstrap page's behaviours in the HTML export", () => {
  it("ship our runtime and none of the page's scripts", () => {
    const scripts = [...exported.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts).toHaveLength(1);
    expect(scripts[0][1]).toBe("");
    expect(scripts[0][2]).toBe(BEHAVIOUR_RUNTIME);
    expect(exported).not.toMatch(/bootstrap\.bundle|agency\.js/);
    expect(exported).toContain('data-toggle-target="navbarResponsive"');
  });

  it("keep the words of the whole document, hidden parts included", async () => {
    const original = await open("original", 1280);
    const copy = await open("export", 1280);
    const kept = wordsKept(toWords(await original.evaluate<string>(ALL_TEXT)), toWords(await copy.evaluate<string>(ALL_TEXT)));
    console.log(`words kept (whole document): ${(kept * 100).toFixed(1)} %`);
    expect(kept).toBeGreaterThanOrEqual(0.99);
    await original.close();
    await copy.close();
  }, 60_000);

  it("open the navbar on a phone: About and Contact appear, as on the original after the same click", async () => {
    const shots: PNG[] = [];
    for (const which of ["original", "export"] as const) {
      const page = await open(which, 390);
      expect(await visible(page, "#navbarResponsive a[href='#about']"), `${which}: About hidden before the click`).toBe(false);
      await page.click(".navbar-toggler");
      await page.locator("#navbarResponsive a[href='#contact']").waitFor({ state: "visible" });
      expect(await visible(page, "#navbarResponsive a[href='#about']")).toBe(true);
      expect(await page.getAttribute(".navbar-toggler", "aria-expanded")).toBe("true");
      shots.push(await settledShot(page));
      await page.close();
    }
    const { ink } = compareScreenshots(shots[0], shots[1]);
    console.log(`navbar open at 390 px, ink similarity: ${ink.toFixed(3)}`);
    expect(ink).toBeGreaterThanOrEqual(0.98);
  }, 60_000);

  it("switch tabs, open accordion items one at a time, and open the modal that Escape closes", async () => {
    for (const which of ["original", "export"] as const) {
      const page = await open(which, 1280);
      const shows = (selector: string, state: "visible" | "hidden" = "visible") =>
        page.locator(selector).first().waitFor({ state, timeout: 10_000 }).catch(() => {
          throw new Error(`${which}: ${selector} never became ${state}`);
        });
      await page.click("#identity-tab");
      await shows("#identity");
      await shows("#strategy", "hidden");
      expect(await page.getAttribute("#identity-tab", "aria-selected")).toBe("true");

      await page.click("button[data-bs-target='#aboutTwo']");
      await shows("#aboutTwo");
      await shows("#aboutOne", "hidden");

      await page.click("text=Tell me more");
      await shows("#projectModal .modal-body");
      expect(await page.getAttribute("#projectModal", "aria-modal")).toBe("true");
      // Bootstrap ignores Escape while its modal is still fading in: a person presses it once the dialog is shown.
      await page.waitForFunction("document.getAnimations().every((a) => a.playState !== 'running') && document.activeElement?.closest('#projectModal')");
      await page.keyboard.press("Escape");
      await shows("#projectModal .modal-body", "hidden");
      await page.close();
    }
  }, 120_000);
});

describe("scroll-driven states in the HTML export", () => {
  it("turn the navbar solid once the page scrolls and mark the scrollspy link of the section in view, as the original does", async () => {
    const shots: PNG[][] = [];
    for (const which of ["original", "export"] as const) {
      const page = await open(which, 1280);
      const taken: PNG[] = [];
      for (const [to, marked] of [[60, "#mainNav.navbar-shrink"], ["#about", "#mainNav a[href='#about'].active"], [0, "#mainNav:not(.navbar-shrink)"]] as const) {
        await page.evaluate((target) => {
          const y = typeof target === "number" ? target : document.querySelector(target)!.getBoundingClientRect().top + scrollY;
          window.scrollTo({ top: y, behavior: "instant" });
        }, to);
        await page.locator(marked).waitFor({ state: "attached", timeout: 10_000 }).catch(() => {
          throw new Error(`${which}: after scrolling to ${to}, ${marked} never matched`);
        });
        taken.push(await settledShot(page));
      }
      shots.push(taken);
      await page.close();
    }
    shots[0].forEach((original, i) => {
      const { ink } = compareScreenshots(original, shots[1][i]);
      console.log(`scroll state ${i}, ink similarity: ${ink.toFixed(3)}`);
      expect(ink).toBeGreaterThanOrEqual(0.98);
    });
  }, 60_000);
});

describe("the other HTML formats", () => {
  it("the zip's static site loads the runtime as its own file", async () => {
    const files = unzipSync((await exportLayout("zip", input)).body);
    const index = strFromU8(files["html/index.html"] ?? files["index.html"]);
    expect(index).toContain('<script src="behaviours.js" defer></script>');
    const runtime = Object.entries(files).find(([name]) => name.endsWith("behaviours.js"));
    expect(strFromU8(runtime![1]).trim()).toBe(BEHAVIOUR_RUNTIME);
  });

  it("embeds carry it inline with the hash a Content-Security-Policy names; WordPress prints it with the markup", async () => {
    const hash = `'sha256-${createHash("sha256").update(BEHAVIOUR_RUNTIME).digest("base64")}'`;
    for (const format of ["wix", "squarespace"] as const) {
      const embed = new TextDecoder().decode((await exportLayout(format, input)).body);
      expect(embed).toContain(`script-src ${hash}`);
      expect([...embed.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1])).toEqual([BEHAVIOUR_RUNTIME]);
    }
    const php = new TextDecoder().decode((await exportLayout("wordpress", input)).body);
    expect(php).toContain(`<script>${BEHAVIOUR_RUNTIME}</script>`);
  });
});
