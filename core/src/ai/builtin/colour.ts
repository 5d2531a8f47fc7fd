import { converter, formatHex, parse, wcagContrast, type Color } from "culori";

export interface Rgb {
  r: number;
  g: number;
  b: number;
  alpha: number;
}

const toRgb = converter("rgb");

export const WHITE: Rgb = { r: 1, g: 1, b: 1, alpha: 1 };
export const BLACK: Rgb = { r: 0, g: 0, b: 0, alpha: 1 };

export function parseColour(value: string | undefined): Rgb | null {
  if (!value) return null;
  const parsed = parse(value.trim());
  if (!parsed) return null;
  const rgb = toRgb(parsed);
  return { r: rgb.r, g: rgb.g, b: rgb.b, alpha: rgb.alpha ?? 1 };
}

/** Paints a possibly translucent colour over an opaque one. */
export function over(top: Rgb, bottom: Rgb): Rgb {
  const a = top.alpha;
  return { r: top.r * a + bottom.r * (1 - a), g: top.g * a + bottom.g * (1 - a), b: top.b * a + bottom.b * (1 - a), alpha: 1 };
}

function culoriRgb(c: Rgb): Color {
  return { mode: "rgb", r: c.r, g: c.g, b: c.b, alpha: c.alpha };
}

export function contrast(a: Rgb, b: Rgb): number {
  return wcagContrast(culoriRgb(a), culoriRgb(b));
}

export function toHex(c: Rgb): string {
  return formatHex(culoriRgb(c));
}
