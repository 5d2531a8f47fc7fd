import { fileURLToPath } from "node:url";
import { PNG } from "pngjs";
import postcss from "postcss";
import type { Browser, Page } from "puppeteer-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBrowserPool, type BrowserPool } from "@layoutlift/core/browser/pool";
import { launchBrowser } from "@layoutlift/core/browser/launch";
import { capturePage } from "@layoutlift/core/extract/browser/capture";
import { installCanvasRecorder } from "@layoutlift/core/extract/browser/canvas-recorder";
import { readCanvasRecords } from "@layoutlift/core/extract/browser/canvas-records";
import { setViewportSize } from "@layoutlift/core/extract/browser/snapshot";
import { drawingsAtCurrentWidth, primaryDrawings } from "@layoutlift/core/extract/browser/vector-samples";
import { STAMP } from "@layoutlift/core/extract/dom";
import { vectorRecords, type CanvasRecord } from "@layoutlift/core/extract/vector/display-list";
import { drawingRanges } from "@layoutlift/core/extract/vector/drawing-ranges";
import { vectorDrawing } from "@layoutlift/core/extract/vector/vector-drawing";
import { startEgressProxy, type EgressProxy } from "@layoutlift/core/net/egress-proxy";
import { startFixtureServer, type FixtureServer } from "../helpers/fixture-server.ts";
import { compareScreenshots } from "../helpers/similarity.ts";

/**
 * The in-page recorder and the drawing built from its display lists, in real Chromium: what a canvas drew, redrawn
 * as SVG, must cover the same pixels; what has no vector form must be reported so; and a drawing interpolated between
 * two widths must match the canvas at a width in between, even on a page that switches animations off.
 */
const root = fileURLToPath(new URL("../fixtures/extract/canvas-recorder/", import.meta.url));
const SITES = fileURLToPath(new URL("../fixtures/sites/", import.meta.url));

let server: FixtureServer;
let sites: FixtureServer;
let proxy: EgressProxy;
let browser: Browser;

beforeAll(async () => {
  server = await startFixtureServer(root);
  sites = await startFixtureServer(SITES);
  proxy = await startEgressProxy({ allowPrivate: true, loopbackOnly: true });
  browser = await launchBrowser({ proxyServer: proxy.server });
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await proxy?.close();
  await server?.close();
  await sites?.close();
});

async function recordedPage(path: string, width: number): Promise<Page> {
  const page = await browser.newPage();
  await installCanvasRecorder(page);
  await setViewportSize(page, width);
  await page.goto(server.url(path), { waitUntil: "load" });
  await page.evaluate("new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))");
  return page;
}

/** The pixels of one element of the page (its border box). */
async function elementShot(page: Page, selector: string): Promise<PNG> {
  const el = (await page.$(selector))!;
  return PNG.sync.read(Buffer.from(await el.screenshot({ type: "png" })));
}

/** The drawing as the output has it: an svg sized like the canvas, with the drawing's CSS, in a page of its own. */
async function drawingShot(markup: string, css: string, box: { w: number; h: number }, pageCss = ""): Promise<PNG> {
  const page = await browser.newPage();
  try {
    await page.setContent(
      `<!DOCTYPE html><html><head><style>body { margin: 0; } ${pageCss} ${css} svg.drawing { display: block; width: ${box.w}px; height: ${box.h}px; }</style></head><body><svg class="drawing chart">${markup}</svg></body></html>`,
    );
    return await elementShot(page, "svg.drawing");
  } finally {
    await page.close();
  }
}

/** The columns and rows holding the first and last drawn pixel (not white, not transparent), in units of 4 px. */
function inkBounds(png: PNG): number[] {
  const xs: number[] = [];
  const ys: number[] = [];
  for (let y = 0; y < png.height; y++)
    for (let x = 0; x < png.width; x++) {
      const i = (y * png.width + x) * 4;
      if (png.data[i + 3] > 0 && png.data[i] + png.data[i + 1] + png.data[i + 2] < 600) xs.push(x), ys.push(y);
    }
  const q = (v: number) => Math.round(v / 4);
  return [q(Math.min(...xs)), q(Math.max(...xs)), q(Math.min(...ys)), q(Math.max(...ys))];
}

describe("the canvas recorder", () => {
  it("records paths, clips, dashes, alpha, transforms, Path2D and aligned text so that SVG redraws the same pixels", async () => {
    const page = await recordedPage("shapes.html", 500);
    const records = vectorRecords(await readCanvasRecords(page, STAMP));
    const shapes = records.get("1")!;
    expect(shapes, "the shapes canvas has a vector form").toBeTruthy();
    expect(shapes.ops.filter((op) => op.k === "t").map((op) => (op.k === "t" ? op.text : ""))).toContain("Rotated");
    const canvas = await elementShot(page, "#shapes");
    await page.close();
    const { markup, css } = vectorDrawing([{ samples: [{ viewport: 500, record: shapes }] }], "chart");
    const svg = await drawingShot(markup, css, shapes.box);
    const similarity = compareScreenshots(canvas, svg);
    expect(similarity.ink, `${similarity.diffPixels} of ${similarity.inkPixels} ink pixels differ`).toBeGreaterThanOrEqual(0.99);
  });

  it("reports the whole pixels a canvas's box covers, and a captured width's drawing lands on them as the bitmap does", async () => {
    // The box spans 100.67 × 50.41 px from (10.33, 20.30): its snapped edges cover 101 × 51 device pixels, which the
    // box snapshot's tenths of a px could not tell (the stock Chart.js dashboard drew its axes a pixel off at 1280 px).
    const page = await recordedPage("snapped.html", 400);
    const record = vectorRecords(await readCanvasRecords(page, STAMP)).get("1")!;
    expect(record.snapped).toEqual({ w: 101, h: 51 });
    const shot = PNG.sync.read(Buffer.from(await page.screenshot({ type: "png", clip: { x: 0, y: 0, width: 130, height: 80 } })));
    await page.close();
    // The same box with the drawing in it, from a captured sample: its axis columns and rows are the canvas's.
    const { markup, css } = vectorDrawing([{ samples: [{ viewport: 400, record, captured: true }] }], "chart");
    const drawing = await browser.newPage();
    await setViewportSize(drawing, 400);
    await drawing.setContent(
      `<!DOCTYPE html><style>body { margin: 0; } .frame { position: absolute; left: 10.328125px; top: 20.296875px; } svg { display: block; width: 100.671875px; height: 50.40625px; } ${css}</style><div class="frame"><svg class="chart">${markup}</svg></div>`,
    );
    const svg = PNG.sync.read(Buffer.from(await drawing.screenshot({ type: "png", clip: { x: 0, y: 0, width: 130, height: 80 } })));
    await drawing.close();
    // The reddest column along row 40 and the reddest row along column 40, both inside the box.
    const redness = (png: PNG, x: number, y: number) => {
      const k = (y * png.width + x) * 4;
      return png.data[k] - (png.data[k + 1] + png.data[k + 2]) / 2;
    };
    const reddest = (png: PNG, along: "x" | "y") => {
      const at = (i: number) => (along === "x" ? redness(png, i, 40) : redness(png, 40, i));
      let best = 0;
      for (let i = 1; i < 130 && i < (along === "x" ? 130 : 80); i++) if (at(i) > at(best)) best = i;
      return best;
    };
    // Placed by the box's own 100.67 × 50.41 px, the bottom axis showed a row higher.
    expect(reddest(svg, "x")).toBe(reddest(shot, "x"));
    expect(reddest(svg, "y")).toBe(reddest(shot, "y"));
    // Anti-aliased shapes against a resampled bitmap: 0.987 here.
    expect(compareScreenshots(shot, svg).ink).toBeGreaterThanOrEqual(0.98);
  });

  it("reports canvases that drew images or gradients as having no vector form", async () => {
    const page = await recordedPage("shapes.html", 500);
    const raw = (await readCanvasRecords(page, STAMP)) as CanvasRecord[];
    await page.close();
    expect(raw.find((r) => r.stamp === "2")?.unsupported).toBe("images drawn");
    expect(raw.find((r) => r.stamp === "3")?.unsupported).toBe("gradient or pattern fill");
    const records = vectorRecords(raw);
    expect(records.get("2")).toBeNull();
    expect(records.get("3")).toBeNull();
  });

  it("leaves a canvas that redraws on its own (an animation) to its pixels, and keeps drawing-once canvases", async () => {
    const page = await recordedPage("animated.html", 500);
    const records = await primaryDrawings(page);
    await page.close();
    expect(records.get("1")).toBeNull();
    expect(records.get("2")?.ops).toHaveLength(1);
  });

  it("interpolates a chart between two widths to what it draws in between, on a page whose reduced-motion reset stops animations", async () => {
    const page = await recordedPage("responsive.html", 340);
    const responsive = { sized: ["1"], filling: ["1"] };
    const samples = [];
    for (const width of [340, 640]) {
      await setViewportSize(page, width);
      samples.push({ viewport: width, record: (await drawingsAtCurrentWidth(page, responsive)).get("1")! });
    }
    await setViewportSize(page, 487);
    const middle = (await drawingsAtCurrentWidth(page, responsive)).get("1")!;
    expect(middle.box.w).toBe(447);
    const canvas = await elementShot(page, "#bars");
    await page.close();
    const ranges = drawingRanges(samples)!;
    expect(ranges).toHaveLength(1);
    const { markup, css } = vectorDrawing(ranges, "chart");
    const reset = "* { animation: none !important; animation-duration: .01ms !important; transition: none !important; }";
    const svg = await drawingShot(markup, css, middle.box, reset);
    const similarity = compareScreenshots(canvas, svg);
    expect(similarity.ink, `${similarity.diffPixels} of ${similarity.inkPixels} ink pixels differ`).toBeGreaterThanOrEqual(0.99);
    // The same drawing frozen at its widest sample would not do: the interpolation is what makes it right.
    const widest = vectorDrawing([{ samples: [samples[1]] }], "chart");
    expect(compareScreenshots(canvas, await drawingShot(widest.markup, widest.css, middle.box)).ink).toBeLessThan(0.9);
    // A browser without typed arithmetic ignores the @supports block: the widest sample, scaled to the box like the
    // image it replaces, still fills the box with the same bars.
    const sheet = postcss.parse(css);
    sheet.walkAtRules("supports", (rule) => {
      rule.remove();
    });
    const fallback = sheet.toString();
    expect(fallback).not.toContain("animation-delay");
    const scaled = await drawingShot(markup, fallback, middle.box);
    expect(compareScreenshots(canvas, scaled).visual).toBeGreaterThan(0.9);
    const [got, want] = [inkBounds(scaled), inkBounds(canvas)];
    got.forEach((edge, i) => expect(Math.abs(edge - want[i]), `edge ${i}: ${got} vs ${want}`).toBeLessThanOrEqual(3));
  });
});

describe("capturing a page's drawings", () => {
  let pool: BrowserPool;
  beforeAll(() => {
    pool = createBrowserPool();
  });
  afterAll(async () => {
    await pool?.close();
  });

  it("samples charts at stretch ends and their changes, and never keeps what the page drew at the widths it is judged at", async () => {
    const captured = await pool.withContext(
      async (context) => {
        const page = await context.newPage();
        try {
          return await capturePage(page, sites.url("runtime/chart-dashboard/"), {
            widths: [1280, 768, 390],
            verifyWidths: [1024, 560],
            navigationMs: 20_000,
            maxElements: 15_000,
            maxHeightPx: 30_000,
          });
        } finally {
          await page.close();
        }
      },
      { proxyServer: `http://${proxy.server}` },
    );
    for (const width of [1024, 560]) {
      expect(captured.drawings.has(width), `drawings at ${width}`).toBe(false);
      expect(captured.drawnByWidth.has(width), `pixels at ${width}`).toBe(false);
    }
    // Both ends of Bootstrap's stretches, down to the narrowest phones.
    for (const width of [1280, 768, 390, 320, 575, 576, 767, 991, 992]) expect(captured.drawings.has(width), `sampled at ${width}`).toBe(true);
    const revenue = [...captured.drawings.values()].map((records) => [...records.values()][0]).filter((r): r is CanvasRecord => !!r);
    expect(revenue.length).toBeGreaterThan(12);
  }, 120_000);
});
