import type { Page } from "puppeteer-core";
import { STAMP } from "../dom.ts";
import { vectorRecords, type CanvasRecord } from "../vector/display-list.ts";
import { drawnAtDisplaySize, structureKey } from "../vector/drawing-ranges.ts";
import { changeProbes, stretchEnds } from "../vector/sampling-plan.ts";
import { readCanvasRecords, waitForRedraws } from "./canvas-recorder.ts";
import { setViewportSize } from "./snapshot.ts";

/** Display lists by viewport width, then by canvas stamp (null: shown there but not drawable as shapes). */
export type DrawingsByWidth = Map<number, Map<string, CanvasRecord | null>>;

/** Extra widths one extraction may visit for its vector drawings (each is a resize and a redraw, ~40 ms). */
export const MAX_DRAWING_PROBES = 48;

/**
 * The canvases' display lists at the page's current width, read once the canvases in `responsive` (those drawn at
 * their box's size so far) have redrawn for it: a chart redraws a frame or two after it hears of a resize, and a
 * bitmap not yet sized to its box is the last width's drawing.
 */
export async function drawingsAtCurrentWidth(page: Page, responsive?: ResponsiveDrawings): Promise<Map<string, CanvasRecord | null>> {
  if (responsive) await waitForRedraws(page, STAMP, responsive);
  return vectorRecords(await readCanvasRecords(page, STAMP));
}

/** Canvases drawn at their box's size (`sized`), and those of them sized to fill their parent's width (`filling`). */
export interface ResponsiveDrawings {
  sized: string[];
  filling: string[];
}

/** Which canvases a resize makes redraw, judged at the primary width. */
export function responsiveDrawings(records: ReadonlyMap<string, CanvasRecord | null>): ResponsiveDrawings {
  const sized = [...records].filter(([, r]) => r && drawnAtDisplaySize(r));
  const filling = sized.filter(([, r]) => r!.parentWidth != null && Math.abs(r!.parentWidth - r!.box.w) <= 1.5);
  return { sized: sized.map(([stamp]) => stamp), filling: filling.map(([stamp]) => stamp) };
}

/**
 * The stamps of canvases drawn as shapes at every width sampled so far that drew something else at some width: only
 * those need more samples.
 */
export function drawingsThatFollowWidth(drawings: DrawingsByWidth): string[] {
  const seen = new Map<string, { usable: boolean; keys: Set<string> }>();
  for (const records of drawings.values()) {
    for (const [stamp, record] of records) {
      const entry = seen.get(stamp) ?? { usable: true, keys: new Set<string>() };
      if (!record) entry.usable = false;
      else entry.keys.add(`${record.box.w}x${record.box.h}\n${JSON.stringify(record.ops)}`);
      seen.set(stamp, entry);
    }
  }
  return [...seen].filter(([, e]) => e.usable && e.keys.size > 1).map(([stamp]) => stamp);
}

/**
 * Samples the page's vector drawings at the ends of every stretch between breakpoints from `from` to `to`, then
 * closes in on each width where a drawing changes structure, within MAX_DRAWING_PROBES visits. Adds to `drawings`.
 */
export async function sampleDrawings(
  page: Page,
  drawings: DrawingsByWidth,
  responsive: ResponsiveDrawings,
  breakpoints: readonly number[],
  range: { from: number; to: number },
): Promise<number> {
  const stamps = drawingsThatFollowWidth(drawings);
  if (!stamps.length) return 0;
  let probes = 0;
  const visit = async (width: number) => {
    probes++;
    if (process.env.LL_DEBUG_PROBES) console.error("probe", width);
    // Only the drawings are read here: no box snapshot, so no wait for the rest of the page to hold still.
    await setViewportSize(page, width);
    drawings.set(width, await drawingsAtCurrentWidth(page, responsive));
  };
  for (const width of stretchEnds(range.from, range.to, breakpoints, [...drawings.keys()])) {
    if (probes >= MAX_DRAWING_PROBES) return probes;
    await visit(width);
  }
  for (;;) {
    const next = changeProbes(structures(drawings, stamps), breakpoints).filter((w) => !drawings.has(w));
    if (process.env.LL_DEBUG_PROBES && (!next.length || probes >= MAX_DRAWING_PROBES)) debugStructures(drawings, stamps);
    if (!next.length) return probes;
    for (const width of next) {
      if (probes >= MAX_DRAWING_PROBES) return probes;
      await visit(width);
    }
  }
}

function structures(drawings: DrawingsByWidth, stamps: readonly string[]): Map<number, Map<string, string>> {
  const out = new Map<number, Map<string, string>>();
  for (const [width, records] of drawings) {
    const keys = new Map<string, string>();
    for (const stamp of stamps) {
      const record = records.get(stamp);
      if (record) keys.set(stamp, structureKey(record));
    }
    out.set(width, keys);
  }
  return out;
}

function debugStructures(drawings: DrawingsByWidth, stamps: readonly string[]): void {
  const ids = new Map<string, number>();
  for (const stamp of stamps) {
    const row = [...drawings.keys()].sort((a, b) => a - b).map((w) => {
      const r = drawings.get(w)?.get(stamp);
      if (!r) return `${w}:-`;
      const k = structureKey(r);
      if (!ids.has(k)) ids.set(k, ids.size);
      return `${w}(${Math.round(r.box.w)}):${ids.get(k)}`;
    });
    console.error(stamp, row.join(" "));
  }
}
