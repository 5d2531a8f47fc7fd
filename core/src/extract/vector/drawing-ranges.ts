import type { CanvasRecord } from "./display-list.ts";
import { geometryJumps } from "./geometry-jumps.ts";
import { structureKey } from "./structure-key.ts";

export { structureKey } from "./structure-key.ts";

/** One canvas's display list at one viewport width, with the size its box had there (CSS px). */
export interface DrawingSample {
  viewport: number;
  record: CanvasRecord;
  /** Taken at a width the capture was asked for (not one sampled between them): drawn exactly as shown there. */
  captured?: boolean;
  /** Drawn at its box's own scale even where the snapped size is known (vector-drawing.ts flanks a snapped sample). */
  boxScale?: boolean;
  /** Drawn in its bitmap's own px at this many per px (a page that floors its bitmap to its box: bitmap-floor.ts). */
  bitmapDensity?: number;
}

/**
 * Box widths over which a drawing keeps one structure (the same shapes and labels in the same order, only their
 * geometry moving), with the samples inside, narrowest first. A chart's geometry follows its box linearly within
 * such a range, so the output interpolates between the samples; where the structure changes (an axis gains a tick,
 * labels start to skip) a new range begins.
 */
export interface DrawingRange {
  samples: DrawingSample[];
}

/** Box widths closer than this are one width. */
const SAME_WIDTH = 0.5;

/**
 * Groups a canvas's samples into ranges of one structure, by box width, split again where the drawing jumps within
 * a structure (geometry-jumps.ts: a legend that wraps keeps its labels but not their places). Null when the drawing
 * is not a function of its box width: two samples with the same width but another height or another structure (a
 * drawing that follows the viewport rather than its box, or one that was still changing).
 */
export function drawingRanges(samples: readonly DrawingSample[]): DrawingRange[] | null {
  const keyed = samples.map((sample) => ({ sample, key: structureKey(sample.record) }));
  keyed.sort((a, b) => a.sample.record.box.w - b.sample.record.box.w);
  const distinct: typeof keyed = [];
  for (const item of keyed) {
    const last = distinct[distinct.length - 1];
    if (last && item.sample.record.box.w - last.sample.record.box.w < SAME_WIDTH) {
      if (last.key !== item.key || Math.abs(last.sample.record.box.h - item.sample.record.box.h) > SAME_WIDTH) return null;
      continue;
    }
    distinct.push(item);
  }
  const ranges: { key: string; samples: DrawingSample[] }[] = [];
  for (const { sample, key } of distinct) {
    const last = ranges[ranges.length - 1];
    if (last && last.key === key) last.samples.push(sample);
    else ranges.push({ key, samples: [sample] });
  }
  return ranges.flatMap(({ samples }) => splitAtJumps(samples));
}

/** One structure's samples as ranges the drawing moves through without a jump. */
function splitAtJumps(samples: DrawingSample[]): DrawingRange[] {
  const out: DrawingRange[] = [];
  let from = 0;
  for (const i of geometryJumps(samples.map((s) => s.record))) {
    out.push({ samples: samples.slice(from, i + 1) });
    from = i + 1;
  }
  out.push({ samples: samples.slice(from) });
  return out;
}

/**
 * Which of drawingRanges's ranges each sample's record falls in; empty when the drawing is not a function of its box
 * width. A sample left out as the same box width as another is placed with that one.
 */
export function rangeIndexOf(samples: readonly DrawingSample[]): Map<CanvasRecord, number> {
  const out = new Map<CanvasRecord, number>();
  const ranges = drawingRanges(samples);
  if (!ranges) return out;
  const placed = ranges.flatMap((range, index) => range.samples.map(({ record }) => ({ w: record.box.w, index })));
  for (const [index, range] of ranges.entries()) for (const { record } of range.samples) out.set(record, index);
  for (const { record } of samples) {
    if (out.has(record)) continue;
    const nearest = placed.reduce((a, b) => (Math.abs(b.w - record.box.w) < Math.abs(a.w - record.box.w) ? b : a));
    out.set(record, nearest.index);
  }
  return out;
}

/** Where one range hands over to the next: halfway between the last width of one and the first of the next. */
export function rangeBoundaries(ranges: readonly DrawingRange[]): number[] {
  const out: number[] = [];
  for (let i = 0; i + 1 < ranges.length; i++) {
    const a = ranges[i].samples[ranges[i].samples.length - 1].record.box.w;
    const b = ranges[i + 1].samples[0].record.box.w;
    out.push(Math.round(((a + b) / 2) * 100) / 100);
  }
  return out;
}

/**
 * Whether the bitmap is drawn at the size it is shown, as responsive charts are (whole bitmap pixels per px, give or
 * take the pixel a chart floors its size by), so shapes can stand in for it. A bitmap stretched by CSS shows blurred
 * pixels that only an image reproduces.
 */
export function drawnAtDisplaySize(record: CanvasRecord): boolean {
  const density = Math.max(1, Math.round(record.pixels.w / record.box.w));
  const slack = 2 * density;
  return Math.abs(record.pixels.w - record.box.w * density) <= slack && Math.abs(record.pixels.h - record.box.h * density) <= slack;
}
