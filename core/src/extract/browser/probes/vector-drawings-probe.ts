import { aboveCaptureWidths, NARROWEST_VIEWPORT } from "../../width-ranges.ts";
import type { CanvasRecord } from "../../vector/display-list.ts";
import {
  drawingsAtCurrentWidth,
  drawingsThatFollowWidth,
  primaryDrawings,
  responsiveDrawings,
  sampleDrawings,
  type DrawingsByWidth,
  type ResponsiveDrawings,
} from "../vector-samples.ts";
import type { CssProbe } from "./css-probe.ts";
import type { CaptureSession, Probe } from "./probe.ts";

export interface VectorDrawingsOutput {
  /** 2D canvases' display lists at the captured widths and the widths sampled for them (vector/). */
  drawings: DrawingsByWidth;
}

export interface VectorDrawingsProbe extends Probe<VectorDrawingsOutput> {
  /** Canvases drawn as shapes at every width visited so far. */
  shapes(): Set<string>;
}

/** What 2D canvases drew, as display lists, at every captured width and wherever their drawing changes. */
export function vectorDrawingsProbe(session: CaptureSession, others: { css: CssProbe }): VectorDrawingsProbe {
  const { page, options } = session;
  const drawings: DrawingsByWidth = new Map();
  let atPrimary = new Map<string, CanvasRecord | null>();
  let responsive: ResponsiveDrawings = { sized: [], filling: [] };
  return {
    name: "vector-drawings",
    async read() {
      atPrimary = await primaryDrawings(page);
      drawings.set(session.primary, atPrimary);
      responsive = responsiveDrawings(atPrimary);
    },
    async atWidth(width) {
      if (atPrimary.size > 0) drawings.set(width, await drawingsAtCurrentWidth(page, responsive));
    },
    // A drawing kept as shapes is interpolated between samples of one structure: it is sampled at the ends of every
    // stretch between breakpoints, down to the narrowest phones (and up to wide desktops where the page's CSS changes
    // above the captures), and wherever its structure changes (vector-samples.ts).
    async sample() {
      if (!drawingsThatFollowWidth(drawings).length) return;
      const probes = await sampleDrawings(page, drawings, responsive, await others.css.drawingBreakpoints(), {
        from: Math.min(NARROWEST_VIEWPORT, ...options.widths),
        to: aboveCaptureWidths(options.widths, others.css.pageBreakpoints())?.top ?? Math.max(...options.widths),
      });
      session.lap("drawing-samples");
      session.timings["drawing-probes"] = probes;
    },
    shapes: () => new Set([...atPrimary.keys()].filter((stamp) => [...drawings.values()].every((at) => at.get(stamp) !== null))),
    result: () => ({ drawings }),
  };
}
