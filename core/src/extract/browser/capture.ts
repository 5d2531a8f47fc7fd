import { UserFacingError } from "../../errors/user-facing-error.ts";
import type { HTTPResponse, Page } from "puppeteer-core";
import type { WidthSnapshot } from "../context.ts";
import type { CssChunk } from "../css/assemble.ts";
import { precisionMap, restorePrecision } from "../css/number-precision.ts";
import { navigationMessage } from "./browser-errors.ts";
import { drawnPixelsAtCurrentWidth, fullPageScreenshot, resolveDrawnPixels, type DrawnElement, type DrawnPixels } from "./drawn-pixels.ts";
import { dismissDialogs, isNavigatedAway, loadSettled, MAX_HOPS, NeverSettlesError } from "./navigation.ts";
import type { PackingSample } from "../packing.ts";
import { PACKING_SCRIPT_MS, samplePackings, type PackedContainer } from "./packing-samples.ts";
import { pageCall, pageEvaluator } from "./page-script.ts";
import { followsResize, watchResizeFollowers } from "./resize-watch.ts";
import { HOLD_RESIZES_SCRIPT } from "./resize-hold.ts";
import { preserveDrawingBuffers } from "./preserved-drawing.ts";
import { resizeAndSettle, setViewportSize, snapshotAt, VIEWPORT_HEIGHT, type Follows } from "./snapshot.ts";
import { NARROWEST_VIEWPORT, narrowStretchEnds, unsampledStretches } from "../width-ranges.ts";
import { mediaWidths } from "../css/width-breakpoints.ts";
import { installCanvasRecorder } from "./canvas-recorder.ts";
import { drawingsAtCurrentWidth, drawingsThatFollowWidth, primaryDrawings, responsiveDrawings, sampleDrawings, type DrawingsByWidth } from "./vector-samples.ts";

/**
 * Lazy content loads when it intersects the viewport, so capture first opens one as tall as the page; past this
 * height Chromium's compositor tiles and screenshots get slow and memory-heavy, and the later scroll still
 * reaches what lies further down.
 */
const TALLEST_LAZY_VIEWPORT = 16_000;

export interface CaptureOptions {
  widths: number[];
  /** Widths snapshotted only so the verify step can judge the output there (not used by the passes). */
  verifyWidths?: number[];
  navigationMs: number;
  maxElements: number;
  maxHeightPx: number;
  /** Called when the capture is far enough along to report progress (0..100 within the stage). */
  onProgress?: (progress: number) => void | Promise<void>;
}

export interface CapturedPage {
  finalUrl: string;
  title: string;
  lang: string | null;
  /** A complete document: the page's html/body attributes around the body as serialized (shadow roots declarative). */
  documentHtml: string;
  cssChunks: CssChunk[];
  shadowChunks: Record<string, CssChunk[]>;
  snapshots: Map<number, WidthSnapshot>;
  /** Snapshots at the verify-only widths. */
  verifySnapshots: Map<number, WidthSnapshot>;
  /** Images of what canvases, frames and poster-less videos showed, by stamp. */
  drawn: Map<string, DrawnPixels>;
  /**
   * What canvases and frames showed at the other captured widths and the widths sampled between them. Never at the
   * verify widths: the output must not be built from what the page showed where it is judged.
   */
  drawnByWidth: Map<number, Map<string, DrawnPixels>>;
  /** 2D canvases' display lists at the captured widths and the widths sampled for them (vector/). */
  drawings: DrawingsByWidth;
  /** Boxes of script-packed containers (Masonry) at the captured widths and the widths sampled between, by stamp. */
  packings: Map<string, PackingSample[]>;
  screenshot: Uint8Array;
  elementCount: number;
  pageHeight: number;
  /** Milliseconds per capture step, for the stats. */
  timings: Record<string, number>;
}


/**
 * Loads the page at the first width, makes lazy content appear, freezes animations, stamps every element and reads
 * its CSS (from the CSSOM, with cross-origin sheets filled from the responses the browser received), its markup and
 * a box/style snapshot at every width, plus the full-page screenshot.
 */
export async function capturePage(page: Page, url: string, options: CaptureOptions): Promise<CapturedPage> {
  dismissDialogs(page);
  // The hold first: resize-watch.ts must not count the hold's own listener as the page following resizes.
  await page.evaluateOnNewDocument(HOLD_RESIZES_SCRIPT);
  await watchResizeFollowers(page);
  await preserveDrawingBuffers(page);
  await installCanvasRecorder(page);
  // A page that navigates later than loadSettled waits (a timer of a few seconds) is captured again where it went.
  for (let attempt = 1; ; attempt++) {
    try {
      return await captureOnce(page, attempt === 1 ? url : page.url(), options);
    } catch (error) {
      if (error instanceof UserFacingError || !isNavigatedAway(error)) throw error;
      if (attempt >= MAX_HOPS) throw new UserFacingError(new NeverSettlesError(attempt).message);
    }
  }
}

async function captureOnce(page: Page, url: string, options: CaptureOptions): Promise<CapturedPage> {
  const [primary, ...others] = options.widths;
  const stylesheets = new Map<string, HTTPResponse>();
  page.on("response", (response) => {
    if (response.request().resourceType() === "stylesheet") stylesheets.set(response.url(), response);
  });
  const evaluate = pageEvaluator(page);
  const timings: Record<string, number> = {};
  let mark = performance.now();
  const lap = (name: string) => {
    const now = performance.now();
    timings[name] = Math.round(now - mark);
    mark = now;
  };

  // Lazy content, fonts and the network come to rest while the page is watched for moving on (navigation.ts).
  const settle = async () => {
    // Make every lazy element intersect once: a viewport as tall as the page, then a scroll for scroll-driven code.
    const { height: initialHeight } = (await evaluate(pageCall("stamp", 0))) as { height: number };
    const tall = Math.min(Math.max(initialHeight, VIEWPORT_HEIGHT), options.maxHeightPx, TALLEST_LAZY_VIEWPORT);
    if (tall > VIEWPORT_HEIGHT) {
      await setViewportSize(page, primary, tall);
      await evaluate(pageCall("settle", 150));
      await setViewportSize(page, primary);
    }
    await evaluate(pageCall("nudgeScroll"));
    await page.waitForNetworkIdle({ idleTime: 200, timeout: 1500 }).catch(() => undefined);
    await evaluate(pageCall("settle", 1500));
  };

  await setViewportSize(page, primary);
  let response: HTTPResponse | null;
  try {
    response = await loadSettled(page, url, options.navigationMs, settle);
  } catch (error) {
    if (error instanceof NeverSettlesError) throw new UserFacingError(error.message);
    if (error instanceof UserFacingError) throw error;
    throw new UserFacingError(navigationMessage(url, error as Error, options.navigationMs));
  }
  if (response && response.status() >= 400) {
    throw new UserFacingError(`The page answered with HTTP ${response.status()} ${response.statusText()}`.trim() + `: check that ${url} opens in a browser.`);
  }
  const contentType = response?.headers()["content-type"] ?? "text/html";
  if (!/html|xml/i.test(contentType)) throw new UserFacingError(`The address does not point to a web page (it returned ${contentType.split(";")[0]}).`);
  // A settle cut short by a hop may have left the tall viewport behind.
  await setViewportSize(page, primary);
  await evaluate(pageCall("freeze"));
  lap("load+settle");
  await options.onProgress?.(55);

  const { total } = (await evaluate(pageCall("stamp", options.maxElements + 3))) as { total: number };
  const snapshots = new Map<number, WidthSnapshot>();
  const first = await snapshotAt(page, primary, evaluate);
  snapshots.set(primary, first.boxes);
  // Everything is read before the screenshot: a full-page screenshot briefly resizes the viewport, and although the
  // hold (resize-hold.ts) keeps that from the page, a ResizeObserver can still report the size it noted just after.
  const drawings: DrawingsByWidth = new Map();
  const [drawnElements, css, markup, atPrimary] = await Promise.all([
    evaluate(pageCall("drawn")) as Promise<DrawnElement[]>,
    evaluate(pageCall("css")) as Promise<{ document: RawChunk[]; shadows: Record<string, RawChunk[]>; sources: string[] }>,
    evaluate(pageCall("html")) as Promise<PageMarkup>,
    primaryDrawings(page),
  ]);
  drawings.set(primary, atPrimary);
  const responsive = responsiveDrawings(atPrimary);
  const screenshot = await fullPageScreenshot(page, primary, Math.min(first.height, options.maxHeightPx));
  const drawn = resolveDrawnPixels(drawnElements, screenshot);
  await options.onProgress?.(75);
  lap("screenshot+css+html");
  // A page that packs items into columns by script re-packs them after every resize, debounced: give it time.
  const packed = (await evaluate(pageCall("packed"))) as PackedContainer[];
  const follows: Follows = (await followsResize(page)) ? { scriptMs: packed.length ? PACKING_SCRIPT_MS : 0 } : { static: true };
  const drawnByWidth = new Map<number, Map<string, DrawnPixels>>();
  const hasDrawn = drawnElements.some((d) => d.kind !== "video");
  const hasDrawings = atPrimary.size > 0;
  for (const width of others) {
    const { boxes } = await snapshotAt(page, width, evaluate, follows);
    if (hasDrawn) drawnByWidth.set(width, await drawnPixelsAtCurrentWidth(page, evaluate, width, options.maxHeightPx));
    if (hasDrawings) drawings.set(width, await drawingsAtCurrentWidth(page, responsive));
    snapshots.set(width, boxes);
  }
  const verifySnapshots = new Map<number, WidthSnapshot>();
  for (const width of options.verifyWidths ?? []) verifySnapshots.set(width, (await snapshotAt(page, width, evaluate, follows)).boxes);
  lap("snapshots");
  const packings = packed.length ? await samplePackings(page, evaluate, packed, snapshots) : new Map<string, PackingSample[]>();
  if (packed.length) lap("packings");

  // Every stylesheet body, read once: cross-origin sheets are filled from it, and all of them restore precision.
  const sheetText = new Map(
    await Promise.all([...stylesheets].map(async ([href, r]) => [href, await r.text().catch(() => "")] as const)),
  );
  const precision = precisionMap([...css.sources, ...sheetText.values()]);
  const fill = (chunks: RawChunk[]): CssChunk[] =>
    chunks.map((c) =>
      c.blockedHref
        ? { text: sheetText.get(c.blockedHref) ?? "", base: c.blockedHref, wrap: c.wrap }
        : { text: restorePrecision(c.text, precision), base: c.base, wrap: c.wrap },
    );
  const shadowChunks: Record<string, CssChunk[]> = {};
  for (const [host, chunks] of Object.entries(css.shadows)) shadowChunks[host] = fill(chunks);
  const cssChunks = fill(css.document);
  lap("css-text");

  // Where the boxes around drawings change size: the page's own breakpoints for them.
  let breakpoints: number[] | null = null;
  const drawingBreakpoints = async () =>
    (breakpoints ??= ((await evaluate(pageCall("drawnMedia", cssChunks.map(wrappedText)))) as string[]).flatMap(mediaWidths));

  // A drawing that changes with the width is also sampled inside the stretches of the page's breakpoints that no
  // captured width fell in, so wherever its box has one size the output shows exactly what the page drew there, and
  // at both ends of the phone stretch, where boxes grow with the viewport and the nearest sample is scaled.
  // Canvases drawn as shapes at every captured width need no pixels: they are sampled as shapes below.
  const shapes = new Set([...atPrimary.keys()].filter((stamp) => [...drawings.values()].every((at) => at.get(stamp) !== null)));
  if (drawingFollowsWidth(drawn, drawnByWidth, shapes)) {
    const measured = [...snapshots.keys()];
    const cuts = await drawingBreakpoints();
    for (const width of [...unsampledStretches(measured, cuts), ...narrowStretchEnds(measured, cuts, NARROWEST_VIEWPORT)]) {
      await resizeAndSettle(page, width, evaluate, follows);
      drawnByWidth.set(width, await drawnPixelsAtCurrentWidth(page, evaluate, width, options.maxHeightPx));
    }
    lap("drawn-samples");
  }
  // A drawing kept as shapes is interpolated between samples of one structure: it is sampled at the ends of every
  // stretch between breakpoints, down to the narrowest phones, and wherever its structure changes (vector-samples.ts).
  if (drawingsThatFollowWidth(drawings).length) {
    const probes = await sampleDrawings(page, drawings, responsive, await drawingBreakpoints(), {
      from: Math.min(NARROWEST_VIEWPORT, ...options.widths),
      to: Math.max(...options.widths),
    });
    lap("drawing-samples");
    timings["drawing-probes"] = probes;
  }

  return {
    finalUrl: page.url(),
    title: markup.title,
    lang: markup.lang,
    documentHtml: `<!DOCTYPE html><html${attributes(markup.htmlAttrs)}><head></head><body${attributes(markup.bodyAttrs)}>${markup.body}</body></html>`,
    cssChunks,
    shadowChunks,
    snapshots,
    verifySnapshots,
    drawn,
    drawnByWidth,
    drawings,
    packings,
    screenshot: new Uint8Array(screenshot),
    elementCount: total,
    pageHeight: first.height,
    timings,
  };
}

/** Whether some canvas or frame (but those in `except`) showed other pixels at another width the capture visited. */
function drawingFollowsWidth(drawn: Map<string, DrawnPixels>, byWidth: Map<number, Map<string, DrawnPixels>>, except: Set<string>): boolean {
  return [...byWidth.values()].some((at) => [...at].some(([stamp, pixels]) => !except.has(stamp) && drawn.get(stamp)?.src !== pixels.src));
}

/** A chunk as a stylesheet of its own, inside the at-rules it was read from. */
function wrappedText(chunk: CssChunk): string {
  return chunk.wrap.reduceRight((inner, prelude) => `${prelude} {\n${inner}\n}`, chunk.text);
}

interface RawChunk {
  text: string;
  base: string;
  wrap: string[];
  blockedHref?: string;
}

interface PageMarkup {
  title: string;
  lang: string | null;
  baseUrl: string;
  htmlAttrs: Record<string, string>;
  bodyAttrs: Record<string, string>;
  body: string;
}

function attributes(attrs: Record<string, string>): string {
  const escape = (v: string) => v.replace(/&/g, "&amp;").replace(/"/g, "&quot;");
  return Object.entries(attrs)
    .map(([k, v]) => ` ${k}="${escape(v)}"`)
    .join("");
}

