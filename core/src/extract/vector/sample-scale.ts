import { flooredDensity } from "./bitmap-floor.ts";
import type { DrawingRange, DrawingSample } from "./drawing-ranges.ts";
import type { PixelScale } from "./path-data.ts";

/**
 * A range as an image draws it: every sample at its box's own scale (the image is painted over whole device pixels as
 * the canvas's bitmap was), and where the page floors its bitmap to its box (bitmap-floor.ts), every sample in its
 * bitmap's own px, which the rules then stretch over the box as the browser stretched the bitmap (morphRules).
 */
export function imageRange(range: DrawingRange): DrawingRange {
  const density = range.samples.length > 1 ? flooredDensity(range.samples) : null;
  return { samples: range.samples.map((s) => ({ ...s, boxScale: true, ...(density ? { bitmapDensity: density } : {}) })) };
}

/**
 * Canvas pixels per px of the drawing. The browser stretches a canvas's bitmap over the whole device pixels its box
 * covers (its edges snapped), while an inline SVG is drawn from its snapped origin at its own, fractional size: shapes
 * placed by the snapped size land where the canvas showed them (a 292-pixel bitmap over 293 pixels puts the bottom
 * axis 0.9 px lower than its 292.09 px box would). Only at the captured widths (and the full-HD width sampled above
 * them), where the output is judged against exactly that layout: how a box snaps depends on where it
 * falls, which no other width shares, so interpolating that offset from every sample moved shapes off at the widths
 * between (stock Chart.js dashboard at 1024 px: 0.97 → 0.95 ink). A snapped size far from the box is not used. The
 * recorder reports the snapped size from the box's full-precision edges: the box snapshot's tenths of a px missed it
 * wherever the box was not a multiple of 0.1 px (every wide Bootstrap column: the dashboard's 1280 px at 0.974).
 */
export function scaleOf(sample: DrawingSample): PixelScale {
  if (sample.bitmapDensity) return { x: sample.bitmapDensity, y: sample.bitmapDensity };
  const { box, pixels } = sample.record;
  const snapped = sample.captured && !sample.boxScale ? sample.record.snapped : undefined;
  const w = snapped && Math.abs(snapped.w - box.w) < 1 ? snapped.w : box.w;
  const h = snapped && Math.abs(snapped.h - box.h) < 1 ? snapped.h : box.h;
  return { x: pixels.w / w, y: pixels.h / h };
}

/** The size, in px, of what a sample's geometry is drawn in: its bitmap at its density, or its box. */
export function drawnSize(sample: DrawingSample): { w: number; h: number } {
  const { box, pixels } = sample.record;
  const density = sample.bitmapDensity;
  return density ? { w: pixels.w / density, h: pixels.h / density } : box;
}

/** Whether a sample is drawn at a snapped size other than its box's (scaleOf). */
function snapsAway(sample: DrawingSample): boolean {
  const { box, pixels } = sample.record;
  const plain = scaleOf({ ...sample, boxScale: true });
  const placed = scaleOf(sample);
  return pixels.w > 0 && box.w > 0 && (Math.abs(placed.x - plain.x) > 1e-9 || Math.abs(placed.y - plain.y) > 1e-9);
}

/** How far either side of a snapped sample's box width its flanks sit (px of box width). */
const FLANK = 0.25;

/**
 * The samples with every one drawn at its snapped size flanked, a quarter px of box width either side, by the same
 * drawing at its box's own scale: how a box snaps belongs to its width alone, so the widths between samples
 * interpolate unsnapped geometry and only the captured width itself is drawn snapped. Without the flanks that width's
 * offset leaned into every width up to its neighbours (stock Chart.js dashboard at 1252 px, between the 1244 and 1280
 * samples: 0.971 -> 0.955 once 1280 was drawn snapped).
 */
export function snapConfined(samples: readonly DrawingSample[]): DrawingSample[] {
  const out: DrawingSample[] = [];
  samples.forEach((sample, i) => {
    if (!snapsAway(sample)) {
      out.push(sample);
      return;
    }
    const { box } = sample.record;
    const flank = (side: -1 | 1): DrawingSample => {
      const neighbour = samples[i + side].record.box.w;
      const offset = side * Math.min(FLANK, Math.abs(neighbour - box.w) / 3);
      return { ...sample, boxScale: true, record: { ...sample.record, box: { ...box, w: box.w + offset } } };
    };
    if (i > 0) out.push(flank(-1));
    out.push(sample);
    if (i < samples.length - 1) out.push(flank(1));
  });
  return out;
}
