import type { CanvasRecord } from "./display-list.ts";

/** How far below a whole bitmap pixel a box's size may fall and still floor up to it: boxes come in 1/64 px. */
const FLOOR_SLACK = 0.01;

/**
 * The bitmap pixels per px of one record whose bitmap is its box floored along both axes (`floor(box × density)`);
 * null when it is not. One record cannot tell a floor from a rounding where its box is within half a pixel above a
 * whole one: bitmap-floor.ts judges a drawing by all its samples.
 */
export function floorDensity(record: CanvasRecord): number | null {
  const d = Math.max(1, Math.round(record.pixels.w / record.box.w));
  const floors = (pixels: number, box: number) => pixels === Math.floor(box * d + FLOOR_SLACK);
  return floors(record.pixels.w, record.box.w) && floors(record.pixels.h, record.box.h) ? d : null;
}
