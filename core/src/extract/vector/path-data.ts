import type { Segment } from "./display-list.ts";

/** Canvas pixels per CSS px along each axis (a chart on a 2× screen has 2). */
export interface PixelScale {
  x: number;
  y: number;
}

/** Thousandths of a px: below what anti-aliasing can show, so a redrawn shape covers the same pixels. */
export function formatNumber(value: number): string {
  const rounded = Math.round(value * 1000) / 1000;
  return Object.is(rounded, -0) ? "0" : String(rounded);
}

/** SVG path data in CSS px for segments recorded in canvas pixels. */
export function pathData(segments: readonly Segment[], scale: PixelScale): string {
  let out = "";
  for (const segment of segments) {
    const [command, ...values] = segment;
    out += command;
    out += values.map((v, i) => formatNumber(v / (i % 2 === 0 ? scale.x : scale.y))).join(" ");
  }
  return out;
}

/** The command letters alone: two paths with the same shape of data can be interpolated into each other. */
export function pathShape(segments: readonly Segment[]): string {
  return segments.map((s) => s[0]).join("");
}
