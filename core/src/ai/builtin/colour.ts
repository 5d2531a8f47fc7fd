import { clampChroma, converter, formatHex, parse, wcagContrast, type Color } from "culori";

export interface Rgb {
  r: number;
  g: number;
  b: number;
  alpha: number;
}

const toRgb = converter("rgb");
const toOklch = converter("oklch");

export const WHITE: Rgb = { r: 1, g: 1, b: 1, alpha: 1 };
export const BLACK: Rgb = { r: 0, g: 0, b: 0, alpha: 1 };
export const AA_NORMAL_TEXT = 4.5;
/** Aim slightly above 4.5 so hex rounding can never drop a fixed pair back under the line. */
const TARGET = 4.6;

const COLOUR_TOKEN = /#[0-9a-f]{3,8}\b|(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch)\([^)]*\)|\b[a-z]+\b/gi;

export function parseColour(value: string | undefined): Rgb | null {
  if (!value) return null;
  const parsed = parse(value.trim());
  if (!parsed) return null;
  const rgb = toRgb(parsed);
  return { r: rgb.r, g: rgb.g, b: rgb.b, alpha: rgb.alpha ?? 1 };
}

/** The first colour in a `background` shorthand (a gradient's first stop stands in for the whole gradient). */
export function firstColourIn(value: string | undefined): Rgb | null {
  if (!value) return null;
  for (const token of value.match(COLOUR_TOKEN) ?? []) {
    if (/^(none|transparent|inherit|initial|unset|currentcolor)$/i.test(token)) continue;
    const colour = parseColour(token);
    if (colour) return colour;
  }
  return null;
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

/**
 * The colour closest to `text` (same hue and chroma, lightness moved as little as possible) whose contrast
 * with `background` reaches AA; black or white when no shade of the hue gets there.
 */
export function fixContrast(text: Rgb, background: Rgb): Rgb {
  const lch = toOklch(culoriRgb({ ...text, alpha: 1 }));
  const candidateAt = (l: number): Rgb => {
    const rgb = toRgb(clampChroma({ mode: "oklch", l, c: lch.c ?? 0, h: lch.h }, "oklch"));
    return { r: Math.min(1, Math.max(0, rgb.r)), g: Math.min(1, Math.max(0, rgb.g)), b: Math.min(1, Math.max(0, rgb.b)), alpha: 1 };
  };
  const passes = (l: number) => contrast(parseColour(toHex(candidateAt(l)))!, background) >= TARGET;
  const options: { colour: Rgb; change: number }[] = [];
  for (const end of [0, 1]) {
    if (!passes(end)) continue;
    let near = lch.l;
    let far = end;
    for (let i = 0; i < 24; i++) {
      const mid = (near + far) / 2;
      if (passes(mid)) far = mid;
      else near = mid;
    }
    options.push({ colour: candidateAt(far), change: Math.abs(far - lch.l) });
  }
  options.sort((a, b) => a.change - b.change);
  if (options[0]) return parseColour(toHex(options[0].colour))!;
  return contrast(BLACK, background) >= contrast(WHITE, background) ? BLACK : WHITE;
}
