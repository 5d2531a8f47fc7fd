import type { DrawingSample } from "./drawing-ranges.ts";
import { floorDensity } from "./floor-density.ts";

/**
 * The bitmap pixels per px of a drawing whose every sample floors its bitmap to its box (`floor(box × density)` along
 * both axes: Chart.js lays a 459.8 px box out and draws it onto a 459-pixel bitmap, which the browser stretches over
 * the box); null when any sample does otherwise, or when no sample tells a floor from a rounding (every box within
 * half a bitmap pixel above a whole one floors and rounds alike).
 */
export function flooredDensity(samples: readonly DrawingSample[]): number | null {
  let density: number | null = null;
  let told = false;
  for (const { record } of samples) {
    const d = floorDensity(record);
    if (d === null || (density !== null && d !== density)) return null;
    density = d;
    const rounds = (pixels: number, box: number) => pixels === Math.round(box * d);
    if (!rounds(record.pixels.w, record.box.w) || !rounds(record.pixels.h, record.box.h)) told = true;
  }
  return told ? density : null;
}
