import type { DrawingSample } from "./drawing-ranges.ts";

/** How far below a whole bitmap pixel a box's size may fall and still floor up to it: boxes come in 1/64 px. */
const FLOOR_SLACK = 0.01;

/**
 * The bitmap pixels per px of a drawing whose every sample floors its bitmap to its box (`floor(box × density)` in
 * both directions: Chart.js draws a 459.8 px box on a 459-pixel bitmap); null when any sample does otherwise.
 */
export function flooredDensity(samples: readonly DrawingSample[]): number | null {
  let density: number | null = null;
  for (const { record } of samples) {
    const d = Math.max(1, Math.round(record.pixels.w / record.box.w));
    if (density !== null && d !== density) return null;
    density = d;
    const floors = (pixels: number, box: number) => pixels === Math.floor(box * d + FLOOR_SLACK);
    if (!floors(record.pixels.w, record.box.w) || !floors(record.pixels.h, record.box.h)) return null;
  }
  return density;
}

/**
 * A range's samples as the widths between them should see them, for a page that floors its bitmap to its box. Such
 * a chart lays itself out in its box's own size and draws that unscaled onto the floored bitmap, which the browser
 * stretches over the box: in px a shape sits at its bitmap position × box / floor(box), a factor that saws up and
 * down by up to 1/width as the box's fraction of a px comes and goes. Interpolated between samples that caught
 * different fractions it puts shapes up to a px off at the widths between (stock Chart.js dashboard at 1024 px: the
 * bar chart's labels 0.8 px low, 96.1 % ink), and the output, an image whose viewport is the box rounded to whole px,
 * cannot tell a box's fraction at any other width. So the samples between captures are drawn as if their bitmap were
 * the mean floor, half a bitmap pixel short of the box (`meanFloor`): no width's error then exceeds half a bitmap
 * pixel's stretch (a third of a px at the far edge of a 460 px chart), where the sawtooth reached a whole one. The
 * captured widths keep their exact stretch, the output being judged against exactly that drawing there. (Flanking
 * them with mean-floor drawings, as vector-drawing.ts flanks snapped ones, lowered them: 1280 0.993 -> 0.984.)
 */
export function meanFloorSamples(samples: readonly DrawingSample[]): DrawingSample[] {
  const density = samples.length > 1 ? flooredDensity(samples) : null;
  if (!density) return [...samples];
  return samples.map((sample) => (sample.captured ? sample : { ...sample, meanFloor: density }));
}

/**
 * Bitmap pixels per px of a sample drawn at its mean floor (see meanFloorSamples), along each axis whose box has a
 * fraction of a bitmap pixel. A box of whole bitmap pixels (a phone's column, the viewport less its padding) floors to
 * itself, and so do the boxes around it, which grow with the viewport pixel by pixel: that axis is exact as it is.
 */
export function meanFloorScale(sample: DrawingSample, density: number): { x: number; y: number } {
  const { box, pixels } = sample.record;
  const along = (size: number, bitmap: number) => {
    const whole = Math.abs(size * density - Math.round(size * density)) < FLOOR_SLACK;
    return (whole ? bitmap : size * density - 0.5) / size;
  };
  return { x: along(box.w, pixels.w), y: along(box.h, pixels.h) };
}
