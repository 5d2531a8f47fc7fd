import type { CanvasRecord, Clip, Op } from "./display-list.ts";
import { formatNumber, pathShape } from "./path-data.ts";

/** One canvas's display list at one viewport width, with the size its box had there (CSS px). */
export interface DrawingSample {
  viewport: number;
  record: CanvasRecord;
  /** Taken at a width the capture was asked for (not one sampled between them): drawn exactly as shown there. */
  captured?: boolean;
  /** Drawn at its box's own scale even where the snapped size is known (vector-drawing.ts flanks a snapped sample). */
  boxScale?: boolean;
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

/** Everything about an op but its geometry: two ops with the same key differ only in where they are. */
export function opKey(op: Op, clips: readonly Clip[]): string {
  const clip = clipKey(op.clip, clips);
  switch (op.k) {
    case "f":
      return `f|${op.paint}|${op.rule}|${op.alpha}|${clip}|${pathShape(op.d)}`;
    case "s":
      return `s|${op.paint}|${formatNumber(op.width)}|${op.cap}|${op.join}|${op.miter}|${op.dash.map(formatNumber).join(",")}|${formatNumber(op.dashOffset)}|${op.alpha}|${clip}|${pathShape(op.d)}`;
    case "t":
      return `t|${op.fill}|${op.font}|${op.letterSpacing}|${op.wordSpacing}|${op.paint}|${formatNumber(op.width)}|${op.alpha}|${clip}|${JSON.stringify(op.text)}`;
  }
}

function clipKey(index: number, clips: readonly Clip[]): string {
  const parts: string[] = [];
  for (let i = index; i >= 0; i = clips[i].parent) parts.push(`${clips[i].rule}:${pathShape(clips[i].d)}`);
  return parts.join(">");
}

/** The structure of a whole drawing (a string, so samples compare cheaply). */
export function structureKey(record: CanvasRecord): string {
  return record.ops.map((op) => opKey(op, record.clips)).join("\n");
}

/**
 * Groups a canvas's samples into ranges of one structure, by box width. Null when the drawing is not a function of
 * its box width: two samples with the same width but another height or another structure (a drawing that follows
 * the viewport rather than its box, or one that was still changing).
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
  return ranges.map(({ samples }) => ({ samples }));
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
