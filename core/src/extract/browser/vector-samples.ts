import type { Page } from "puppeteer-core";
import { STAMP } from "../dom.ts";
import { vectorRecords, type CanvasRecord } from "../vector/display-list.ts";
import { drawnAtDisplaySize, rangeIndexOf, structureKey } from "../vector/drawing-ranges.ts";
import { nextProbe, type Between } from "../vector/sampling-plan.ts";
import { stretchEnds } from "../width-ranges.ts";
import { interpolates } from "../vector/linearity.ts";
import { readCanvasRecords, waitForCanvasRest, waitForRedraws } from "./canvas-records.ts";
import { setViewportSize } from "./snapshot.ts";

/** Display lists by viewport width, then by canvas stamp (null: shown there but not drawable as shapes). */
export type DrawingsByWidth = Map<number, Map<string, CanvasRecord | null>>;

/**
 * Extra widths one extraction may visit for its vector drawings (each is a resize and a redraw, ~60 ms). The stock
 * Chart.js dashboard (three charts; ticks, label turns and a legend wrap at a few dozen widths) is sampled to the end
 * in 84 to 101 (its doughnut draws 1920 px a little differently when reached in one jump, and the sampler closes in on
 * that), for 2–3 s more than the 48 before; with 48 the phone widths were never checked (95.9 ink at 323 px).
 */
export const MAX_DRAWING_PROBES = 96;

/**
 * The canvases' display lists at the page's current width, read once the canvases in `responsive` (those drawn at
 * their box's size so far) have redrawn for it: a chart redraws a frame or two after it hears of a resize, and a
 * bitmap not yet sized to its box is the last width's drawing.
 */
export async function drawingsAtCurrentWidth(page: Page, responsive?: ResponsiveDrawings): Promise<Map<string, CanvasRecord | null>> {
  if (responsive) await waitForRedraws(page, STAMP, responsive);
  return vectorRecords(await readCanvasRecords(page, STAMP));
}

/**
 * The display lists at the primary width, once the page has settled and its canvases have finished animating in (a
 * chart's default intro animation). A canvas that keeps redrawing on its own after that is an animation: it is
 * marked as having no vector form (its pixels stand in for it, as for any frame of a video).
 */
export async function primaryDrawings(page: Page): Promise<Map<string, CanvasRecord | null>> {
  if (!(await drawingsAtCurrentWidth(page)).size) return new Map();
  const moving = await waitForCanvasRest(page, STAMP);
  const records = await drawingsAtCurrentWidth(page);
  for (const stamp of moving) if (records.has(stamp)) records.set(stamp, null);
  return records;
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
 * splits every pair of neighbouring samples where a drawing changes structure, or moves without a sample in between
 * showing that it moves linearly, the pair where a wrong guess covers most first (sampling-plan.ts), within
 * MAX_DRAWING_PROBES visits. Adds to `drawings`.
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
    // Only the drawings are read here: no box snapshot, so no wait for the rest of the page to hold still.
    await setViewportSize(page, width);
    drawings.set(width, await drawingsAtCurrentWidth(page, responsive));
  };
  for (const width of stretchEnds(range.from, range.to, breakpoints, [...drawings.keys()])) {
    if (probes >= MAX_DRAWING_PROBES) return probes;
    await visit(width);
  }
  // Pairs of widths shown to hold linear motion, as "lo-hi".
  const linear = new Set<string>();
  let ranges = rangeIndices(drawings, stamps);
  const judge = (lo: number, hi: number): Between => {
    let moves = false;
    for (const stamp of stamps) {
      const a = drawings.get(lo)?.get(stamp);
      const b = drawings.get(hi)?.get(stamp);
      if (!a || !b) continue;
      if (structureOf(a) !== structureOf(b) || ranges.get(a) !== ranges.get(b)) return "changes";
      if (Math.abs(a.box.w - b.box.w) >= 0.5) moves = true;
    }
    return moves && !linear.has(`${lo}-${hi}`) ? "moves" : "known";
  };
  for (;;) {
    const mid = nextProbe([...drawings.keys()], breakpoints, judge);
    if (mid === null || probes >= MAX_DRAWING_PROBES) return probes;
    const sorted = [...drawings.keys()].sort((a, b) => a - b);
    const lo = Math.max(...sorted.filter((w) => w < mid));
    const hi = Math.min(...sorted.filter((w) => w > mid));
    await visit(mid);
    const straight = stamps.every((stamp) => {
      const [a, m, b] = [lo, mid, hi].map((w) => drawings.get(w)?.get(stamp));
      return !a || !m || !b || interpolates(a, m, b);
    });
    if (straight) linear.add(`${lo}-${mid}`).add(`${mid}-${hi}`);
    ranges = rangeIndices(drawings, stamps);
  }
}

/**
 * Which range of its drawing (drawing-ranges.ts) each record falls in, over every sample so far: two neighbouring
 * widths in different ranges bracket a change the output must place, a jump within one structure (a legend wrapping)
 * as much as a change of structure. Judged by box width across all samples, so a jump first seen between samples of
 * two stretches (a box width reached at a phone width and again at a desktop one) is closed in on in both.
 */
function rangeIndices(drawings: DrawingsByWidth, stamps: readonly string[]): Map<CanvasRecord, number> {
  const out = new Map<CanvasRecord, number>();
  for (const stamp of stamps) {
    const samples = [...drawings].flatMap(([viewport, records]) => {
      const record = records.get(stamp);
      return record ? [{ viewport, record }] : [];
    });
    for (const [record, index] of rangeIndexOf(samples)) out.set(record, index);
  }
  return out;
}

const structures = new WeakMap<CanvasRecord, string>();
/** A record's structure key, worked out once: the plan compares every pair of neighbours after each sample. */
function structureOf(record: CanvasRecord): string {
  let key = structures.get(record);
  if (key === undefined) structures.set(record, (key = structureKey(record)));
  return key;
}
