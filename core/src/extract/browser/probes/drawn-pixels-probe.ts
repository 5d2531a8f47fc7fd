import { PNG } from "pngjs";
import { decodeDataUrl } from "../../../html/data-url.ts";
import { reflowsBetween } from "../../frame-fit.ts";
import { aboveCaptureStarts, NARROWEST_VIEWPORT, narrowStretchEnds, unsampledStretches } from "../../width-ranges.ts";
import { drawnPixelsAtCurrentWidth, resolveDrawnPixels, type DrawnPixels } from "../drawn-pixels.ts";
import type { DrawnElement } from "../in-page/drawn-elements.ts";
import { pageCall } from "../page-script.ts";
import { resizeAndSettle } from "../snapshot.ts";
import type { BoxesOutput } from "./boxes-probe.ts";
import type { CssProbe } from "./css-probe.ts";
import type { CaptureSession, Probe } from "./probe.ts";
import type { VectorDrawingsProbe } from "./vector-drawings-probe.ts";

export interface DrawnPixelsOutput {
  /** Images of what canvases, frames and poster-less videos showed at the primary width, by stamp. */
  drawn: Map<string, DrawnPixels>;
  /**
   * What canvases and frames showed at the other captured widths and the widths sampled between them. Never at the
   * verify widths: the output must not be built from what the page showed where it is judged.
   */
  drawnByWidth: Map<number, Map<string, DrawnPixels>>;
}

/** Pixels only a script could draw (canvases, frames, video frames) at every captured width, and between. */
export function drawnPixelsProbe(
  session: CaptureSession,
  others: { boxes: Probe<BoxesOutput>; css: CssProbe; vector: VectorDrawingsProbe },
): Probe<DrawnPixelsOutput> {
  const { page, evaluate, options } = session;
  let elements: DrawnElement[] = [];
  let drawn = new Map<string, DrawnPixels>();
  const drawnByWidth = new Map<number, Map<string, DrawnPixels>>();
  return {
    name: "drawn-pixels",
    async read() {
      elements = await evaluate(pageCall("drawn"));
    },
    screenshot(png) {
      drawn = resolveDrawnPixels(elements, png);
    },
    async atWidth(width) {
      if (elements.some((d) => d.kind !== "video")) drawnByWidth.set(width, await drawnPixelsAtCurrentWidth(page, evaluate, width, options.maxHeightPx));
    },
    // A drawing that changes with the width is also sampled inside the stretches of the page's breakpoints that no
    // captured width fell in, so wherever its box has one size the output shows exactly what the page drew there, and
    // at both ends of the phone stretch, where boxes grow with the viewport and the nearest sample is scaled.
    // Canvases drawn as shapes at every captured width need no pixels: the vector probe samples them.
    async sample() {
      if (!followsWidth(drawn, drawnByWidth, others.vector.shapes())) return;
      const measured = [...others.boxes.result().snapshots.keys()];
      const cuts = await others.css.drawingBreakpoints();
      // Above the widest capture too, where the page's CSS changes there (a container that grows at 1400 px).
      const above = aboveCaptureStarts(measured, cuts);
      for (const width of [...above, ...unsampledStretches(measured, cuts), ...narrowStretchEnds(measured, cuts, NARROWEST_VIEWPORT)]) {
        await resizeAndSettle(page, width, evaluate, session.follows);
        drawnByWidth.set(width, await drawnPixelsAtCurrentWidth(page, evaluate, width, options.maxHeightPx));
      }
      // A frame whose content keeps its size shows the next wider sample cropped at every width between two samples;
      // where its content reflowed between them (a label that wraps below 340 px), that sample shows the wrong
      // layout, so the widths between are halved until the change lies between two neighbouring widths.
      const frames = elements.filter((d) => d.kind === "iframe").map((d) => d.stamp);
      const judged = new Map<string, boolean>();
      for (let budget = frames.length ? REFLOW_SAMPLES : 0; budget > 0; budget--) {
        const width = reflowSplit(frames, drawnByWidth, judged, options.verifyWidths ?? []);
        if (width === null) break;
        await resizeAndSettle(page, width, evaluate, session.follows);
        drawnByWidth.set(width, await drawnPixelsAtCurrentWidth(page, evaluate, width, options.maxHeightPx));
      }
      session.lap("drawn-samples");
    },
    result: () => ({ drawn, drawnByWidth }),
  };
}

/** Whether some canvas or frame (but those in `except`) showed other pixels at another width the capture visited. */
function followsWidth(drawn: Map<string, DrawnPixels>, byWidth: Map<number, Map<string, DrawnPixels>>, except: Set<string>): boolean {
  return [...byWidth.values()].some((at) => [...at].some(([stamp, pixels]) => !except.has(stamp) && drawn.get(stamp)?.src !== pixels.src));
}

/** Samples spent pinning down where frames' content reflows between samples (one reflow in a 70 px gap takes 7). */
const REFLOW_SAMPLES = 10;

/**
 * The width halfway between the narrowest two neighbouring samples (more than 1 px apart) across which one of the
 * frames' content reflowed, or one beside it; null when there is none.
 */
function reflowSplit(frames: string[], byWidth: Map<number, Map<string, DrawnPixels>>, judged: Map<string, boolean>, verify: readonly number[]): number | null {
  const widths = [...byWidth.keys()].sort((a, b) => a - b);
  for (let i = 0; i + 1 < widths.length; i++) {
    const [lo, hi] = [widths[i], widths[i + 1]];
    if (hi - lo < 2) continue;
    for (const stamp of frames) {
      // Each pair is judged once (the verdicts are kept across the splits: judging costs four image comparisons).
      const key = `${stamp} ${lo} ${hi}`;
      if (!judged.has(key)) {
        const narrow = pngOf(byWidth.get(lo)?.get(stamp));
        const wide = pngOf(byWidth.get(hi)?.get(stamp));
        judged.set(key, !!narrow && !!wide && reflowsBetween(narrow, wide));
      }
      if (!judged.get(key)) continue;
      // Never at a verify width (see DrawnPixelsOutput): a width beside it splits the pair as well.
      const middle = Math.floor((lo + hi) / 2);
      const width = [middle, middle + 1, middle - 1].find((w) => w > lo && w < hi && !verify.includes(w));
      if (width !== undefined) return width;
      judged.set(key, false);
    }
  }
  return null;
}

const decoded = new WeakMap<DrawnPixels, PNG | null>();

function pngOf(pixels: DrawnPixels | undefined): PNG | null {
  if (!pixels) return null;
  if (!decoded.has(pixels)) {
    const data = decodeDataUrl(pixels.src);
    let png: PNG | null = null;
    try {
      png = data?.contentType === "image/png" ? PNG.sync.read(Buffer.from(data.body)) : null;
    } catch {
      png = null;
    }
    decoded.set(pixels, png);
  }
  return decoded.get(pixels)!;
}
