import type { Page } from "puppeteer-core";
import { PAGE_SYMBOLS } from "./in-page/page-names.ts";

/**
 * Reading what the canvas recorder kept, from Node, through the services in-page/serve-canvas-records.ts installs in the
 * page's main world: each stamped canvas's display list with its box, the wait for charts to redraw after a resize,
 * and which canvases animate on their own. What they return is untrusted (vector/display-list.ts checks it).
 */

const SERVICES = {
  records: PAGE_SYMBOLS.records,
  redrawn: PAGE_SYMBOLS.redrawn,
  animated: PAGE_SYMBOLS.animated,
} as const;

/** Calls one of the services in the page; `fallback` when it is missing or fails (a page that broke its own world). */
async function callService<T>(page: Page, service: keyof typeof SERVICES, args: unknown[], fallback: T): Promise<T> {
  return page
    .evaluate(
      (name, list) => {
        const fn = (window as unknown as Record<symbol, ((...a: unknown[]) => unknown) | undefined>)[Symbol.for(name)];
        return typeof fn === "function" ? fn(...list) : undefined;
      },
      SERVICES[service],
      args,
    )
    .then((value) => (value === undefined ? fallback : (value as T)))
    .catch(() => fallback);
}

/** An animation frame on an idle machine (60 Hz): waits bounded in frames are sized from their idle length. */
const FRAME_MS = 1000 / 60;
/**
 * How much longer than its idle length a wait bounded in frames may take by the clock before it ends anyway: only a
 * document that runs no frames (on its way out) gets there; a busy machine's slow frames stay within it.
 */
const WALL_SLACK = 8;

/**
 * Waits until the page's canvases have redrawn after a resize: those in `sized` at their boxes' size, those in
 * `filling` filling their parents again, and none still redrawing; at most `maxFrames` of the page's frames (30: half a
 * second when idle). Counted in frames, not ms: a chart that redraws a few frames after a resize does so on a busy
 * machine too, where a clock bound read the drawing of the last width (the longest idle wait seen was 430 ms of 500).
 */
export async function waitForRedraws(page: Page, stampAttribute: string, stamps: { sized: readonly string[]; filling: readonly string[] }, maxFrames = 30): Promise<void> {
  await callService(page, "redrawn", [stampAttribute, [...stamps.sized], [...stamps.filling], maxFrames, maxFrames * FRAME_MS * WALL_SLACK], undefined);
}

/**
 * The stamps of canvases that drew again within `ms` (and as many animation frames as `ms` holds on an idle machine)
 * while nothing was resized: animations, whose drawing at any moment is one frame of many, not a picture of the page
 * to redraw at other widths. Frames as well as ms: a chart animating in draws once a frame, and a busy machine that ran
 * no frame in `ms` showed it as at rest mid-animation.
 */
export async function animatedCanvases(page: Page, stampAttribute: string, ms = 120): Promise<string[]> {
  const minFrames = Math.floor(ms / FRAME_MS);
  const stamps = await callService<unknown>(page, "animated", [stampAttribute, ms, minFrames, ms * WALL_SLACK], []);
  return Array.isArray(stamps) ? stamps.filter((s): s is string => typeof s === "string") : [];
}

/**
 * The display lists of the page's stamped canvases as the page's main world reports them (untrusted JSON; parse it
 * with vector/display-list.ts). Empty when the recorder is missing.
 */
export async function readCanvasRecords(page: Page, stampAttribute: string, maxBytes = 8_000_000): Promise<unknown> {
  const json = await callService<unknown>(page, "records", [stampAttribute, maxBytes], "[]");
  try {
    return JSON.parse(typeof json === "string" ? json : "[]");
  } catch {
    return [];
  }
}

/**
 * Waits (at most `maxMs`) until no canvas redraws on its own for `quietMs`: a chart's intro animation (Chart.js
 * animates every chart for a second after it is made, by script, out of reach of the Web Animations the capture
 * finishes) ends, and the drawing read after is the one a visitor sees at rest. Returns the canvases still redrawing
 * at the end: endless animations.
 */
export async function waitForCanvasRest(page: Page, stampAttribute: string, maxMs = 3000, quietMs = 150): Promise<string[]> {
  const started = Date.now();
  for (;;) {
    const moving = await animatedCanvases(page, stampAttribute, quietMs);
    if (!moving.length || Date.now() - started >= maxMs) return moving;
  }
}
