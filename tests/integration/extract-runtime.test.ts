import { mkdirSync, writeFileSync } from "node:fs";
import { PNG } from "pngjs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { Browser, BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBrowserPool, type BrowserPool } from "@layoutlift/core/browser/pool";
import { buildDocument } from "@layoutlift/core/extract/document";
import { UserFacingError } from "@layoutlift/core/errors/user-facing-error";
import { extractLayout, type ExtractionResult } from "@layoutlift/core/extract/extract";
import { startEgressProxy } from "@layoutlift/core/net/egress-proxy";
import { launchTestBrowser } from "../helpers/browser.ts";
import { startFixtureServer, type FixtureServer } from "../helpers/fixture-server.ts";
import { sharedExtraction } from "../helpers/extraction-cache.ts";
import { auditHtml, countUnusedRules } from "../helpers/output-audit.ts";
import { compareScreenshots, createRenderContext, describeDifference, renderPage } from "../helpers/similarity.ts";

/**
 * Pages whose look depends on runtime state (issue 12): document-level attributes set by markup or script, JS-drawn
 * pixels, script-positioned layouts and pages that move. Each is judged against the original at widths the
 * extraction did not capture (1024 and 560 besides the captured 1280/768/390).
 *
 * The top-level fixture pages here (bootstrap-rtl, cover-page, sign-in, theme-script, redirecting) are the same
 * extraction extract-fidelity judges (one per run, extraction-cache.ts), at 1280 and 560 with the same 0.97 floor:
 * this file judges them at 1024, the uncaptured width that file does not, instead of rendering 560 a second time.
 */
const ROOT = resolve(fileURLToPath(import.meta.url), "../../..");
const SITES = join(ROOT, "tests/fixtures/sites");
const TMP = join(ROOT, ".tmp");
const FLOOR = 0.97;

let fixtures: FixtureServer;
let browser: Browser;
let render: BrowserContext;
let pool: BrowserPool;

beforeAll(async () => {
  mkdirSync(TMP, { recursive: true });
  process.env.LAYOUTLIFT_TMP ??= join(TMP, "chromium");
  fixtures = await startFixtureServer(SITES);
  browser = await launchTestBrowser();
  render = await createRenderContext(browser);
  pool = createBrowserPool();
});

afterAll(async () => {
  await pool?.close();
  await browser?.close();
  await fixtures?.close();
});

async function extract(path: string, navigationMs?: number): Promise<ExtractionResult> {
  const run = async () => {
    const proxy = await startEgressProxy({ allowPrivate: true, loopbackOnly: true });
    try {
      return await extractLayout(fixtures.url(path), { pool, proxyServer: proxy.server, limits: navigationMs ? { navigationMs } : undefined });
    } finally {
      await proxy.close();
    }
  };
  // At the default widths and limits extract-fidelity extracts the same fixture pages: once per run serves both.
  return navigationMs ? run() : sharedExtraction(fixtures.origin, path, { widths: "default" }, run);
}

/**
 * The extraction against the page it settled on, at `width`: its ink similarity is at least `floor`. A comparison that
 * falls short says where the renderings differ (CI keeps the output, not the images) and leaves both renders and the
 * document in .tmp/ink-failures for a look; a passing one skips that work (a PNG encode of two full pages).
 */
async function expectInkAt(result: ExtractionResult, width: number, floor: number): Promise<void> {
  const url = result.layoutJson.url;
  const original = await renderPage(render, { url }, width);
  const extraction = await renderPage(render, { html: buildDocument(result), baseUrl: url }, width);
  const ink = compareScreenshots(original.png, extraction.png).ink;
  if (ink >= floor) return;
  const dir = join(TMP, "ink-failures");
  mkdirSync(dir, { recursive: true });
  const name = `${new URL(url).pathname.replace(/\W+/g, "-")}${width}-${Date.now()}`;
  writeFileSync(join(dir, `${name}-orig.png`), PNG.sync.write(original.png));
  writeFileSync(join(dir, `${name}-extr.png`), PNG.sync.write(extraction.png));
  writeFileSync(join(dir, `${name}.html`), buildDocument(result));
  expect(ink, `ink at ${width}: ${describeDifference(original.png, extraction.png)}`).toBeGreaterThanOrEqual(floor);
}

/** The cleanliness targets: no script, handler, style attribute or javascript: URL, and no rule that styles nothing. */
async function expectClean(result: ExtractionResult): Promise<void> {
  const audit = auditHtml(result.html);
  expect(audit).toMatchObject({ scripts: 0, eventHandlers: 0, styleAttributes: 0, javascriptUrls: 0 });
  const page = await render.newPage();
  try {
    const rules = await countUnusedRules(page, result.html, result.css);
    expect(rules.unused, `unused rules: ${rules.examples.join(" | ")}`).toBe(0);
  } finally {
    await page.close();
  }
}

async function expectFaithful(result: ExtractionResult, widths: number[]): Promise<void> {
  await expectClean(result);
  for (const width of widths) await expectInkAt(result, width, FLOOR);
}

describe("document-level state", () => {
  it("keeps dir and lang of a right-to-left Bootstrap page", async () => {
    const result = await extract("bootstrap-rtl/");
    expect(result.document.html).toMatchObject({ dir: "rtl", lang: "he" });
    expect(result.layoutJson.document).toEqual(result.document);
    expect(buildDocument(result)).toMatch(/<html[^>]* dir="rtl"/);
    await expectFaithful(result, [1024]);
  }, 120_000);

  it("keeps html/body classes a full-height cover page depends on", async () => {
    const result = await extract("cover-page/");
    expect(result.document.html.class?.split(" ")).toContain("h-100");
    expect(result.document.body.class?.split(" ")).toEqual(expect.arrayContaining(["d-flex", "h-100"]));
    await expectFaithful(result, [1024]);
  }, 120_000);

  it("keeps a sign-in form centred on a 100%-high body", async () => {
    const result = await extract("sign-in/");
    await expectFaithful(result, [1024]);
  }, 120_000);

  it("keeps the theme a script resolved onto <html>, and the icon font from a subfolder", async () => {
    const result = await extract("theme-script/");
    expect(result.html).not.toContain("<script");
    // The dark theme the script chose is what the output shows, with or without the attribute.
    expect(result.css).toMatch(/--bs-body-bg:\s*#212529/);
    expect(result.css).toContain("bootstrap-icons.woff2");
    await expectFaithful(result, [1024]);
  }, 120_000);
});

/** The decoded image behind `<img ... id="<id>" ... src="data:...">` (attributes in any order). */
function imageById(html: string, id: string): { tag: string; png: PNG } {
  const tag = [...html.matchAll(/<img\b[^>]*>/g)].map((m) => m[0]).find((t) => t.includes(` id="${id}"`));
  if (!tag) throw new Error(`no <img id="${id}"> in the output`);
  const src = /src="data:image\/png;base64,([^"]+)"/.exec(tag)?.[1];
  if (!src) throw new Error(`<img id="${id}"> has no PNG data URL`);
  return { tag, png: PNG.sync.read(Buffer.from(src, "base64")) };
}

/** Share of pixels that are neither transparent nor white: a blank canvas scores 0. */
function drawnShare(png: PNG): number {
  let drawn = 0;
  for (let i = 0; i < png.data.length; i += 4) {
    const [r, g, b, a] = [png.data[i], png.data[i + 1], png.data[i + 2], png.data[i + 3]];
    if (a > 16 && !(r > 245 && g > 245 && b > 245)) drawn++;
  }
  return drawn / (png.width * png.height);
}

describe("JS-drawn pixels", () => {
  it("redraws Chart.js charts as vector shapes at every width and keeps WebGL canvases as images", async () => {
    const result = await extract("runtime/chart-dashboard/");
    expect(result.html).not.toContain("<canvas");
    // The charts are shapes and real text, labelled as the canvases were; the WebGL canvas is an image of its pixels.
    for (const id of ["revenue", "channels", "weekdays"]) expect(result.html, id).toMatch(new RegExp(`<svg\\b[^>]*id="${id}"`));
    expect(result.html).toMatch(/<svg\b[^>]*id="revenue"[^>]*aria-label="Revenue by month, line chart"/);
    for (const label of ["Jan", "Sep", "Web", "Partners", "Mon", "Sun"]) expect(result.html, label).toMatch(new RegExp(`<text\\b[^>]*>${label}</text>`));
    expect(drawnShare(imageById(result.html, "heat").png), "the WebGL canvas is drawn, not blank").toBeGreaterThan(0.02);
    await expectClean(result);
    // Vector redraws antialias edges a little differently from the canvas (0.990–0.999 here; 0.98996 once at 1280 in a
    // full run, with the same mean colour on both sides): 0.985 still fails a missing or mis-scaled chart.
    for (const width of [1280, 768, 390]) await expectInkAt(result, width, 0.985);
    // Widths nobody captured, in every stretch: where the charts' boxes grow with the viewport (below 576 px) only the
    // interpolation between samples can draw them as the page does.
    const widths = [333 + Math.floor(Math.random() * 240), 580 + Math.floor(Math.random() * 180), 800 + Math.floor(Math.random() * 440)];
    for (const width of widths) await expectInkAt(result, width, FLOOR);
  }, 180_000);

  it("draws a stock Chart.js dashboard (default animation, aspect ratio and legends) as it looks at rest", async () => {
    // Bootstrap's dashboard example: the charts sit in a main column beside a sidebar that turns into an offcanvas
    // below md, so their width changes at every breakpoint; Chart.js animates each chart in for a second by script.
    const result = await extract("runtime/chartjs-dashboard/");
    for (const id of ["myChart", "channels", "share"]) expect(result.html, id).toMatch(new RegExp(`<svg\\b[^>]*id="${id}"`));
    // The drawing is the finished chart, not a frame of its intro animation: every value is at its full height.
    for (const label of ["Sunday", "Saturday", "This week", "Last week", "Partners"]) expect(result.html, label).toMatch(new RegExp(`<text\\b[^>]*>${label}</text>`));
    // What is left is how a canvas bitmap placed at a fractional position is resampled (softer edges) against
    // crisp vector shapes: 0.97–0.99 ink; a frame of the animation scored 0.54–0.92.
    for (const width of [1280, 1024, 768, 560, 390, 1440, 1920]) await expectInkAt(result, width, 0.96);
  }, 240_000);

  it("keeps a video's poster, gives a poster-less video the frame it showed, and turns frames into images", async () => {
    const result = await extract("runtime/media-embeds/");
    expect(result.html).not.toMatch(/<iframe/i);
    const frames = [...result.html.matchAll(/<img\b[^>]*alt="(Map to the shop|Small map)"[^>]*>/g)].map((m) => m[0]);
    expect(frames).toHaveLength(2);
    for (const tag of frames) {
      const png = PNG.sync.read(Buffer.from(/src="data:image\/png;base64,([^"]+)"/.exec(tag)![1], "base64"));
      expect(drawnShare(png)).toBeGreaterThan(0.3);
    }
    expect(result.html).toMatch(/<video class="w-100 rounded" poster="[^"]*\/poster\.png"/);
    const live = /<video[^>]*id="live"[^>]*>/.exec(result.html)?.[0] ?? "";
    const poster = PNG.sync.read(Buffer.from(/poster="data:image\/png;base64,([^"]+)"/.exec(live)?.[1] ?? "", "base64"));
    expect([poster.width, poster.height]).toEqual([320, 180]);
    expect(drawnShare(poster)).toBeGreaterThan(0.9);
    // A frame reflows at each width; its pictures follow, so the page matches at the narrower captures too.
    await expectFaithful(result, [1280, 768, 390]);
    const inStretch = 580 + Math.floor(Math.random() * 180);
    await expectInkAt(result, inStretch, 0.99);
    // On phones the frames grow with the viewport and their striped map keeps its size: each width shows the next
    // wider capture at 1:1, so widths nobody captured match too, down to the smallest phones.
    for (const width of [1024, 560, 320 + Math.floor(Math.random() * 255)]) await expectInkAt(result, width, FLOOR);
    // Above the widest capture the container grows at 1400 px: the frames were pictured there too (0.965 without).
    for (const width of [1440, 1920]) await expectInkAt(result, width, 0.99);
  }, 180_000);
});

describe("script-positioned layouts", () => {
  it("keeps a Swiper carousel on its visible slide at widths nobody captured", async () => {
    const result = await extract("runtime/swiper-carousel/");
    // The track's pixel offset for slide 2 became a share of its own width, the slides' pixel widths 100%.
    expect(result.css).toMatch(/translate3d\(calc\(-100% - 24px\), 0px, 0px\)/);
    expect(result.css).not.toMatch(/(^|[\s{;])width: \d{3,4}(\.\d+)?px/m);
    await expectFaithful(result, [1280, 1024, 560, 333 + Math.floor(Math.random() * 900)]);
  }, 180_000);
});

describe("script-packed columns", () => {
  it("packs a Masonry grid into the columns the script uses at every width, cards in their order", async () => {
    const result = await extract("runtime/masonry-layout/");
    // Three columns from Bootstrap's lg breakpoint down to its sm one, one column below: the page's own breakpoints.
    expect(result.css).toMatch(/@media \(min-width: \d+px\) and \(max-width: 991\.98px\)/);
    expect(result.css).toMatch(/top: calc\(anchor\(--[\w-]+ bottom\) \+ 24px\)/);
    // The script's pixel height of the grid is gone: the grid's height follows its cards.
    expect(result.css).not.toMatch(/(^|[\s{;])height: \d{3,}(\.\d+)?px/m);
    const titles = [...result.html.matchAll(/<h5 class="card-title">([^<]+)</g)].map((m) => m[1]);
    expect(titles).toEqual(["Coastal ridge at dawn", "Red canyon", "Blue lakes", "Heather hills", "Pine forest loop"]);
    await expectFaithful(result, [1024, 560, 333 + Math.floor(Math.random() * 900)]);
    // Above the widest capture Bootstrap's container grows to 1320 px at its xxl breakpoint and the script re-packs:
    // the capture sampled there too, so wide desktops get the packing the page shows (0.49 when it kept 1280's).
    for (const width of [1440, 1920, 1400 + Math.floor(Math.random() * 520)]) await expectInkAt(result, width, 0.98);
  }, 240_000);
});

describe("carousels and icons", () => {
  it("keeps a Bootstrap carousel with captions and indicators at every width", async () => {
    // Bootstrap's carousel example (captions over full-width slides) and the docs' one (captions from md up, images).
    const result = await extract("runtime/bootstrap-carousel/");
    expect(result.html).toContain("Example headline.");
    expect(result.html).toContain("First slide label");
    for (const width of [1280, 1024, 768, 560, 390, 1440, 1920]) await expectInkAt(result, width, 0.99);
  }, 240_000);

  it("does not show data: icons the page itself never showed", async () => {
    // The page's Content-Security-Policy refuses data: images (Bootstrap's own select arrow, checkmarks and close
    // icon among them), and two style attributes hold data: URLs the browser drops (a bad string, a bad url).
    const result = await extract("runtime/data-uri-icons/");
    expect(result.css).not.toMatch(/url\(["']?data:image\/svg/);
    expect(result.css).toContain("logo.svg");
    expect(result.html).toMatch(/<img src="data:image\/png;base64,"/);
    // The declarations after the dropped ones are intact.
    expect(result.css).toMatch(/background-color: (#cfe2ff|rgb\(207, 226, 255\))/);
    for (const width of [1280, 768, 390]) await expectInkAt(result, width, 0.99);
  }, 120_000);
});

describe("pages that move", () => {
  it("follows a script redirect and then a meta refresh, and extracts where the page settles", async () => {
    const result = await extract("redirecting/");
    expect(result.layoutJson.url).toBe(fixtures.url("redirecting/landed.html"));
    expect(result.title).toBe("Harbor Coffee — new home");
    expect(result.html).toContain("Same beans, same people");
    await expectFaithful(result, [1024]);
  }, 120_000);

  it("fails with a clear message when the page never settles", async () => {
    const error = await extract("redirecting/loop.html").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UserFacingError);
    expect((error as Error).message).toMatch(/kept moving to another address/);
  }, 120_000);

  it("dismisses alert, confirm and prompt during load at once", async () => {
    // A dialog left open blocks the load event, so with a short navigation limit the extraction would fail.
    const result = await extract("redirecting/alerts.html", 5_000);
    expect(result.html).toContain("Loaded past three dialogs.");
  }, 120_000);
});
