import type { Page } from "puppeteer-core";
import { UserFacingError } from "../../errors/user-facing-error.ts";
import type { WidthSnapshot } from "../context.ts";
import type { CssChunk } from "../css/assemble.ts";
import type { PackingSample } from "../packing.ts";
import { installCanvasRecorder } from "./canvas-recorder.ts";
import { blockedImages, watchBlockedImages } from "./blocked-images.ts";
import type { ScrollCapture } from "./in-page/scroll-record.ts";
import type { BehaviourCapture } from "./in-page/behaviour-record.ts";
import { fullPageScreenshot, type DrawnPixels } from "./drawn-pixels.ts";
import { dismissDialogs, isNavigatedAway, MAX_HOPS, NeverSettlesError } from "./navigation.ts";
import { openSettledPage } from "./open-page.ts";
import { pageCall, pageEvaluator } from "./page-script.ts";
import { watchPendingWork } from "./pending-watch.ts";
import { preserveDrawingBuffers } from "./preserved-drawing.ts";
import type { CaptureSession, Probe } from "./probes/probe.ts";
import { probeOutputs, probeTable } from "./probes/probe-table.ts";
import { MAX_CONTROLS, MOUNT_BUDGET_MS } from "./probes/behaviour-states-probe.ts";
import { HOLD_RESIZES_SCRIPT } from "./resize-hold.ts";
import { followsResize, watchResizeFollowers } from "./resize-watch.ts";
import { watchScrollFollowers } from "./scroll-watch.ts";
import type { DrawingsByWidth } from "./vector-samples.ts";

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
  /** What canvases and frames showed at the other captured widths and between them (never at the verify widths). */
  drawnByWidth: Map<number, Map<string, DrawnPixels>>;
  /** 2D canvases' display lists at the captured widths and the widths sampled for them (vector/). */
  drawings: DrawingsByWidth;
  /** Boxes of script-packed containers (Masonry) at the captured widths and the widths sampled between, by stamp. */
  packings: Map<string, PackingSample[]>;
  /** Images the page's Content-Security-Policy refused (blocked-images.ts). */
  blockedImages: string[];
  screenshot: Uint8Array;
  /** What each of the page's controls did when activated, by width (probes/behaviour-states-probe.ts). */
  behaviourCaptures: Map<number, BehaviourCapture>;
  scrollCapture: ScrollCapture | null;
  elementCount: number;
  pageHeight: number;
  /** Milliseconds per capture step, for the stats. */
  timings: Record<string, number>;
}

/**
 * Loads the page at the first width, makes lazy content appear, freezes animations, stamps every element and runs
 * the probes (probes/probe-table.ts): its markup, its CSS, every element's boxes at every width, what scripts drew
 * and packed, plus the full-page screenshot.
 */
export async function capturePage(page: Page, url: string, options: CaptureOptions): Promise<CapturedPage> {
  dismissDialogs(page);
  // The hold first: resize-watch.ts must not count the hold's own listener as the page following resizes.
  await page.evaluateOnNewDocument(HOLD_RESIZES_SCRIPT);
  await watchResizeFollowers(page);
  await watchScrollFollowers(page);
  await watchPendingWork(page);
  await preserveDrawingBuffers(page);
  await installCanvasRecorder(page);
  await watchBlockedImages(page);
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
  const timings: Record<string, number> = {};
  let mark = performance.now();
  const session: CaptureSession = {
    page,
    evaluate: pageEvaluator(page),
    options,
    primary,
    others,
    follows: {},
    timings,
    lap: (name) => {
      const now = performance.now();
      timings[name] = Math.round(now - mark);
      mark = now;
    },
  };
  const table = probeTable(session);
  const probes: Probe<unknown>[] = Object.values(table);
  for (const probe of probes) probe.start?.();

  await openSettledPage(page, url, primary, session.evaluate, options);
  session.lap("load+settle");
  await options.onProgress?.(55);

  // Content the page mounts only while open is copied in first, so every probe reads it like the rest (issue 24).
  await session.evaluate(pageCall("keepMounted", MAX_CONTROLS, MOUNT_BUDGET_MS));
  session.lap("mounts");
  const { total } = await session.evaluate(pageCall("stamp", options.maxElements + 3));
  for (const probe of probes) await probe.measure?.();
  // Everything is read before the screenshot: a full-page screenshot briefly resizes the viewport, and although the
  // hold (resize-hold.ts) keeps that from the page, a ResizeObserver can still report the size it noted just after.
  await Promise.all(probes.map((probe) => probe.read?.()));
  const { pageHeight } = table.boxes.result();
  const screenshot = await fullPageScreenshot(page, primary, Math.min(pageHeight, options.maxHeightPx));
  for (const probe of probes) probe.screenshot?.(screenshot);
  await options.onProgress?.(75);
  session.lap("screenshot+css+html");

  session.follows = (await followsResize(page)) ? { scriptMs: Math.max(0, ...probes.map((probe) => probe.scriptMs?.() ?? 0)) } : { static: true };
  for (const width of others) {
    for (const probe of probes) await probe.atWidth?.(width);
  }
  for (const probe of probes) await probe.sample?.();

  const out = probeOutputs(table);
  return {
    finalUrl: page.url(),
    ...out.markup,
    ...out.css,
    ...out.boxes,
    ...out.drawnPixels,
    ...out.vectorDrawings,
    ...out.packings,
    ...out.behaviourStates,
    blockedImages: await blockedImages(page),
    screenshot: new Uint8Array(screenshot),
    elementCount: total,
    timings,
  };
}
